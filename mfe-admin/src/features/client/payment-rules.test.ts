import { EMPTY_PAYMENT, sortPaymentsNewestFirst, toPaymentInput, validatePayment } from './payment-rules';

const valid = { ...EMPTY_PAYMENT, description: ' Deposit ', amount: '1600', date: '2026-11-02' };

describe('payment rules (spec 2 section 5)', () => {
  it('accepts a description, a non-zero amount and a date', () => {
    expect(validatePayment(valid)).toEqual({});
    expect(toPaymentInput(valid)).toEqual({
      description: 'Deposit',
      amount: 1600,
      date: '2026-11-02',
      status: 'pending',
      included: false,
      program_request_id: null,
    });
  });

  it('refuses an empty description, a zero or missing amount and a missing date: nothing is saved', () => {
    expect(Object.keys(validatePayment({ ...valid, description: '   ' }))).toEqual(['description']);
    expect(Object.keys(validatePayment({ ...valid, amount: '0' }))).toEqual(['amount']);
    expect(Object.keys(validatePayment({ ...valid, amount: '' }))).toEqual(['amount']);
    expect(Object.keys(validatePayment({ ...valid, amount: 'abc' }))).toEqual(['amount']);
    expect(Object.keys(validatePayment({ ...valid, date: '' }))).toEqual(['date']);
    expect(toPaymentInput({ ...valid, amount: '0.00' })).toBeNull();
  });

  it('keeps negative amounts (refunds) and rounds to cents', () => {
    expect(toPaymentInput({ ...valid, amount: '-20.456' })?.amount).toBe(-20.46);
  });

  it('orders payments newest first', () => {
    const rows = [
      { id: 'a', date: '2026-01-01', created_at: '2026-01-01T10:00:00Z' },
      { id: 'b', date: '2026-03-01', created_at: '2026-03-01T10:00:00Z' },
      { id: 'c', date: '2026-03-01', created_at: '2026-03-02T10:00:00Z' },
    ];
    expect(sortPaymentsNewestFirst(rows).map((r) => r.id)).toEqual(['c', 'b', 'a']);
  });
});
