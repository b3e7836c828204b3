/** A product of the Credit & Loans directory (`loans`: signed-in users read, admins write). */
export interface Loan {
  id: string;
  title: string;
  apr_range: string | null;
  loan_amount: string | null;
  term_length: string | null;
  apply_url: string | null;
  created_at: string;
}

export type LoanValues = Pick<Loan, 'title'> & Record<'apr_range' | 'loan_amount' | 'term_length' | 'apply_url', string>;

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
export function loanRow(values: LoanValues): Omit<Loan, 'id' | 'created_at'> {
  const opt = (v: string) => (v.trim() === '' ? null : v.trim());
  return { title: values.title.trim(), apr_range: opt(values.apr_range), loan_amount: opt(values.loan_amount), term_length: opt(values.term_length), apply_url: opt(values.apply_url) };
}

export function loanValues(loan: Loan): LoanValues {
  return { title: loan.title, apr_range: loan.apr_range ?? '', loan_amount: loan.loan_amount ?? '', term_length: loan.term_length ?? '', apply_url: loan.apply_url ?? '' };
}
