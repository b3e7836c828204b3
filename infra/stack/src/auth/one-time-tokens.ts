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

export interface ConsumedToken {
  userId: string;
  type: OneTimeTokenType;
  relatesTo: string;
}

/** Spends a token (deleted whatever happens); undefined when unknown, of another type, or expired. */
export async function consumeOneTimeToken(tx: Queryable, token: string, types: OneTimeTokenType[]): Promise<ConsumedToken | undefined> {
  const { rows } = await tx.query<{ user_id: string; token_type: OneTimeTokenType; relates_to: string; fresh: boolean }>(
    `delete from auth.one_time_tokens where token_hash = $1 and token_type = any($2::text[])
     returning user_id::text, token_type, relates_to, created_at > now() - make_interval(secs => $3) as fresh`,
    [sha256(token), types, ONE_TIME_TOKEN_TTL_SECONDS],
  );
  const row = rows[0];
  return row && row.fresh ? { userId: row.user_id, type: row.token_type, relatesTo: row.relates_to } : undefined;
}
