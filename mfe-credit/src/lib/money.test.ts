import { amountToInput, parseAmount } from './money';

describe('money', () => {
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
