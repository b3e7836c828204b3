import { createClient } from '@supabase/supabase-js';
import { clientOptions } from '../_shared/caller.ts';
import { env, requireEnv, secretKey } from '../_shared/env.ts';
import { corsHeaders, jsonResponse } from '../_shared/http.ts';
import { mailConfigured } from '../_shared/mail.ts';
import { unsubscribeConfigured } from '../_shared/unsubscribe-token.ts';
import { isServerKey } from './server-key.ts';
import { composeNotificationMail, type PendingMail } from './compose.ts';
import { sendMail } from '../_shared/mail.ts';

/**
 * Stop claiming new batches after this long: well inside pg_net's 60 s timeout of the call (and hosted
 * Supabase's 150 s), so a run never outlives its caller with rows claimed but not marked; the next minute's
 * run takes the rest.
 */
const TIME_BUDGET_MS = 20_000;
const BATCH = 50;

/**
 * POST send-notification-mails (the secret/service-role key only; pg_cron calls it every minute through
 * pg_net): claims the notifications waiting to be mailed (`claim_notification_mails`: recipients with
 * "Email Notifications" off are skipped there), sends each with its one-click unsubscribe headers, and
 * marks them sent (or back to pending when the provider refused: tried again at the next run, 5 times at
 * most). Claimed rows are locked against a second sender, so nothing is mailed twice. → 200 {sent, failed}.
 * GET answers whether mail and the unsubscribe secret are configured (200/503), for the deploy check.
 */
export default async function handler(req: Request): Promise<Response> {
  if (req.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders });
  const missing = [
    !mailConfigured() && 'MAIL_API_URL and MAIL_API_KEY',
    !unsubscribeConfigured() && 'UNSUBSCRIBE_SECRET (32+ characters)',
  ].filter(Boolean);
  if (req.method === 'GET')
    return missing.length === 0
      ? jsonResponse(200, { mail: 'configured' })
      : jsonResponse(503, { mail: 'missing', error: `Set ${missing.join(' and ')} with \`supabase secrets set\`.` });
  if (req.method !== 'POST') return jsonResponse(405, { error: 'Use POST' });
  if (!isServerKey(req.headers.get('Authorization'))) return jsonResponse(401, { error: 'The secret key is required' });
  if (missing.length > 0) return jsonResponse(503, { error: `Notification mails are not configured: set ${missing.join(' and ')}.` });

  const portalUrl = (env('PORTAL_URL') ?? env('SITE_URL') ?? requireEnv('SUPABASE_URL')).replace(/\/+$/, '');
  const unsubscribeUrl = `${requireEnv('SUPABASE_URL').replace(/\/+$/, '')}/functions/v1/unsubscribe`;
  const service = createClient(requireEnv('SUPABASE_URL'), secretKey(), clientOptions);
  const started = Date.now();
  let sent = 0;
  let failed = 0;
  while (Date.now() - started < TIME_BUDGET_MS) {
    const { data, error } = await service.rpc('claim_notification_mails', { batch: BATCH });
    if (error) return jsonResponse(502, { error: `Could not claim notification mails: ${error.message}`, sent, failed });
    const batch = (data ?? []) as PendingMail[];
    if (batch.length === 0) break;
    const done: string[] = [];
    const refused: string[] = [];
    for (const mail of batch) {
      try {
        await sendMail(await composeNotificationMail(mail, portalUrl, unsubscribeUrl));
        done.push(mail.id);
      } catch {
        refused.push(mail.id);
      }
    }
    const { error: finishError } = await service.rpc('finish_notification_mails', { sent: done, failed: refused });
    if (finishError)
      return jsonResponse(502, { error: `Mails sent but not marked: ${finishError.message}`, sent: sent + done.length, failed });
    sent += done.length;
    failed += refused.length;
    if (batch.length < BATCH) break;
  }
  return jsonResponse(200, { sent, failed });
}
