import { BAND_LABELS, computePaydexOutlook, paydexBand, paymentScore, type OutlookInput } from './paydex-outlook';

const TODAY = '2026-11-22';
const none: OutlookInput = { purchaseOrders: [] };

describe('paymentScore', () => {
  it('follows the D&B scale', () => {
    expect([0, -3, 1, 15, 16, 30, 31, 60, 61, 90, 91, 400].map(paymentScore)).toEqual([80, 80, 70, 70, 50, 50, 40, 40, 30, 30, 20, 20]);
  });
});

describe('paydexBand', () => {
  it('80+ low, 50-79 medium, below 50 high', () => {
    expect([100, 80, 79, 50, 49, 1].map(paydexBand)).toEqual(['low', 'low', 'medium', 'medium', 'high', 'high']);
    expect(BAND_LABELS.medium).toBe('Medium risk');
  });
});

describe('computePaydexOutlook (what the business pays its suppliers)', () => {
  it('is hidden with fewer than three counted purchase orders', () => {
    expect(computePaydexOutlook(none, TODAY)).toBeNull();
    const two: OutlookInput = {
      purchaseOrders: [
        { amount: 100, order_date: '2026-11-01', status: 'approved' },
        { amount: 100, order_date: '2026-10-01', status: 'approved' },
      ],
    };
    expect(computePaydexOutlook(two, TODAY)).toBeNull();
  });

  it('takes no input about receivables: what customers owe the business is not how it pays', () => {
    // The input has no place for receivables at all (a compile-time fact); a stray property changes nothing.
    const orders: OutlookInput = {
      purchaseOrders: [
        { amount: 100, order_date: '2026-10-01', status: 'approved' },
        { amount: 100, order_date: '2026-10-02', status: 'approved' },
        { amount: 100, order_date: '2026-10-03', status: 'approved' },
      ],
    };
    const withReceivables = { ...orders, receivables: [{ amount: 100000, due_date: '2026-01-01', status: 'overdue' }] };
    expect(computePaydexOutlook(withReceivables, TODAY)).toEqual(computePaydexOutlook(orders, TODAY));
  });

  it('leaves out open, rejected and zero-dollar orders', () => {
    const input: OutlookInput = {
      purchaseOrders: [
        { amount: 500, order_date: '2026-11-01', status: 'pending' }, // inside Net 30
        { amount: 500, order_date: '2026-01-01', status: 'rejected' },
        { amount: 100, order_date: null, status: 'pending' },
        { amount: 0, order_date: '2026-01-01', status: 'approved' },
      ],
    };
    expect(computePaydexOutlook(input, TODAY)).toBeNull();
  });

  it('all paid on terms is 80, low risk', () => {
    const input: OutlookInput = {
      purchaseOrders: [
        { amount: 1000, order_date: null, status: 'approved' },
        { amount: 250.5, order_date: '2026-11-01', status: 'approved' },
        { amount: 300, order_date: '2026-10-01', status: 'approved' },
      ],
    };
    expect(computePaydexOutlook(input, TODAY)).toEqual({
      counted: 3,
      onTimeAmount: 1550.5,
      lateAmount: 0,
      onTimeShare: 1,
      score: 80,
      band: 'low',
    });
  });

  it('weights each order by its dollars and scores lateness by days past Net 30', () => {
    const input: OutlookInput = {
      purchaseOrders: [
        { amount: 3000, order_date: '2026-09-01', status: 'approved' }, // paid on terms: 80
        { amount: 1000, order_date: '2026-10-13', status: 'pending' }, // 40 days after order = 10 past Net 30: 70
        { amount: 1000, order_date: '2026-09-23', status: 'pending' }, // 60 days after order = 30 past Net 30: 50
      ],
    };
    // (3000*80 + 1000*70 + 1000*50) / 5000 = 72
    expect(computePaydexOutlook(input, TODAY)).toEqual({
      counted: 3,
      onTimeAmount: 3000,
      lateAmount: 2000,
      onTimeShare: 0.6,
      score: 72,
      band: 'medium',
    });
  });

  it('a long-unpaid order lowers the estimate', () => {
    const base: OutlookInput = {
      purchaseOrders: [
        { amount: 500, order_date: '2026-10-01', status: 'approved' },
        { amount: 500, order_date: '2026-10-05', status: 'approved' },
        { amount: 500, order_date: '2026-10-01', status: 'approved' },
      ],
    };
    const before = computePaydexOutlook(base, TODAY);
    const after = computePaydexOutlook(
      { purchaseOrders: [...base.purchaseOrders, { amount: 4500, order_date: '2026-05-01', status: 'pending' }] },
      TODAY,
    );
    expect(before?.score).toBe(80);
    // (1500*80 + 4500*20) / 6000 = 35
    expect(after).toMatchObject({ counted: 4, lateAmount: 4500, onTimeShare: 0.25, score: 35, band: 'high' });
  });

  it('accepts amounts as strings from the REST layer and refuses a bad day', () => {
    const input: OutlookInput = {
      purchaseOrders: [
        { amount: '100.10', order_date: null, status: 'approved' },
        { amount: 100, order_date: null, status: 'approved' },
        { amount: 100, order_date: null, status: 'approved' },
      ],
    };
    expect(computePaydexOutlook(input, TODAY)?.onTimeAmount).toBe(300.1);
    expect(computePaydexOutlook(input, 'today')).toBeNull();
  });
});
