import { BAND_LABELS, computePaydexOutlook, paydexBand, paymentScore, type OutlookInput } from './paydex-outlook';

const TODAY = '2026-11-22';
const none: OutlookInput = { receivables: [], purchaseOrders: [] };

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

describe('computePaydexOutlook', () => {
  it('is hidden with fewer than three counted records', () => {
    expect(computePaydexOutlook(none, TODAY)).toBeNull();
    const two: OutlookInput = {
      receivables: [{ amount: 100, due_date: '2026-11-01', status: 'approved' }],
      purchaseOrders: [{ amount: 100, order_date: '2026-11-01', status: 'approved' }],
    };
    expect(computePaydexOutlook(two, TODAY)).toBeNull();
  });

  it('leaves out open, rejected and zero-dollar records', () => {
    const input: OutlookInput = {
      receivables: [
        { amount: 100, due_date: '2026-12-30', status: 'pending' }, // not yet due
        { amount: 0, due_date: '2026-11-01', status: 'approved' }, // no dollars
      ],
      purchaseOrders: [
        { amount: 500, order_date: '2026-11-01', status: 'pending' }, // inside Net 30
        { amount: 500, order_date: '2026-01-01', status: 'rejected' },
        { amount: 100, order_date: null, status: 'pending' },
      ],
    };
    expect(computePaydexOutlook(input, TODAY)).toBeNull();
  });

  it('all on time is 80, low risk', () => {
    const input: OutlookInput = {
      receivables: [
        { amount: 1000, due_date: null, status: 'approved' },
        { amount: 250.5, due_date: '2026-12-01', status: 'approved' },
      ],
      purchaseOrders: [{ amount: 300, order_date: '2026-10-01', status: 'approved' }],
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

  it('weights each record by its dollars and scores lateness by days', () => {
    const input: OutlookInput = {
      receivables: [
        { amount: 3000, due_date: '2026-10-01', status: 'approved' }, // on time: 80
        { amount: 1000, due_date: '2026-11-12', status: 'pending' }, // 10 days past due: 70
      ],
      purchaseOrders: [
        { amount: 1000, order_date: '2026-09-23', status: 'pending' }, // 60 days after order = 30 past Net 30: 50
      ],
    };
    const outlook = computePaydexOutlook(input, TODAY);
    // (3000*80 + 1000*70 + 1000*50) / 5000 = 72
    expect(outlook).toEqual({ counted: 3, onTimeAmount: 3000, lateAmount: 2000, onTimeShare: 0.6, score: 72, band: 'medium' });
  });

  it('adding a late receivable lowers the estimate', () => {
    const base: OutlookInput = {
      receivables: [
        { amount: 500, due_date: '2026-10-01', status: 'approved' },
        { amount: 500, due_date: '2026-10-05', status: 'approved' },
      ],
      purchaseOrders: [{ amount: 500, order_date: '2026-10-01', status: 'approved' }],
    };
    const before = computePaydexOutlook(base, TODAY);
    const after = computePaydexOutlook(
      { ...base, receivables: [...base.receivables, { amount: 4500, due_date: '2026-06-01', status: 'overdue' }] },
      TODAY,
    );
    expect(before?.score).toBe(80);
    // (1500*80 + 4500*20) / 6000 = 35
    expect(after).toMatchObject({ counted: 4, lateAmount: 4500, onTimeShare: 0.25, score: 35, band: 'high' });
  });

  it('an OverDue receivable without a past due date counts as 30 days late', () => {
    const input: OutlookInput = {
      receivables: [
        { amount: 100, due_date: null, status: 'overdue' },
        { amount: 100, due_date: '2027-01-01', status: 'overdue' },
        { amount: 100, due_date: '2026-11-22', status: 'overdue' },
      ],
      purchaseOrders: [],
    };
    expect(computePaydexOutlook(input, TODAY)).toMatchObject({ counted: 3, onTimeShare: 0, score: 50, band: 'medium' });
  });

  it('accepts amounts as strings from the REST layer and refuses a bad day', () => {
    const input: OutlookInput = {
      receivables: [{ amount: '100.10', due_date: null, status: 'approved' }],
      purchaseOrders: [
        { amount: 100, order_date: null, status: 'approved' },
        { amount: 100, order_date: null, status: 'approved' },
      ],
    };
    expect(computePaydexOutlook(input, TODAY)?.onTimeAmount).toBe(300.1);
    expect(computePaydexOutlook(input, 'today')).toBeNull();
  });
});
