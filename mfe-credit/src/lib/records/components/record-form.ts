import { amountToInput, parseAmount } from '../../../lib/money';
import type { DocumentedRecord, RecordKind, RecordValues } from '../record-kinds';

/** What the record form holds (all text, as typed). */
export interface RecordFormValues {
  vendor_name: string;
  amount: string;
  date: string;
  status: string;
}

export const RECORD_MESSAGES = {
  vendorRequired: 'Vendor name is required',
  badAmount: 'Enter an amount of 0 or more, with at most two decimals',
} as const;

export function emptyRecordForm(kind: RecordKind): RecordFormValues {
  return { vendor_name: '', amount: '', date: '', status: kind.defaultStatus };
}

export function recordForm(record: DocumentedRecord): RecordFormValues {
  return { vendor_name: record.vendor_name, amount: amountToInput(record.amount), date: record.date ?? '', status: record.status };
}

/** The values sent to the server; the form's rules have already checked vendor and amount. */
export function recordValues(form: RecordFormValues): RecordValues {
  return { vendor_name: form.vendor_name.trim(), amount: parseAmount(form.amount) ?? 0, date: form.date || null, status: form.status };
}
