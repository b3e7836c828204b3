import {
  EMPTY_BANK_ACCOUNT,
  FEES_NEGATIVE,
  FEES_NOT_A_NUMBER,
  parseMonthlyFees,
  safeHttpUrl,
  toRow,
  toValues,
  validateMonthlyFees,
} from './bank-account';

describe('bank account rules (spec 2: monthly fees a number, default 0; date_opened a date)', () => {
  it('parses monthly fees, 0 when empty', () => {
    expect(parseMonthlyFees('')).toBe(0);
    expect(parseMonthlyFees(' 12.5 ')).toBe(12.5);
    expect(parseMonthlyFees('10.005')).toBe(10.01);
    expect(Number.isNaN(parseMonthlyFees('abc'))).toBe(true);
  });

  it('validates monthly fees with the messages shown', () => {
    expect(validateMonthlyFees('0')).toBe(true);
    expect(validateMonthlyFees('')).toBe(true);
    expect(validateMonthlyFees('-1')).toBe(FEES_NEGATIVE);
    expect(validateMonthlyFees('x')).toBe(FEES_NOT_A_NUMBER);
  });

  it('turns the form into a row (empty text null) and back', () => {
    const row = toRow({ ...EMPTY_BANK_ACCOUNT, bank_name: ' Chase ', monthly_fees: '', date_opened: '2024-01-02', is_savings: true });
    expect(row).toMatchObject({
      bank_name: 'Chase',
      account_number: null,
      monthly_fees: 0,
      date_opened: '2024-01-02',
      is_savings: true,
      is_debit_card: false,
    });
    const values = toValues({ ...row, id: 'a', user_id: 'u', created_at: '' });
    expect(values).toMatchObject({ bank_name: 'Chase', account_number: '', monthly_fees: '0', is_savings: true });
  });

  it('links only http(s) addresses', () => {
    expect(safeHttpUrl('https://bank.example.com')).toBe('https://bank.example.com/');
    expect(safeHttpUrl('javascript:alert(1)')).toBeNull();
    expect(safeHttpUrl('not a url')).toBeNull();
    expect(safeHttpUrl(null)).toBeNull();
  });
});
