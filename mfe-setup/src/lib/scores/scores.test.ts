import { capitalAt, capitalFraction, clampCapitalScore, tierOf, TIERS } from './capital-score';
import { clampPaydex, paydexBandOf } from './paydex';
import { historyPoints, latestScore } from './score-history';

describe('CapitalScore clamping', () => {
  it('clamps to 500-1000', () => {
    expect(clampCapitalScore(1200)).toBe(1000);
    expect(clampCapitalScore(100)).toBe(500);
    expect(clampCapitalScore(-5)).toBe(500);
    expect(clampCapitalScore(742)).toBe(742);
    expect(clampCapitalScore('990')).toBe(990);
  });
  it('turns a non-numeric value into 500', () => {
    expect(clampCapitalScore('abc')).toBe(500);
    expect(clampCapitalScore('')).toBe(500);
    expect(clampCapitalScore(Number.NaN)).toBe(500);
    expect(clampCapitalScore(undefined)).toBe(500);
  });
  it('rounds to a whole score', () => {
    expect(clampCapitalScore(700.6)).toBe(701);
  });
});

describe('tiers', () => {
  it.each([
    [500, 'Foundational'],
    [624, 'Foundational'],
    [625, 'Emerging'],
    [749, 'Emerging'],
    [750, 'Established'],
    [874, 'Established'],
    [875, 'Prime'],
    [1000, 'Prime'],
  ])('%i is %s', (score, name) => {
    expect(tierOf(score).name).toBe(name);
  });
  it('covers 500-1000 without gaps', () => {
    for (let i = 1; i < TIERS.length; i += 1) expect(TIERS[i].min).toBe(TIERS[i - 1].max + 1);
    expect(TIERS[0].min).toBe(500);
    expect(TIERS[TIERS.length - 1].max).toBe(1000);
  });
  it('maps the range bar to scores and back', () => {
    expect(capitalAt(0)).toBe(500);
    expect(capitalAt(1)).toBe(1000);
    expect(capitalAt(1.3)).toBe(1000);
    expect(capitalAt(0.5)).toBe(750);
    expect(capitalFraction(875)).toBe(0.75);
  });
});

describe('PAYDEX', () => {
  it('clamps to 0-100; non-numeric becomes 0', () => {
    expect(clampPaydex(150)).toBe(100);
    expect(clampPaydex(-3)).toBe(0);
    expect(clampPaydex('x')).toBe(0);
    expect(clampPaydex(79.4)).toBe(79);
  });
  it.each([
    [100, 'Low'],
    [80, 'Low'],
    [79, 'Medium'],
    [50, 'Medium'],
    [49, 'High'],
    [1, 'High'],
    [0, 'High'],
  ])('%i is %s risk', (score, risk) => {
    expect(paydexBandOf(score).risk).toBe(risk);
  });
  it('changes colour at 80 and 50', () => {
    expect(paydexBandOf(80).colour).not.toBe(paydexBandOf(79).colour);
    expect(paydexBandOf(50).colour).not.toBe(paydexBandOf(49).colour);
  });
});

describe('history', () => {
  const rows = [
    { id: 'a', score: 640, last_updated_at: '2026-10-23T10:00:00Z' },
    { id: 'b', score: 712, last_updated_at: '2026-11-20T10:00:00Z' },
    { id: 'c', score: 700, last_updated_at: '2026-11-01T10:00:00Z' },
  ];
  it('takes the latest row as the current score', () => {
    expect(latestScore(rows)?.score).toBe(712);
    expect(latestScore([])).toBeNull();
  });
  it('puts both scores on one time line, oldest first', () => {
    const points = historyPoints(rows, [{ id: 'p', score: 80, last_updated_at: '2026-11-10T00:00:00Z' }]);
    expect(points.map((p) => `${p.kind}:${p.score}`)).toEqual(['capital:640', 'capital:700', 'paydex:80', 'capital:712']);
  });
});
