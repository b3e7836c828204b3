import { createClient } from '@supabase/supabase-js';
import { refuseUnlessAdminAtAal2 } from '../_shared/admin.ts';
import { clientOptions, requireCaller } from '../_shared/caller.ts';
import { requireEnv, secretKey } from '../_shared/env.ts';
import { corsHeaders, jsonResponse } from '../_shared/http.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * POST invite-client {email, name?, redirect_to?} → {id, email, invited_at}: an admin invites a client to the portal.
 *  1. the caller's token is verified by the auth server (401), then public.assert_admin_at_aal2 as the caller: an
 *     admin signed in with an authenticator code, or 403;
 *  2. the auth server's admin API (`auth.admin.inviteUserByEmail`, GoTrue's POST /invite, with the secret key that
 *     never leaves the server) creates the user and e-mails the invitation link; `redirect_to` is where the link
 *     lands (the portal's set-password page; the auth server checks it against its allowed redirect URLs);
 *  3. public.record_client_invitation (service_role) logs it in the client's activity with the admin as actor.
 * An address that already has an account: 409. The auth server's e-mail limit: 429.
 */
export default async function handler(req: Request): Promise<Response> {
  if (req.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders });
  const caller = await requireCaller(req);
  if (caller instanceof Response) return caller;
  if (req.method !== 'POST') return jsonResponse(405, { error: 'Use POST' });
  const refused = await refuseUnlessAdminAtAal2(caller);
  if (refused) return refused;

  const input = (await req.json().catch(() => null)) as Record<string, unknown> | null;
  const email = typeof input?.email === 'string' ? input.email.trim().toLowerCase() : '';
  const name = input?.name ?? '';
  const redirectTo = input?.redirect_to;
  if (!EMAIL.test(email) || email.length > 254) return jsonResponse(400, { error: 'Please enter a valid e-mail address.' });
  if (typeof name !== 'string' || name.length > 200) return jsonResponse(400, { error: 'name must be text of at most 200 characters' });
  if (redirectTo !== undefined && (typeof redirectTo !== 'string' || !/^https?:\/\//.test(redirectTo) || redirectTo.length > 2000)) {
    return jsonResponse(400, { error: 'redirect_to must be an http(s) URL' });
  }

  const service = createClient(requireEnv('SUPABASE_URL'), secretKey(), clientOptions);
  const { data, error } = await service.auth.admin.inviteUserByEmail(email, {
    data: name.trim() ? { name: name.trim() } : {},
    ...(redirectTo ? { redirectTo } : {}),
  });
  if (error || !data.user) {
    if (error?.code === 'email_exists' || error?.code === 'user_already_exists' || error?.status === 422) {
      return jsonResponse(409, { error: 'An account with this e-mail address already exists.' });
    }
    if (error?.status === 429) return jsonResponse(429, { error: 'Too many e-mails were sent. Please wait a while and try again.' });
    return jsonResponse(502, { error: 'The invitation could not be sent. Please try again.' });
  }
  const logged = await service.rpc('record_client_invitation', { account: data.user.id, actor: caller.user.id });
  if (logged.error) return jsonResponse(500, { error: logged.error.message });
  return jsonResponse(200, { id: data.user.id, email, invited_at: data.user.invited_at ?? new Date().toISOString() });
}
