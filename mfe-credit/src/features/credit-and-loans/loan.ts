import type { Tables, TablesInsert } from 'shared-ui';

/** A product of the Credit & Loans directory (`loans`: signed-in users read, admins write). */
export type Loan = Tables<'loans'>;

/** What a loan form writes: every column but the server's. */
export type LoanRow = Required<Omit<TablesInsert<'loans'>, 'id' | 'created_at'>>;

/** What the loan form holds: each column as typed text. */
export type LoanValues = Record<keyof LoanRow, string>;

export const EMPTY_LOAN: LoanValues = { title: '', apr_range: '', loan_amount: '', term_length: '', apply_url: '' };

export const LOAN_MESSAGES = {
  added: 'Loan added successfully!',
  updated: 'Loan updated successfully!',
  deleted: 'Loan deleted successfully!',
  titleRequired: 'Title is required',
  badUrl: 'Enter a link starting with http:// or https://',
} as const;

/** The same rule as the `loans_apply_url_is_a_url` constraint: empty, or an http(s) URL. */
export function isApplyUrl(value: string): boolean {
  const text = value.trim();
  return text === '' || /^https?:\/\/[^\s/]+\S*$/i.test(text);
}

/** The row sent to `loans`: trimmed text, empty optional fields as null. */
export function loanRow(values: LoanValues): LoanRow {
  const opt = (v: string) => (v.trim() === '' ? null : v.trim());
  return {
    title: values.title.trim(),
    apr_range: opt(values.apr_range),
    loan_amount: opt(values.loan_amount),
    term_length: opt(values.term_length),
    apply_url: opt(values.apply_url),
  };
}

export function loanValues(loan: Loan): LoanValues {
  return {
    title: loan.title,
    apr_range: loan.apr_range ?? '',
    loan_amount: loan.loan_amount ?? '',
    term_length: loan.term_length ?? '',
    apply_url: loan.apply_url ?? '',
  };
}
