import { documentPath, PURCHASE_ORDERS, RECEIVABLES, statusDisplay } from './record-kinds';

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

describe('documentPath', () => {
  it('puts the file in the owner folder with a timestamp and a safe name', () => {
    expect(documentPath('u1', 'Invoice #12 (final).pdf', 1700)).toBe('u1/1700_Invoice_12_final_.pdf');
    expect(documentPath('u1', '../../etc/passwd', 1)).toBe('u1/1_etc_passwd');
    expect(documentPath('u1', 'Résumé.docx', 1)).toBe('u1/1_Re_sume_.docx');
    expect(documentPath('u1', '...', 1)).toBe('u1/1_document');
  });
});
