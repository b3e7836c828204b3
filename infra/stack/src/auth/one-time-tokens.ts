import crypto from 'node:crypto';
import type { Queryable } from '../db/types';
import { randomToken, sha256 } from './tokens';

export type OneTimeTokenType = 'confirmation_token' | 'recovery_token' | 'email_change_token_new' | 'email_change_token_current';

/** E-mailed links stay valid this long (GoTrue's mailer OTP expiry is of the same order). */
export const ONE_TIME_TOKEN_TTL_SECONDS = 3600;

/** PKCE links carry this prefix, as GoTrue's do: their verify answers `?code=` instead of a session. */
const PKCE_PREFIX = 'pkce_';

export function isPkceToken(token: string): boolean {
  return token.startsWith(PKCE_PREFIX);
}

/** A new single-use token for e-mailing; only its hash is stored, and it replaces earlier ones of the same type. */
export async function createOneTimeToken(
  tx: Queryable,
  userId: string,
  type: OneTimeTokenType,
  relatesTo: string,
  pkce: boolean,
): Promise<string> {
  const token = (pkce ? PKCE_PREFIX : '') + randomToken(32);
  await tx.query(`delete from auth.one_time_tokens where user_id = $1::uuid and token_type = $2`, [userId, type]);
  await tx.query(`insert into auth.one_time_tokens (user_id, token_type, token_hash, relates_to) values ($1::uuid, $2, $3, $4)`, [
    userId,
    type,
    sha256(token),
    relatesTo,
  ]);
  return token;
}

/** The hash under which an e-mailed 6-digit code is kept: bound to the address it was sent to, as GoTrue's token hash. */
const otpHash = (relatesTo: string, otp: string) => sha256(`otp:${relatesTo.toLowerCase()}:${otp}`);

/**
 * A link token and, beside it, the 6-digit code GoTrue puts in the same e-mail (`{{ .Token }}`; verifyOtp with
 * `{email, token, type}`): either works once, and spending one spends both.
 */
export async function createOneTimeTokenWithOtp(
  tx: Queryable,
  userId: string,
  type: OneTimeTokenType,
  relatesTo: string,
  pkce: boolean,
): Promise<{ token: string; otp: string }> {
  const token = await createOneTimeToken(tx, userId, type, relatesTo, pkce);
  const otp = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
  await tx.query(
    `insert into auth.one_time_tokens (user_id, token_type, token_hash, relates_to) values ($1::uuid, $2, $3, $4) on conflict (token_hash) do nothing`,
    [userId, type, otpHash(relatesTo, otp), relatesTo],
  );
  return { token, otp };
}

/** Spends an e-mailed code sent to `email` (and the link that came with it). */
export async function consumeOtp(tx: Queryable, email: string, otp: string, types: OneTimeTokenType[]): Promise<ConsumedToken | undefined> {
  if (!/^\d{6}$/.test(otp)) return undefined;
  const consumed = await consumeOneTimeToken(tx, otpHash(email, otp), types, true);
  return consumed;
}

export interface ConsumedToken {
  userId: string;
  type: OneTimeTokenType;
  relatesTo: string;
}

/** Spends a token (deleted whatever happens); undefined when unknown, of another type, or expired. */
export async function consumeOneTimeToken(
  tx: Queryable,
  token: string,
  types: OneTimeTokenType[],
  hashed = false,
): Promise<ConsumedToken | undefined> {
  const { rows } = await tx.query<{ user_id: string; token_type: OneTimeTokenType; relates_to: string; fresh: boolean }>(
    `delete from auth.one_time_tokens where token_hash = $1 and token_type = any($2::text[])
     returning user_id::text, token_type, relates_to, created_at > now() - make_interval(secs => $3) as fresh`,
    [hashed ? token : sha256(token), types, ONE_TIME_TOKEN_TTL_SECONDS],
  );
  const row = rows[0];
  // The link and the code of one e-mail go together: spending one spends the other.
  if (row) {
    await tx.query(`delete from auth.one_time_tokens where user_id = $1::uuid and token_type = $2 and relates_to = $3`, [
      row.user_id,
      row.token_type,
      row.relates_to,
    ]);
  }
  return row && row.fresh ? { userId: row.user_id, type: row.token_type, relatesTo: row.relates_to } : undefined;
}
