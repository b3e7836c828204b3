import type { ApiRequest, ApiResponse } from '../http/types';
import { readBody } from './body';
import type { AuthDeps } from './deps';
import { requestEmailChange } from './email-change';
import { sendLinkEmail, verifyLink } from './emails';
import { authJson, badRequest } from './errors';
import { createFlowState, pkceParams } from './flow-state';
import { checkSentFrequency } from './frequency';
import { createOneTimeToken } from './one-time-tokens';
import { redirectFromQuery } from './redirects';
import { findUserByEmail } from './users';
import { normalizeEmail } from './validate';

/**
 * POST /resend {type: signup | email_change | sms | phone_change, email | phone} (GoTrue's internal/api/resend.go):
 * sends the confirmation (or e-mail change) mail again. 200 {} whatever the address (unknown, already confirmed, no
 * change pending: nothing is sent, nothing is revealed); the per-user max_frequency (429) and the per-IP e-mail limit
 * apply. Phone types answer phone_provider_disabled: the stack sends no SMS.
 */
export async function resend({ ctx, limiter }: AuthDeps, req: ApiRequest): Promise<ApiResponse> {
  const body = readBody(req);
  const type = body.type;
  if (type !== 'signup' && type !== 'email_change' && type !== 'sms' && type !== 'phone_change') {
    throw badRequest('validation_failed', 'Missing one of these types: signup, email_change, sms, phone_change');
  }
  const pkce = type === 'signup' || type === 'email_change' ? pkceParams(body.code_challenge, body.code_challenge_method) : undefined;
  const emailGiven = typeof body.email === 'string' && body.email !== '';
  const phoneGiven = typeof body.phone === 'string' && body.phone !== '';
  if (!emailGiven && type === 'signup') throw badRequest('validation_failed', 'Type provided requires an email address');
  if (!phoneGiven && type === 'sms') throw badRequest('validation_failed', 'Type provided requires a phone number');
  if (emailGiven && phoneGiven) throw badRequest('validation_failed', 'Only an email address or phone number should be provided.');
  if (phoneGiven) throw badRequest('phone_provider_disabled', 'Phone logins are disabled');
  if (!emailGiven) throw badRequest('validation_failed', 'Missing email address or phone number');
  const email = normalizeEmail(body.email);
  limiter.hit('emailSent', req.ip);
  const redirectTo = redirectFromQuery(ctx.config, req.url);

  const sent = await ctx.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (!user) return undefined;
    if (type === 'signup') {
      if (user.email_confirmed_at) return undefined;
      checkSentFrequency(ctx, user.confirmation_sent_at);
      const token = await createOneTimeToken(tx, user.id, 'confirmation_token', email, pkce !== undefined);
      if (pkce) await createFlowState(tx, pkce, 'email', 'email/signup', user.id);
      await tx.query(`update auth.users set confirmation_sent_at = now() where id = $1::uuid`, [user.id]);
      return [{ to: email, token, type: 'signup' as const }];
    }
    // email_change: only while a change is pending, to the same addresses as the first time.
    if (!user.email_change) return undefined;
    checkSentFrequency(ctx, user.email_change_sent_at);
    const next = user.email_change;
    const links = await requestEmailChange(tx, ctx.config.doubleConfirmEmailChanges, user.id, user.email, next);
    if (pkce) await createFlowState(tx, pkce, 'email', 'email_change', user.id);
    const mails = [{ to: next, token: links.toNew, type: 'email_change' as const }];
    if (links.toCurrent && user.email) mails.push({ to: user.email, token: links.toCurrent, type: 'email_change' as const });
    return mails;
  });
  for (const mail of sent ?? []) await sendLinkEmail(ctx, mail.to, mail.type, verifyLink(ctx, mail.token, mail.type, redirectTo));
  return authJson(200, {});
}
