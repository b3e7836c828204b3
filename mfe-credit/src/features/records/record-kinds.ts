import type { BadgeTone } from 'shared-ui';

/** A receivable or purchase order as stored (`account_receivables` / `purchase_orders`, with its documents). */
export interface RecordDocument {
  id: string;
  document_name: string;
  document_url: string;
  created_at: string;
}

export interface DocumentedRecord {
  id: string;
  user_id: string;
  vendor_name: string;
  amount: number;
  /** `due_date` of a receivable, `order_date` of a purchase order (`YYYY-MM-DD`). */
  date: string | null;
  status: string;
  created_at: string;
  documents: RecordDocument[];
}

/** What a create or edit form sends. */
export interface RecordValues {
  vendor_name: string;
  amount: number;
  date: string | null;
  status: string;
}

export interface StatusOption {
  value: string;
  /** How the spec displays it (`overdue` shows as OverDue). */
  label: string;
  tone: BadgeTone;
}

/** Everything that differs between the two screens served by the one "record with documents" feature. */
export interface RecordKind {
  key: 'receivables' | 'purchase-orders';
  title: string;
  subtitle: string;
  table: 'account_receivables' | 'purchase_orders';
  documentTable: 'account_receivable_documents' | 'purchase_order_documents';
  parentColumn: 'account_receivable_id' | 'purchase_order_id';
  dateColumn: 'due_date' | 'order_date';
  dateLabel: string;
  /** One record's name in buttons and dialogs ("Receivable", "Purchase Order"). */
  noun: string;
  addLabel: string;
  emptyTitle: string;
  emptyDescription: string;
  loadingLabel: string;
  statuses: readonly StatusOption[];
  defaultStatus: string;
  messages: { created: string; updated: string; deleted: string };
}

export const RECEIVABLES: RecordKind = {
  key: 'receivables',
  title: 'Account Receivables',
  subtitle: 'Track what your customers owe you, with the invoices and papers that go with it.',
  table: 'account_receivables',
  documentTable: 'account_receivable_documents',
  parentColumn: 'account_receivable_id',
  dateColumn: 'due_date',
  dateLabel: 'Due Date',
  noun: 'Receivable',
  addLabel: 'Add Receivable',
  emptyTitle: 'No account receivables yet',
  emptyDescription: 'Add a receivable to track what you are owed.',
  loadingLabel: 'Loading account receivables...',
  statuses: [
    { value: 'pending', label: 'Pending', tone: 'warning' },
    { value: 'approved', label: 'Approved', tone: 'success' },
    { value: 'overdue', label: 'OverDue', tone: 'danger' },
  ],
  defaultStatus: 'pending',
  messages: {
    created: 'Account receivable created successfully!',
    updated: 'Account receivable updated successfully!',
    deleted: 'Account receivable deleted successfully!',
  },
};

export const PURCHASE_ORDERS: RecordKind = {
  key: 'purchase-orders',
  title: 'Purchase Orders',
  subtitle: 'Keep the orders you place with vendors, with their paperwork.',
  table: 'purchase_orders',
  documentTable: 'purchase_order_documents',
  parentColumn: 'purchase_order_id',
  dateColumn: 'order_date',
  dateLabel: 'Order Date',
  noun: 'Purchase Order',
  addLabel: 'Add Purchase Order',
  emptyTitle: 'No purchase orders yet',
  emptyDescription: 'Add a purchase order to keep track of what you ordered.',
  loadingLabel: 'Loading purchase orders...',
  statuses: [
    { value: 'pending', label: 'Pending', tone: 'warning' },
    { value: 'approved', label: 'Approved', tone: 'success' },
    { value: 'rejected', label: 'Rejected', tone: 'danger' },
  ],
  defaultStatus: 'pending',
  messages: {
    created: 'Purchase order created successfully!',
    updated: 'Purchase order updated successfully!',
    deleted: 'Purchase order deleted successfully!',
  },
};

/** The spec's display of a stored status (`overdue` → OverDue); an unknown value is shown as stored. */
export function statusDisplay(kind: RecordKind, status: string): StatusOption {
  return kind.statuses.find((s) => s.value === status) ?? { value: status, label: status, tone: 'neutral' };
}

export type RecordKindKey = RecordKind['key'];
export const RECORD_KINDS: Record<RecordKindKey, RecordKind> = { receivables: RECEIVABLES, 'purchase-orders': PURCHASE_ORDERS };

/** The private bucket documents go to, each under its owner's folder. */
export const DOCUMENTS_BUCKET = 'user-documents';

/** `<user id>/<timestamp>_<name>` with the name reduced to characters every store accepts. */
export function documentPath(userId: string, fileName: string, now: number = Date.now()): string {
  const safe = fileName.normalize('NFKD').replace(/[^\w.-]+/g, '_').replace(/\.{2,}/g, '.').replace(/^[._]+/, '') || 'document';
  return `${userId}/${now}_${safe}`;
}
