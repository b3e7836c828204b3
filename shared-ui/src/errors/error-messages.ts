/**
 * The one table of user-facing error messages. The base query turns every failure into an `ApiError` whose
 * `message` comes from here: first the constraint named in a database error (with the form field it belongs
 * to), then the error code, then the HTTP status. A feature adds its table's constraints to
 * `CONSTRAINT_MESSAGES` (spec wording), never its own mapping.
 */
export const ERROR_MESSAGES = {
  network: 'Could not reach the server. Check your connection and try again.',
  unauthorized: 'Your session has expired. Please sign in again.',
  forbidden: 'You do not have permission to do that.',
  notFound: 'This item no longer exists.',
  duplicate: 'This already exists.',
  invalid: 'Some of the values entered are not valid.',
  tooLarge: 'The file is too large.',
  unavailable: 'The service is temporarily unavailable. Please try again in a moment.',
  unknown: 'Something went wrong.',
} as const;

export interface ConstraintMessage {
  message: string;
  /** The form field (column) the message belongs to; a `Form` shows it there. */
  field?: string;
}

/** Database constraint name -> message (and field). Names are those of infra/supabase/migrations. */
export const CONSTRAINT_MESSAGES: Readonly<Record<string, ConstraintMessage>> = {
  bank_accounts_monthly_fees_not_negative: { message: 'Monthly fees cannot be negative.', field: 'monthly_fees' },
  business_accounts_name_required: { message: 'Name is required.', field: 'name' },
  business_account_details_label_required: { message: 'Label is required.', field: 'label' },
  business_account_details_label_unique_per_account: { message: 'This label already exists for this account.', field: 'label' },
  capital_scores_score_between_500_and_1000: { message: 'Score must be between 500 and 1000.', field: 'score' },
  paydex_scores_score_between_0_and_100: { message: 'Score must be between 0 and 100.', field: 'score' },
  social_accounts_platform_required: { message: 'Platform is required.', field: 'platform' },
  social_accounts_username_required: { message: 'Username is required.', field: 'username' },
  social_accounts_password_required: { message: 'Password is required.', field: 'password' },
  store_cards_issuer_required: { message: 'Issuer is required', field: 'issuer' },
  credit_cards_issuer_required: { message: 'Issuer is required', field: 'issuer' },
  loans_title_required: { message: 'Title is required', field: 'title' },
  loans_apply_url_is_a_url: { message: 'Enter a link starting with http:// or https://', field: 'apply_url' },
  account_receivables_vendor_required: { message: 'Vendor name is required', field: 'vendor_name' },
  account_receivables_amount_not_negative: { message: 'Enter an amount of 0 or more, with at most two decimals', field: 'amount' },
  purchase_orders_vendor_required: { message: 'Vendor name is required', field: 'vendor_name' },
  purchase_orders_amount_not_negative: { message: 'Enter an amount of 0 or more, with at most two decimals', field: 'amount' },
};

/** PostgreSQL / PostgREST / storage codes -> message. */
export const CODE_MESSAGES: Readonly<Record<string, string>> = {
  '23505': ERROR_MESSAGES.duplicate,
  '23502': ERROR_MESSAGES.invalid,
  '23503': ERROR_MESSAGES.invalid,
  '23514': ERROR_MESSAGES.invalid,
  '22P02': ERROR_MESSAGES.invalid,
  '22007': ERROR_MESSAGES.invalid,
  '22008': ERROR_MESSAGES.invalid,
  '22003': ERROR_MESSAGES.invalid,
  '42501': ERROR_MESSAGES.forbidden,
  PGRST116: ERROR_MESSAGES.notFound,
  PGRST301: ERROR_MESSAGES.unauthorized,
  PGRST303: ERROR_MESSAGES.unauthorized,
};

/** HTTP status -> message, when nothing more specific is known. */
export const STATUS_MESSAGES: Readonly<Record<number, string>> = {
  0: ERROR_MESSAGES.network,
  400: ERROR_MESSAGES.invalid,
  401: ERROR_MESSAGES.unauthorized,
  403: ERROR_MESSAGES.forbidden,
  404: ERROR_MESSAGES.notFound,
  409: ERROR_MESSAGES.duplicate,
  413: ERROR_MESSAGES.tooLarge,
  502: ERROR_MESSAGES.unavailable,
  503: ERROR_MESSAGES.unavailable,
  504: ERROR_MESSAGES.unavailable,
};
