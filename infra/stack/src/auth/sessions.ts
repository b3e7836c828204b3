import type { StackContext } from '../context';
import type { Queryable } from '../db/types';
import { signJwt, verifierOf } from '../jwt';
import { badRequest } from './errors';
import { randomToken, sha256 } from './tokens';
import { findUserById, loadIdentities, userJson, type UserRow } from './users';

export interface TokenResponse {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: Record<string, unknown>;
}

export interface SessionMeta {
  userAgent?: string;
  ip?: string;
}

interface Amr {
  method: string;
  timestamp: number;
}

/** The access token's claims, in GoTrue's order; app_metadata as stored right now. */
export function signAccessToken(
  ctx: StackContext,
  user: UserRow,
  sessionId: string,
  amr: Amr[],
  aal = 'aal1',
): { token: string; expiresIn: number; expiresAt: number } {
  const { jwtExpiry, apiUrl } = ctx.config;
  const iat = Math.floor(Date.now() / 1000);
  const exp = iat + jwtExpiry;
  const claims = {
    iss: `${apiUrl}/auth/v1`,
    sub: user.id,
    aud: user.aud ?? 'authenticated',
    exp,
    iat,
    email: user.email ?? '',
    phone: user.phone ?? '',
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    role: user.role ?? 'authenticated',
    aal,
    amr,
    session_id: sessionId,
    is_anonymous: user.is_anonymous,
  };
  return { token: signJwt(claims, verifierOf(ctx.config)), expiresIn: jwtExpiry, expiresAt: exp };
}

export async function newRefreshToken(tx: Queryable, userId: string, sessionId: string, parentHash: string | null): Promise<string> {
  const token = randomToken();
  await tx.query(`insert into auth.refresh_tokens (token, user_id, session_id, parent) values ($1, $2::uuid, $3::uuid, $4)`, [
    sha256(token),
    userId,
    sessionId,
    parentHash,
  ]);
  return token;
}

async function sessionAmr(tx: Queryable, sessionId: string): Promise<Amr[]> {
  const { rows } = await tx.query<{ method: string; timestamp: string }>(
    `select authentication_method as method, extract(epoch from updated_at)::bigint::text as timestamp
     from auth.mfa_amr_claims where session_id = $1::uuid order by updated_at desc`,
    [sessionId],
  );
  return rows.map((r) => ({ method: r.method, timestamp: Number(r.timestamp) }));
}

/** Claims of one session: aal2 once a factor was verified in it (the refresh grant keeps it). */
export async function tokenResponse(
  ctx: StackContext,
  tx: Queryable,
  userId: string,
  sessionId: string,
  refreshToken: string,
): Promise<TokenResponse> {
  const user = await findUserById(tx, userId);
  if (!user) throw badRequest('user_not_found', 'User not found');
  const { rows } = await tx.query<{ aal: string }>(`select aal from auth.sessions where id = $1::uuid`, [sessionId]);
  const access = signAccessToken(ctx, user, sessionId, await sessionAmr(tx, sessionId), rows[0]?.aal ?? 'aal1');
  return {
    access_token: access.token,
    token_type: 'bearer',
    expires_in: access.expiresIn,
    expires_at: access.expiresAt,
    refresh_token: refreshToken,
    user: userJson(user, await loadIdentities(tx, userId)),
  };
}

/** Signs a user in: a new session (remembering how: password, oauth, recovery...), a refresh token, a token response. */
export async function issueSession(
  ctx: StackContext,
  tx: Queryable,
  userId: string,
  method: string,
  meta: SessionMeta = {},
): Promise<TokenResponse> {
  const { rows } = await tx.query<{ id: string }>(
    `insert into auth.sessions (user_id, user_agent, ip) values ($1::uuid, $2, $3) returning id::text`,
    [userId, meta.userAgent ?? null, meta.ip ?? null],
  );
  const sessionId = rows[0].id;
  await tx.query(`insert into auth.mfa_amr_claims (session_id, authentication_method) values ($1::uuid, $2)`, [sessionId, method]);
  await tx.query(`update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1::uuid`, [userId]);
  const refreshToken = await newRefreshToken(tx, userId, sessionId, null);
  return tokenResponse(ctx, tx, userId, sessionId, refreshToken);
}

export type RefreshResult = { ok: true; response: TokenResponse } | { ok: false; code: string; message: string };

/**
 * Rotates a refresh token. A token used twice means it leaked: like GoTrue, the whole family (every
 * refresh token of that session) is revoked, and the caller gets refresh_token_already_used.
 * Returns instead of throwing so the revocation is committed.
 */
export async function refreshSession(ctx: StackContext, tx: Queryable, token: string): Promise<RefreshResult> {
  const hash = sha256(token);
  const { rows } = await tx.query<{ id: string; user_id: string; session_id: string; revoked: boolean }>(
    `select id::text, user_id::text, session_id::text, revoked from auth.refresh_tokens where token = $1 for update`,
    [hash],
  );
  const row = rows[0];
  if (!row) return { ok: false, code: 'refresh_token_not_found', message: 'Invalid Refresh Token: Refresh Token Not Found' };
  if (row.revoked) {
    await tx.query(`update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1::uuid and not revoked`, [
      row.session_id,
    ]);
    return { ok: false, code: 'refresh_token_already_used', message: 'Invalid Refresh Token: Already Used' };
  }
  const user = await findUserById(tx, row.user_id);
  if (!user || (user.banned_until && Date.parse(user.banned_until) > Date.now())) {
    return { ok: false, code: 'refresh_token_not_found', message: 'Invalid Refresh Token: Refresh Token Not Found' };
  }
  await tx.query(`update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1::bigint`, [row.id]);
  await tx.query(`update auth.sessions set refreshed_at = now(), updated_at = now() where id = $1::uuid`, [row.session_id]);
  const next = await newRefreshToken(tx, row.user_id, row.session_id, hash);
  return { ok: true, response: await tokenResponse(ctx, tx, row.user_id, row.session_id, next) };
}

/** The fragment (or query) GoTrue appends to a redirect after a successful sign-in. */
export function sessionParams(session: TokenResponse, extra: Record<string, string> = {}): URLSearchParams {
  const entries: Record<string, string> = {
    access_token: session.access_token,
    expires_at: String(session.expires_at),
    expires_in: String(session.expires_in),
    refresh_token: session.refresh_token,
    token_type: session.token_type,
    ...extra,
  };
  return new URLSearchParams(
    Object.keys(entries)
      .sort()
      .map((k) => [k, entries[k]]),
  );
}
