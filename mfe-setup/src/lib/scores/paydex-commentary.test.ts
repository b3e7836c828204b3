import { paydexBehavior, paydexCommentary } from './paydex-commentary';

const NOW = new Date('2026-12-07T12:00:00Z');
const row = (score: number, at: string, id = at) => ({ id, score, last_updated_at: at });

describe('paydexCommentary: only what the recorded history supports', () => {
  it('says nothing without a recorded PAYDEX', () => {
    expect(paydexCommentary([], NOW)).toBeNull();
  });

  it('one reading: its behaviour and advice, no trend', () => {
    expect(paydexCommentary([row(80, '2026-12-01T00:00:00Z')], NOW)).toEqual({
      behavior: 'Payments made on terms',
      trend: null,
      recommendation: 'Keep paying suppliers on or before their terms',
    });
    expect(paydexCommentary([row(40, '2026-12-01T00:00:00Z')], NOW)).toMatchObject({
      behavior: 'Payments 30 to 90 days beyond terms',
      recommendation: 'Bring late supplier bills up to date, then pay new ones on terms',
    });
  });

  it('two or more readings: the trend from the score as the last 3 months opened to the latest', () => {
    const history = [
      row(60, '2026-07-01T00:00:00Z'),
      row(65, '2026-08-20T00:00:00Z'),
      row(72, '2026-10-01T00:00:00Z'),
      row(75, '2026-12-01T00:00:00Z'),
    ];
    expect(paydexCommentary(history, NOW)).toEqual({
      behavior: 'Payments up to 15 days beyond terms',
      trend: 'Up 10 points over the last 3 months (65 to 75)',
      recommendation: 'Pay suppliers by their due date to move to 80 or above',
    });
  });

  it('readings all within the window: the trend across them, in any order; small changes are stable', () => {
    expect(paydexCommentary([row(70, '2026-12-05T00:00:00Z'), row(80, '2026-11-20T00:00:00Z')], NOW)?.trend).toBe(
      'Down 10 points across your 2 recorded scores (80 to 70)',
    );
    expect(paydexCommentary([row(80, '2026-11-20T00:00:00Z'), row(81, '2026-12-05T00:00:00Z')], NOW)?.trend).toBe(
      'Stable across your 2 recorded scores (80 to 81)',
    );
  });

  it("follows D&B's key for the behaviour", () => {
    expect([100, 90, 89, 80, 79, 70, 69, 50, 49, 30, 29, 0].map(paydexBehavior)).toEqual([
      'Payments made ahead of terms',
      'Payments made ahead of terms',
      'Payments made on terms',
      'Payments made on terms',
      'Payments up to 15 days beyond terms',
      'Payments up to 15 days beyond terms',
      'Payments 15 to 30 days beyond terms',
      'Payments 15 to 30 days beyond terms',
      'Payments 30 to 90 days beyond terms',
      'Payments 30 to 90 days beyond terms',
      'Payments more than 90 days beyond terms',
      'Payments more than 90 days beyond terms',
    ]);
  });
});
