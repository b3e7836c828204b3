import { createClient } from '@supabase/supabase-js';
import { clientOptions, requireCaller } from '../_shared/caller.ts';
import { requireEnv, secretKey } from '../_shared/env.ts';
import { corsHeaders, jsonResponse } from '../_shared/http.ts';
import { mailConfigured, sendMail } from '../_shared/mail.ts';

/**
 * POST use-recovery-code {code} → {removed}: the way back in when the authenticator is lost. The caller has signed
 * in with their password (aal1) and types one of the one-time recovery codes they saved when they turned
 * two-factor sign-in on.
 *  1. the caller's token is verified by the auth server (401);
 *  2. public.redeem_recovery_code, as the caller, compares the code's hash with their unused ones, uses it up and
 *     logs it; a wrong code is counted (5 in 15 minutes, then 429);
 *  3. the auth server's admin factor API (the secret key) removes the caller's authenticators, so this session
 *     needs no second factor; the caller refreshes their session and sets up an authenticator again. They are
 *     e-mailed (someone with their password and a code got in: they should know).
 */
export default async function handler(req: Request): Promise<Response> {
  if (req.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders });
  const caller = await requireCaller(req);
  if (caller instanceof Response) return caller;
  if (req.method !== 'POST') return jsonResponse(405, { error: 'Use POST' });
  const input = (await req.json().catch(() => null)) as Record<string, unknown> | null;
  const code = input?.code;
  if (typeof code !== 'string' || code.trim() === '' || code.length > 40) return jsonResponse(400, { error: 'Enter a recovery code.' });

  const redeemed = await caller.client.rpc('redeem_recovery_code', { code });
  if (redeemed.error) {
    if (redeemed.error.code === '42501') return jsonResponse(429, { error: redeemed.error.message });
    if (redeemed.error.code === 'PGRST301' || redeemed.error.code === 'PGRST303') return jsonResponse(401, { error: 'Sign in again' });
    return jsonResponse(500, { error: redeemed.error.message });
  }
  if (redeemed.data !== true) return jsonResponse(400, { error: 'This recovery code is not right, or it was used already.' });

  const service = createClient(requireEnv('SUPABASE_URL'), secretKey(), clientOptions);
  const listed = await service.auth.admin.mfa.listFactors({ userId: caller.user.id });
  if (listed.error) return jsonResponse(502, { error: 'Your authenticator could not be removed. Please try again.' });
  let removed = 0;
  for (const factor of listed.data.factors) {
    const deleted = await service.auth.admin.mfa.deleteFactor({ id: factor.id, userId: caller.user.id });
    if (deleted.error) return jsonResponse(502, { error: 'Your authenticator could not be removed. Please try again.' });
    removed += 1;
  }
  if (caller.user.email && mailConfigured()) {
    await sendMail({
      to: caller.user.email,
      subject: 'A recovery code was used to sign in to your account',
      text: [
        'Someone signed in to your Business Portal account with your password and one of your recovery codes, and two-factor sign-in was turned off.',
        'If that was you, set up your authenticator again in My Account > Security Settings.',
        'If it was not, change your password now and contact your advisor.',
      ].join('\n'),
    }).catch(() => undefined);
  }
  return jsonResponse(200, { removed });
}
