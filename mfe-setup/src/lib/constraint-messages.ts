import type { ConstraintMessage } from 'shared-ui';

/**
 * The messages of this remote's own tables' constraints (names as in infra/supabase/migrations, spec wording),
 * registered with its api: a violation shows this message at its form field.
 */
export const CONSTRAINT_MESSAGES: Readonly<Record<string, ConstraintMessage>> = {
  bank_accounts_monthly_fees_not_negative: { message: 'Monthly fees cannot be negative.', field: 'monthly_fees' },
  business_accounts_name_required: { message: 'Name is required.', field: 'name' },
  business_account_details_label_required: { message: 'Label is required.', field: 'label' },
  business_account_details_label_unique_per_account: { message: 'This label already exists for this account.', field: 'label' },
  capital_scores_score_between_500_and_1000: { message: 'Score must be between 500 and 1000.', field: 'score' },
  paydex_scores_score_between_0_and_100: { message: 'Score must be between 0 and 100.', field: 'score' },
};
