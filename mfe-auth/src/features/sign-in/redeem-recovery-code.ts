import type { SupabaseClient } from '@supabase/supabase-js';
import { apiError } from 'shared-ui';

export interface RecoveryCodeValues {
  recoveryCode: string;
}

export const RECOVERY_CODE_WRONG = 'This recovery code is not right, or it was used already.';
export const RECOVERY_CODE_FAILED = 'Something went wrong. Please try again, or ask your advisor.';

/**
 * The way back in when the authenticator is lost: one of the one-time recovery codes saved when two-factor sign-in
 * was turned on. The `use-recovery-code` function checks it on the server (only hashes are stored; 5 wrong codes in
 * 15 minutes, then a wait) and has the auth server remove the account's authenticators; the session is then
 * refreshed, so it no longer waits for a code and the portal opens. Rejects in plain words on the code's field.
 */
export async function redeemRecoveryCode(supabase: SupabaseClient, { recoveryCode }: RecoveryCodeValues): Promise<void> {
  const { error } = await supabase.functions.invoke('use-recovery-code', { body: { code: recoveryCode.trim() } });
  if (error) {
    const context = (error as { context?: Partial<Pick<Response, 'status' | 'clone' | 'json'>> }).context;
    const status = typeof context?.status === 'number' ? context.status : 500;
    const said =
      typeof context?.clone === 'function' && status < 500
        ? await context
            .clone()
            .json()
            .then((body: { error?: unknown }) => (typeof body.error === 'string' ? body.error : undefined))
            .catch(() => undefined)
        : undefined;
    const message = status === 400 ? RECOVERY_CODE_WRONG : (said ?? RECOVERY_CODE_FAILED);
    throw apiError({ status, message, field: status === 400 || status === 429 ? 'recoveryCode' : undefined });
  }
  const refreshed = await supabase.auth.refreshSession();
  if (refreshed.error) throw apiError({ status: 500, message: RECOVERY_CODE_FAILED });
}
