import { PURCHASE_ORDERS, RECEIVABLES, statusDisplay } from './record-kinds';

describe('status display', () => {
  it('shows receivable statuses as the spec does (overdue as OverDue)', () => {
    expect(RECEIVABLES.statuses.map((s) => s.value)).toEqual(['pending', 'approved', 'overdue']);
    expect(statusDisplay(RECEIVABLES, 'overdue')).toMatchObject({ label: 'OverDue', tone: 'danger' });
    expect(statusDisplay(RECEIVABLES, 'pending').label).toBe('Pending');
    expect(statusDisplay(RECEIVABLES, 'approved')).toMatchObject({ label: 'Approved', tone: 'success' });
  });

  it('purchase orders: pending by default, approved, rejected', () => {
    expect(PURCHASE_ORDERS.defaultStatus).toBe('pending');
    expect(PURCHASE_ORDERS.statuses.map((s) => s.label)).toEqual(['Pending', 'Approved', 'Rejected']);
    expect(statusDisplay(PURCHASE_ORDERS, 'rejected').tone).toBe('danger');
  });

  it('an unknown stored status is shown as stored, neutral', () => {
    expect(statusDisplay(PURCHASE_ORDERS, 'overdue')).toEqual({ value: 'overdue', label: 'overdue', tone: 'neutral' });
  });

  it('keeps the spec messages of each screen', () => {
    expect(RECEIVABLES.messages).toEqual({
      created: 'Account receivable created successfully!',
      updated: 'Account receivable updated successfully!',
      deleted: 'Account receivable deleted successfully!',
    });
    expect(PURCHASE_ORDERS.messages.deleted).toBe('Purchase order deleted successfully!');
  });
});
