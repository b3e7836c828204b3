import type { ConstraintMessage } from 'shared-ui';

/**
 * The messages of this remote's own tables' constraints (names as in infra/supabase/migrations, spec wording),
 * registered with its api: a violation shows this message at its form field.
 */
export const CONSTRAINT_MESSAGES: Readonly<Record<string, ConstraintMessage>> = {
  social_accounts_platform_required: { message: 'Platform is required.', field: 'platform' },
  social_accounts_username_required: { message: 'Username is required.', field: 'username' },
  social_accounts_password_required: { message: 'Password is required.', field: 'password' },
};
