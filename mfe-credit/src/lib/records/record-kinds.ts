import type { BadgeTone, Tables, TablesInsert } from 'shared-ui';

/** A document of a record (`account_receivable_documents` / `purchase_order_documents`: the columns both share). */
export type RecordDocument = Omit<Tables<'purchase_order_documents'>, 'purchase_order_id'>;

/**
 * A receivable or purchase order as the api reads it (`account_receivables` / `purchase_orders`, the same
 * columns but the date), its date column read as `date` and its documents embedded.
 */
export type DocumentedRecord = Omit<Tables<'account_receivables'>, 'due_date'> & {
  /** `due_date` of a receivable, `order_date` of a purchase order (`YYYY-MM-DD`). */
  date: Tables<'account_receivables'>['due_date'];
  documents: RecordDocument[];
};

/** What a create or edit form sends: the columns both tables share, and the date for the kind's own column. */
export type RecordValues = Pick<TablesInsert<'account_receivables'>, 'vendor_name' | 'amount' | 'status'> & { date: string | null };

export interface StatusOption {
  value: string;
  /** How the spec displays it (`overdue` shows as OverDue). */
  label: string;
  tone: BadgeTone;
}

/** Everything that differs between the two screens served by the one "record with documents" feature. */
export interface RecordKind {
  key: 'receivables' | 'purchase-orders';
  /** The screen (src/screens.ts): its title heads the page. */
  screen: 'account-receivables' | 'purchase-orders';
  subtitle: string;
  table: 'account_receivables' | 'purchase_orders';
  documentTable: 'account_receivable_documents' | 'purchase_order_documents';
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
  screen: 'account-receivables',
  subtitle: 'Track what your customers owe you, with the invoices and papers that go with it.',
  table: 'account_receivables',
  documentTable: 'account_receivable_documents',
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
  screen: 'purchase-orders',
  subtitle: 'Keep the orders you place with vendors, with their paperwork.',
  table: 'purchase_orders',
  documentTable: 'purchase_order_documents',
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
