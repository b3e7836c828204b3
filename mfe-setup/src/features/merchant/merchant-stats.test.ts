import { merchantStats, newestFirst, type MerchantTransaction } from './merchant-stats';

const tx = (id: string, date: string, amount: number, status: MerchantTransaction['status'] = 'Completed'): MerchantTransaction => ({
  id,
  date,
  description: 'Monthly card processing settlement',
  amount,
  status,
});

describe('merchant statistics', () => {
  it('the demo client: 13 monthly settlements of 2495', () => {
    const months = ['2025-12', ...Array.from({ length: 12 }, (_, i) => `2026-${String(i + 1).padStart(2, '0')}`)];
    const rows = months.map((m, i) => tx(String(i), `${m}-01`, 2495));
    const stats = merchantStats(rows);
    expect(stats.totalProcessed).toBe(32435);
    expect(stats.transactionCount).toBe(13);
    expect(stats.monthlyAverage).toBe(2495);
    expect(stats.estimatedFees).toBe(944.52); // 2.9% of 32,435 + 13 × 0.30 = 944.515, rounded half up
    expect(stats.lastTransactionDate).toBe('2026-12-01');
  });

  it('counts only completed money, but every row', () => {
    const stats = merchantStats([
      tx('a', '2026-01-05', 100),
      tx('b', '2026-01-20', 50.5),
      tx('c', '2026-02-03', 30, 'Refunded'),
      tx('d', '2026-03-01', 10, 'Pending'),
    ]);
    expect(stats.totalProcessed).toBe(150.5);
    expect(stats.transactionCount).toBe(4);
    expect(stats.completedCount).toBe(2);
    expect(stats.monthlyAverage).toBe(150.5);
    expect(stats.lastTransactionDate).toBe('2026-03-01');
  });

  it('a new client has nothing', () => {
    expect(merchantStats([])).toEqual({
      totalProcessed: 0,
      transactionCount: 0,
      completedCount: 0,
      monthlyAverage: 0,
      estimatedFees: 0,
      lastTransactionDate: null,
    });
  });

  it('lists newest first', () => {
    expect(newestFirst([tx('a', '2026-01-01', 1), tx('b', '2026-03-01', 1), tx('c', '2026-02-01', 1)]).map((t) => t.id)).toEqual([
      'b',
      'c',
      'a',
    ]);
  });
});
