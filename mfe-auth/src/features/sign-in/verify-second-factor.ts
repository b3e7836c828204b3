import type { SupabaseClient } from '@supabase/supabase-js';
import { apiError, normalizeTotpCode, secondFactorErrorMessage } from 'shared-ui';

export interface SecondFactorValues {
  code: string;
}

/**
 * Verifies the signed-in user's authenticator code (their first verified TOTP factor): the session becomes
 * aal2 and the portal opens. Rejects with the error in plain words for the form to show on the code field.
 */
export async function verifySecondFactor(supabase: SupabaseClient, values: SecondFactorValues): Promise<void> {
  const factors = await supabase.auth.mfa.listFactors();
  const factor = factors.data?.totp[0];
  if (factors.error || !factor) {
    throw apiError({ status: 400, code: 'no_factor', message: secondFactorErrorMessage(factors.error), field: 'code' });
  }
  const { error } = await supabase.auth.mfa.challengeAndVerify({ factorId: factor.id, code: normalizeTotpCode(values.code) });
  if (error) throw apiError({ status: error.status ?? 400, code: error.code, message: secondFactorErrorMessage(error), field: 'code' });
}
