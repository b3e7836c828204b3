import { createClient, type Factor } from '@supabase/supabase-js';
import { refuseUnlessAdminAtAal2, UUID } from '../_shared/admin.ts';
import { clientOptions, requireCaller } from '../_shared/caller.ts';
import { env, requireEnv, secretKey } from '../_shared/env.ts';
import { corsHeaders, jsonResponse } from '../_shared/http.ts';
import { mailConfigured, sendMail } from '../_shared/mail.ts';

/** What the admin's page shows of a factor (never its secret). */
export interface ClientAuthenticator {
  id: string;
  friendly_name: string | null;
  factor_type: string;
  status: string;
  created_at: string;
}

const toAuthenticator = (f: Factor): ClientAuthenticator => ({
  id: f.id,
  friendly_name: f.friendly_name ?? null,
  factor_type: f.factor_type,
  status: f.status,
  created_at: f.created_at,
});

/**
 * POST client-authenticators {action: 'list', user_id} → {authenticators}
 * POST client-authenticators {action: 'remove', user_id, factor_id, verification} → {removed, notified}
 * A client who lost their authenticator asks their advisor; the admin checks who is asking and removes it.
 *  1. the caller's token is verified by the auth server (401), then public.assert_admin_at_aal2 as the caller (403);
 *  2. the client is a client (an admin's own authenticators are not removed here: 403);
 *  3. the auth server's admin factor API (GoTrue's GET/DELETE /admin/users/{id}/factors, the secret key) lists or
 *     deletes; a removal is logged in the client's activity by public.record_factor_removal (service_role), with the
 *     admin and `verification` (how they checked who was asking, 10 to 500 characters), and the client is e-mailed.
 */
export default async function handler(req: Request): Promise<Response> {
  if (req.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders });
  const caller = await requireCaller(req);
  if (caller instanceof Response) return caller;
  if (req.method !== 'POST') return jsonResponse(405, { error: 'Use POST' });
  const refused = await refuseUnlessAdminAtAal2(caller);
  if (refused) return refused;

  const input = (await req.json().catch(() => null)) as Record<string, unknown> | null;
  const action = input?.action;
  const userId = input?.user_id;
  if (action !== 'list' && action !== 'remove') return jsonResponse(400, { error: 'action must be list or remove' });
  if (typeof userId !== 'string' || !UUID.test(userId)) return jsonResponse(400, { error: 'user_id must be a user id' });

  const service = createClient(requireEnv('SUPABASE_URL'), secretKey(), clientOptions);
  const client = await service.auth.admin.getUserById(userId);
  if (client.error || !client.data.user) return jsonResponse(404, { error: 'Client not found' });
  if (client.data.user.app_metadata?.role === 'admin') {
    return jsonResponse(403, { error: "An admin's authenticators are not removed here." });
  }
  const listed = await service.auth.admin.mfa.listFactors({ userId });
  if (listed.error) return jsonResponse(502, { error: 'The authenticators could not be read. Please try again.' });
  const factors = listed.data.factors;
  if (action === 'list') return jsonResponse(200, { authenticators: factors.filter((f) => f.status === 'verified').map(toAuthenticator) });

  const factorId = input?.factor_id;
  const verification = typeof input?.verification === 'string' ? input.verification.trim() : '';
  if (typeof factorId !== 'string' || !UUID.test(factorId)) return jsonResponse(400, { error: 'factor_id must be a factor id' });
  if (verification.length < 10 || verification.length > 500) {
    return jsonResponse(400, { error: 'Say how you checked who is asking (10 to 500 characters).' });
  }
  const factor = factors.find((f) => f.id === factorId);
  if (!factor) return jsonResponse(404, { error: 'This authenticator is no longer set up.' });
  const deleted = await service.auth.admin.mfa.deleteFactor({ id: factorId, userId });
  if (deleted.error) return jsonResponse(502, { error: 'The authenticator could not be removed. Please try again.' });
  const logged = await service.rpc('record_factor_removal', {
    account: userId,
    actor: caller.user.id,
    factor_id: factorId,
    factor_name: factor.friendly_name ?? '',
    verification,
  });
  if (logged.error) return jsonResponse(500, { error: logged.error.message });

  let notified = false;
  const email = client.data.user.email;
  if (email && mailConfigured()) {
    const portalUrl = (env('PORTAL_URL') ?? env('SITE_URL') ?? '').replace(/\/+$/, '');
    const name = factor.friendly_name || 'your authenticator app';
    await sendMail({
      to: email,
      subject: 'An authenticator app was removed from your account',
      text: [
        `At your request, your advisor removed "${name}" from your Business Portal account.`,
        'Signing in now asks only for your password until you set up an authenticator again (My Account > Security Settings).',
        'If you did not ask for this, reply to this e-mail or call your advisor at once.',
        portalUrl ? `\n${portalUrl}/account` : '',
      ].join('\n'),
    })
      .then(() => (notified = true))
      .catch(() => undefined);
  }
  return jsonResponse(200, { removed: factorId, notified });
}
