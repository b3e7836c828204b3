import crypto from 'node:crypto';
import type { Queryable } from '../db/types';
import type { ApiRequest, ApiResponse } from '../http/types';
import { requireUser } from './caller';
import type { AuthDeps } from './deps';
import { sendReauthenticationEmail } from './emails';
import { authJson, badRequest, unprocessable } from './errors';
import { checkSentFrequency } from './frequency';
import { ONE_TIME_TOKEN_TTL_SECONDS } from './one-time-tokens';
import { sha256 } from './tokens';

/** GoTrue's InvalidNonceMessage. */
const INVALID_NONCE = 'Nonce has expired or is invalid';

const nonceHash = (email: string, nonce: string) => sha256(`reauthentication:${email.toLowerCase()}:${nonce}`);

/**
 * GET /reauthenticate (supabase-js `auth.reauthenticate()`), as GoTrue's internal/api/reauthenticate.go: e-mails a
 * 6-digit code to the signed-in user's confirmed address; `PUT /user {password, nonce}` then takes it. One code per
 * max_frequency (429), valid for the mail OTP expiry (1 h), once.
 */
export async function reauthenticate({ ctx }: AuthDeps, req: ApiRequest): Promise<ApiResponse> {
  const { user } = await requireUser(ctx, req);
  if (!user.email && !user.phone)
    throw badRequest('validation_failed', 'Reauthentication requires the user to have an email or a phone number');
  if (!user.email) throw badRequest('phone_provider_disabled', 'Unsupported phone provider');
  if (!user.email_confirmed_at) throw unprocessable('email_not_confirmed', 'Please verify your email first.');
  const { rows } = await ctx.db.query<{ sent: string | null }>(
    `select to_char(reauthentication_sent_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as sent from auth.users where id = $1::uuid`,
    [user.id],
  );
  checkSentFrequency(ctx, rows[0]?.sent);
  const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
  await ctx.db.query(`update auth.users set reauthentication_token = $2, reauthentication_sent_at = now() where id = $1::uuid`, [
    user.id,
    nonceHash(user.email, code),
  ]);
  await sendReauthenticationEmail(ctx, user.email, code);
  return authJson(200, {});
}

/** Spends a reauthentication code (GoTrue's verifyReauthentication): 422 reauthentication_not_valid when wrong or old. */
export async function spendNonce(tx: Queryable, userId: string, email: string | null, nonce: string): Promise<void> {
  if (!email) throw unprocessable('reauthentication_not_valid', 'Reauthentication requires an email or a phone number');
  const { affectedRows } = await tx.query(
    `update auth.users set reauthentication_token = '', reauthentication_sent_at = null
     where id = $1::uuid and reauthentication_token = $2 and reauthentication_token <> ''
       and reauthentication_sent_at > now() - make_interval(secs => $3)`,
    [userId, nonceHash(email, nonce), ONE_TIME_TOKEN_TTL_SECONDS],
  );
  if (affectedRows !== 1) throw unprocessable('reauthentication_not_valid', INVALID_NONCE);
}
