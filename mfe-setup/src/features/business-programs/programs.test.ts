import { formatPaymentAmount, formatProgramPrice } from './currency';
import { PROGRAMS, programPlans, worthLine } from './programs';

describe('currency', () => {
  it('shows program prices in whole dollars', () => {
    expect(formatProgramPrice(3200)).toBe('$3,200');
    expect(formatProgramPrice(9595)).toBe('$9,595');
    expect(formatProgramPrice(1635)).toBe('$1,635');
  });

  it('shows payments with two decimals', () => {
    expect(formatPaymentAmount(1600)).toBe('$1,600.00');
    expect(formatPaymentAmount(25.5)).toBe('$25.50');
    expect(formatPaymentAmount('3199')).toBe('$3,199.00');
    expect(formatPaymentAmount(-100)).toBe('-$100.00');
    expect(formatPaymentAmount('abc')).toBe('');
  });
});

describe('programs', () => {
  it('are the spec three with their prices and plans', () => {
    expect(PROGRAMS.map((p) => [p.name, formatProgramPrice(p.total), ...programPlans(p)])).toEqual([
      ['Standard Business Build-Out Program', '$3,200', 'Pay in full: $3,200', '2 payments of $1,600'],
      ['Advanced Business Build-Out Program', '$4,900', 'Pay in full: $4,900', '3 payments of $1,635'],
      ['Enterprise Plan Business Build-Out Program', '$9,595', 'Pay in full: $9,595', '3 payments of $3,199'],
    ]);
  });

  it('say what the services are worth where the spec does', () => {
    expect(PROGRAMS.map(worthLine)).toEqual([
      'Individual services worth over $5,800', 'Individual services worth over $12,400', null,
    ]);
  });
});
