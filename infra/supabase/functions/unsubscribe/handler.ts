import { createClient } from '@supabase/supabase-js';
import { clientOptions } from '../_shared/caller.ts';
import { env, requireEnv, secretKey } from '../_shared/env.ts';
import { corsHeaders, jsonResponse } from '../_shared/http.ts';
import { unsubscribeConfigured, verifyUnsubscribeToken } from '../_shared/unsubscribe-token.ts';
import { tokenOf } from './token-of.ts';

const headers = { ...corsHeaders, 'Access-Control-Allow-Methods': 'GET, POST, OPTIONS' };
const answer = (status: number, body: unknown) => {
  const response = jsonResponse(status, body);
  response.headers.set('Access-Control-Allow-Methods', headers['Access-Control-Allow-Methods']);
  return response;
};

/**
 * RFC 8058 one-click unsubscribe from notification mails, without signing in (verify_jwt = false).
 * - `POST ?token=...` (the mail client's `List-Unsubscribe=One-Click`, or the portal's confirm page with
 *   the token in the query, a form or JSON body): a valid token turns the recipient's "Email Notifications"
 *   off → 200 {unsubscribed: true}. Missing or malformed token → 400, a signature that is not ours → 403,
 *   a user who no longer exists → 404.
 * - `GET ?token=...` changes nothing (mail scanners follow links): 303 to the portal's confirm page
 *   (`PORTAL_URL/unsubscribe?token=...`; hosted Supabase serves no HTML from functions).
 */
export default async function handler(req: Request): Promise<Response> {
  if (req.method === 'OPTIONS') return new Response('ok', { headers });
  if (req.method !== 'GET' && req.method !== 'POST' && req.method !== 'HEAD') return answer(405, { error: 'Use POST' });
  if (!unsubscribeConfigured()) return answer(503, { error: 'Unsubscribing is not configured: set UNSUBSCRIBE_SECRET (32+ characters).' });
  const token = await tokenOf(req);
  if (!token) return answer(400, { error: 'The unsubscribe link has no token' });
  const userId = await verifyUnsubscribeToken(token);
  if (!userId) return answer(token.includes('.') ? 403 : 400, { error: 'This unsubscribe link is not valid' });

  if (req.method !== 'POST') {
    const portalUrl = (env('PORTAL_URL') ?? env('SITE_URL') ?? '').replace(/\/+$/, '');
    if (!portalUrl) return answer(200, { confirm: 'POST this URL to stop notification e-mails' });
    return new Response(null, {
      status: 303,
      headers: { ...headers, Location: `${portalUrl}/unsubscribe?token=${encodeURIComponent(token)}`, 'Cache-Control': 'no-store' },
    });
  }
  const service = createClient(requireEnv('SUPABASE_URL'), secretKey(), clientOptions);
  const { data, error } = await service.rpc('unsubscribe_notification_mails', { recipient: userId });
  if (error) return answer(502, { error: `Could not save the preference: ${error.message}` });
  if (data !== true) return answer(404, { error: 'This account no longer exists' });
  return answer(200, { unsubscribed: true });
}
