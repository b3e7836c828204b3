import type { Tables, TablesInsert } from 'shared-ui';

/** A row of `bank_accounts` (docs/data-model.md), as the API returns it. */
export type BankAccount = Tables<'bank_accounts'>;

/** What the form edits: field names are the table's columns, so a server error lands on its field. */
export interface BankAccountValues {
  bank_name: string;
  account_number: string;
  routing_number: string;
  account_owner: string;
  date_opened: string;
  notes: string;
  business_account_url: string;
  monthly_fees: string;
  is_debit_card: boolean;
  is_credit_card: boolean;
  is_cd_account: boolean;
  is_savings: boolean;
}

export type BankAccountRow = Required<Omit<TablesInsert<'bank_accounts'>, 'id' | 'user_id' | 'created_at'>>;

export const EMPTY_BANK_ACCOUNT: BankAccountValues = {
  bank_name: '',
  account_number: '',
  routing_number: '',
  account_owner: '',
  date_opened: '',
  notes: '',
  business_account_url: '',
  monthly_fees: '0',
  is_debit_card: false,
  is_credit_card: false,
  is_cd_account: false,
  is_savings: false,
};

/** The spec's rule: monthly fees are a number, 0 when left empty. */
export function parseMonthlyFees(value: string): number {
  const trimmed = value.trim();
  if (trimmed === '') return 0;
  const n = Number(trimmed);
  return Number.isFinite(n) ? Math.round(n * 100) / 100 : Number.NaN;
}

export const FEES_NOT_A_NUMBER = 'Monthly fees must be a number.';
export const FEES_NEGATIVE = 'Monthly fees cannot be negative.';

/** The form's rule for monthly fees (the server checks `>= 0` too). */
export function validateMonthlyFees(value: string): true | string {
  const n = parseMonthlyFees(value);
  if (Number.isNaN(n)) return FEES_NOT_A_NUMBER;
  if (n < 0) return FEES_NEGATIVE;
  return true;
}

const text = (v: string) => (v.trim() === '' ? null : v.trim());

/** Form values -> the row to store (empty text is null, fees a number, date_opened a date or null). */
export function toRow(values: BankAccountValues): BankAccountRow {
  return {
    bank_name: text(values.bank_name),
    account_number: text(values.account_number),
    routing_number: text(values.routing_number),
    account_owner: text(values.account_owner),
    date_opened: text(values.date_opened),
    notes: text(values.notes),
    business_account_url: text(values.business_account_url),
    monthly_fees: parseMonthlyFees(values.monthly_fees),
    is_debit_card: values.is_debit_card,
    is_credit_card: values.is_credit_card,
    is_cd_account: values.is_cd_account,
    is_savings: values.is_savings,
  };
}

/** A stored row -> the form's values (editing). */
export function toValues(account: BankAccount): BankAccountValues {
  return {
    bank_name: account.bank_name ?? '',
    account_number: account.account_number ?? '',
    routing_number: account.routing_number ?? '',
    account_owner: account.account_owner ?? '',
    date_opened: account.date_opened ?? '',
    notes: account.notes ?? '',
    business_account_url: account.business_account_url ?? '',
    monthly_fees: String(account.monthly_fees ?? 0),
    is_debit_card: account.is_debit_card,
    is_credit_card: account.is_credit_card,
    is_cd_account: account.is_cd_account,
    is_savings: account.is_savings,
  };
}

/** A link only for http(s) addresses (a stored `javascript:` URL is shown as text, never followed). */
export function safeHttpUrl(value: string | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The card's flags, in the spec's order. */
export const FLAGS = [
  { key: 'is_debit_card', label: 'Debit Card' },
  { key: 'is_credit_card', label: 'Credit Card' },
  { key: 'is_cd_account', label: 'CD Account' },
  { key: 'is_savings', label: 'Savings' },
] as const;
