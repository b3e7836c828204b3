import { formatUsd } from 'shared-ui';
import { amountToInput, parseAmount } from './money';
import { dayNumber, formatDate, todayIso } from './dates';
import { externalUrl } from './external-url';

describe('money', () => {
  it('shows USD with two decimals', () => {
    expect(formatUsd(1250)).toBe('$1,250.00');
    expect(formatUsd(0.5)).toBe('$0.50');
    expect(formatUsd('1234567.891')).toBe('$1,234,567.89');
    expect(formatUsd(null)).toBe('$0.00');
    expect(formatUsd('abc')).toBe('$0.00');
  });

  it('reads typed amounts and refuses anything else', () => {
    expect(parseAmount('1250')).toBe(1250);
    expect(parseAmount(' $1,250.50 ')).toBe(1250.5);
    expect(parseAmount('0')).toBe(0);
    expect(parseAmount('12.345')).toBeNull();
    expect(parseAmount('-5')).toBeNull();
    expect(parseAmount('')).toBeNull();
    expect(parseAmount('ten')).toBeNull();
    expect(parseAmount('1e5')).toBeNull();
    expect(parseAmount('10000000000')).toBeNull();
    expect(parseAmount('9999999999.99')).toBe(9_999_999_999.99);
  });

  it('fills edit fields with two decimals', () => {
    expect(amountToInput(1250.5)).toBe('1250.50');
    expect(amountToInput(undefined)).toBe('0.00');
  });
});

describe('dates', () => {
  it('counts calendar days without time zones', () => {
    expect(dayNumber('1970-01-02')).toBe(1);
    expect((dayNumber('2026-03-01') ?? 0) - (dayNumber('2026-02-28') ?? 0)).toBe(1);
    expect(dayNumber('')).toBeNull();
    expect(dayNumber('12/01/2026')).toBeNull();
  });

  it('formats stored dates for display and gives today', () => {
    expect(formatDate('2026-12-12')).toBe('Dec 12, 2026');
    expect(formatDate(null)).toBe('');
    expect(todayIso(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});

describe('externalUrl', () => {
  it('keeps http(s) links and prefixes bare domains', () => {
    expect(externalUrl('https://apply.example.com/x?y=1')).toBe('https://apply.example.com/x?y=1');
    expect(externalUrl('HTTP://example.com')).toBe('HTTP://example.com');
    expect(externalUrl('chase.com/apply')).toBe('https://chase.com/apply');
  });

  it('renders no link for scripts, data and blanks', () => {
    expect(externalUrl('javascript:alert(1)')).toBeNull();
    expect(externalUrl('JaVaScRiPt:alert(1)')).toBeNull();
    expect(externalUrl('data:text/html,<script>')).toBeNull();
    expect(externalUrl('  ')).toBeNull();
    expect(externalUrl(null)).toBeNull();
    expect(externalUrl('not a link')).toBeNull();
    expect(externalUrl('https://exa mple.com')).toBeNull();
  });
});
