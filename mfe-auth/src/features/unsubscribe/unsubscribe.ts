import type { SupabaseClient } from '@supabase/supabase-js';
import { apiError, toApiError } from 'shared-ui';

/** What the page says for each refusal of the `unsubscribe` function (400/403: a bad link; 404: no such account). */
const REFUSALS: Record<number, string> = {
  400: 'This unsubscribe link is not valid. Open the link from the e-mail again, or turn e-mails off in My Account.',
  403: 'This unsubscribe link is not valid. Open the link from the e-mail again, or turn e-mails off in My Account.',
  404: 'This account no longer exists.',
};

/** The token of the link the e-mail carried (`/unsubscribe?token=...`), or '' when there is none. */
export const tokenInUrl = (search: string = window.location.search): string => new URLSearchParams(search).get('token') ?? '';

/**
 * Turns "Email Notifications" off for the token's recipient, signed in or not: POSTs the token to the
 * `unsubscribe` edge function, which checks its signature (infra/supabase/functions/unsubscribe).
 */
export async function unsubscribe(supabase: SupabaseClient, token: string): Promise<void> {
  const { error } = await supabase.functions.invoke('unsubscribe', { body: { token } });
  if (!error) return;
  const failure = toApiError(error);
  const message = REFUSALS[failure.status];
  throw message ? apiError({ ...failure, message }) : failure;
}
