import { formatUsd } from 'shared-ui';
import { installmentsTotal, payInFullSaving, planTotal, PROGRAMS, programPlans, worthLine } from './programs';

describe('currency', () => {
  it('shows program prices in whole dollars', () => {
    expect(formatUsd(3200, { wholeDollars: true })).toBe('$3,200');
    expect(formatUsd(9595, { wholeDollars: true })).toBe('$9,595');
    expect(formatUsd(1635, { wholeDollars: true })).toBe('$1,635');
  });

  it('shows payments with two decimals', () => {
    expect(formatUsd(1600)).toBe('$1,600.00');
    expect(formatUsd(25.5)).toBe('$25.50');
    expect(formatUsd('3199')).toBe('$3,199.00');
    expect(formatUsd(-100)).toBe('-$100.00');
    expect(formatUsd('abc')).toBe('$0.00');
  });
});

describe('programs', () => {
  it('are the spec three with their prices and plans', () => {
    expect(PROGRAMS.map((p) => [p.name, formatUsd(p.total, { wholeDollars: true }), ...programPlans(p)])).toEqual([
      ['Standard Business Build-Out Program', '$3,200', 'Pay in full: $3,200', '2 payments of $1,600 ($3,200 in all)'],
      ['Advanced Business Build-Out Program', '$4,900', 'Pay in full: $4,900', '3 payments of $1,635 ($4,905 in all)'],
      ['Enterprise Plan Business Build-Out Program', '$9,595', 'Pay in full: $9,595', '3 payments of $3,199 ($9,597 in all)'],
    ]);
  });

  // DECISIONS 13, review M4: the installments and the totals shown agree; any difference is said, never hidden.
  it('show what the installments add up to, and the saving of paying in full where they differ', () => {
    for (const p of PROGRAMS) {
      expect(installmentsTotal(p)).toBe(p.installments * p.installmentAmount);
      const [, installments] = programPlans(p);
      const [, count, each, all] = /^(\d+) payments of \$([\d,]+) \(\$([\d,]+) in all\)$/.exec(installments)!;
      expect(Number(count) * Number(each.replace(',', ''))).toBe(Number(all.replace(',', '')));
      expect(installmentsTotal(p) - p.total).toBeGreaterThanOrEqual(0);
      expect(payInFullSaving(p) === null).toBe(installmentsTotal(p) === p.total);
    }
    expect(PROGRAMS.map(payInFullSaving)).toEqual([null, 'Pay in full and save $5', 'Pay in full and save $2']);
  });

  it("a request's plan comes to its installments' sum or the price in full (older plan labels too)", () => {
    const advanced = PROGRAMS[1];
    expect(planTotal(advanced, 'Pay in full: $4,900')).toBe(4900);
    expect(planTotal(advanced, '3 payments of $1,635 ($4,905 in all)')).toBe(4905);
    expect(planTotal(advanced, '3 payments of $1,635')).toBe(4905);
    expect(planTotal(advanced, null)).toBe(4900);
  });

  it('say what the services are worth where the spec does', () => {
    expect(PROGRAMS.map(worthLine)).toEqual(['Individual services worth over $5,800', 'Individual services worth over $12,400', null]);
  });
});
