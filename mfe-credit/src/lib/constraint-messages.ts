import type { ConstraintMessage } from 'shared-ui';

/**
 * The messages of this remote's own tables' constraints (names as in infra/supabase/migrations, spec wording),
 * registered with its api: a violation shows this message at its form field.
 */
export const CONSTRAINT_MESSAGES: Readonly<Record<string, ConstraintMessage>> = {
  store_cards_issuer_required: { message: 'Issuer is required', field: 'issuer' },
  credit_cards_issuer_required: { message: 'Issuer is required', field: 'issuer' },
  loans_title_required: { message: 'Title is required', field: 'title' },
  loans_apply_url_is_a_url: { message: 'Enter a link starting with http:// or https://', field: 'apply_url' },
  account_receivables_vendor_required: { message: 'Vendor name is required', field: 'vendor_name' },
  account_receivables_amount_not_negative: { message: 'Enter an amount of 0 or more, with at most two decimals', field: 'amount' },
  purchase_orders_vendor_required: { message: 'Vendor name is required', field: 'vendor_name' },
  purchase_orders_amount_not_negative: { message: 'Enter an amount of 0 or more, with at most two decimals', field: 'amount' },
};
