import { formatUsd } from './money';

describe('formatUsd', () => {
  it('shows two decimals by default, whole dollars for program prices', () => {
    expect(formatUsd(1250)).toBe('$1,250.00');
    expect(formatUsd(-25.5)).toBe('-$25.50');
    expect(formatUsd('1234567.891')).toBe('$1,234,567.89');
    expect(formatUsd(3200, { wholeDollars: true })).toBe('$3,200');
  });

  it('shows a missing or unreadable amount as zero', () => {
    expect(formatUsd(null)).toBe('$0.00');
    expect(formatUsd('abc')).toBe('$0.00');
  });
});
