import type { TablesInsert } from 'shared-ui';

/** A payment as the admin types it (spec 2 sections 3, 4, 5). */
export interface PaymentDraft {
  description: string;
  amount: string;
  date: string;
  status: PaymentStatus;
  included: boolean;
  /** The program request this payment is for ('' for none): the owner's request then counts it (issue 51). */
  program_request_id: string;
}

export type PaymentStatus = 'completed' | 'pending';

/** The columns of a `payments` row the admin sets. */
export type PaymentInput = Required<
  Pick<TablesInsert<'payments'>, 'description' | 'amount' | 'date' | 'included' | 'program_request_id'>
> & {
  status: PaymentStatus;
};

export const EMPTY_PAYMENT: PaymentDraft = {
  description: '',
  amount: '',
  date: '',
  status: 'pending',
  included: false,
  program_request_id: '',
};

export type PaymentErrors = Partial<Record<'description' | 'amount' | 'date', string>>;

/** Spec 2 section 5: description, a non-zero amount and a date are required; otherwise nothing is saved. */
export function validatePayment(draft: PaymentDraft): PaymentErrors {
  const errors: PaymentErrors = {};
  if (!draft.description.trim()) errors.description = 'Enter a description.';
  const amount = Number(draft.amount);
  if (draft.amount.trim() === '' || !Number.isFinite(amount) || amount === 0) errors.amount = 'Enter an amount other than 0.';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(draft.date)) errors.date = 'Choose the payment date.';
  return errors;
}

/** The row to store, or null when the draft breaks a rule (nothing is saved then). */
export function toPaymentInput(draft: PaymentDraft): PaymentInput | null {
  if (Object.keys(validatePayment(draft)).length > 0) return null;
  return {
    description: draft.description.trim(),
    amount: Math.round(Number(draft.amount) * 100) / 100,
    date: draft.date,
    status: draft.status,
    included: draft.included,
    program_request_id: draft.program_request_id || null,
  };
}

export function toPaymentDraft(payment: PaymentInput): PaymentDraft {
  return { ...payment, amount: String(payment.amount), program_request_id: payment.program_request_id ?? '' };
}

/** Newest first (spec 2: ordered by date descending), then most recently recorded. */
export function sortPaymentsNewestFirst<T extends { date: string; created_at?: string }>(payments: readonly T[]): T[] {
  return [...payments].sort((a, b) => b.date.localeCompare(a.date) || (b.created_at ?? '').localeCompare(a.created_at ?? ''));
}
