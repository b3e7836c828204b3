import { formatUsd } from 'shared-ui';
import { PROGRAMS, programPlans, worthLine } from './programs';

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
      ['Standard Business Build-Out Program', '$3,200', 'Pay in full: $3,200', '2 payments of $1,600'],
      ['Advanced Business Build-Out Program', '$4,900', 'Pay in full: $4,900', '3 payments of $1,635'],
      ['Enterprise Plan Business Build-Out Program', '$9,595', 'Pay in full: $9,595', '3 payments of $3,199'],
    ]);
  });

  it('say what the services are worth where the spec does', () => {
    expect(PROGRAMS.map(worthLine)).toEqual(['Individual services worth over $5,800', 'Individual services worth over $12,400', null]);
  });
});
