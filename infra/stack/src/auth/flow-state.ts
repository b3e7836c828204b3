import crypto from 'node:crypto';
import type { Queryable } from '../db/types';
import { AuthError, badRequest, forbidden, notFound } from './errors';
import { pkceMatches } from './tokens';

/** An auth code must be exchanged within this many seconds (GoTrue: 5 minutes). */
const AUTH_CODE_TTL_SECONDS = 300;

export interface PkceParams {
  challenge: string;
  method: 's256' | 'plain';
}

/** code_challenge + code_challenge_method: both or neither; undefined = implicit flow. */
export function pkceParams(challenge: unknown, method: unknown): PkceParams | undefined {
  const c = typeof challenge === 'string' ? challenge : '';
  const m = typeof method === 'string' ? method.toLowerCase() : '';
  if (c === '' && m === '') return undefined;
  if (c === '' || m === '') throw badRequest('validation_failed', 'PKCE flow requires code_challenge_method and code_challenge');
  if (m !== 's256' && m !== 'plain') throw badRequest('validation_failed', `code challenge method not supported: ${m}`);
  if (c.length < 43 || c.length > 128) throw badRequest('validation_failed', 'code challenge has to be between 43 and 128 characters');
  return { challenge: c, method: m };
}

export async function createFlowState(
  tx: Queryable,
  params: PkceParams,
  providerType: string,
  authenticationMethod: string,
  userId?: string,
): Promise<{ id: string; authCode: string }> {
  const authCode = crypto.randomUUID();
  const { rows } = await tx.query<{ id: string }>(
    `insert into auth.flow_state (user_id, auth_code, code_challenge_method, code_challenge, provider_type, authentication_method)
     values ($1::uuid, $2, $3, $4, $5, $6) returning id::text`,
    [userId ?? null, authCode, params.method, params.challenge, providerType, authenticationMethod],
  );
  return { id: rows[0].id, authCode };
}

/** The latest flow of this user and method gets its code issued (the e-mailed PKCE link was followed). */
export async function issueAuthCodeForUser(tx: Queryable, userId: string, authenticationMethod: string): Promise<string | undefined> {
  const { rows } = await tx.query<{ auth_code: string }>(
    `update auth.flow_state set auth_code_issued_at = now(), updated_at = now()
     where id = (select id from auth.flow_state where user_id = $1::uuid and authentication_method = $2 order by created_at desc limit 1)
     returning auth_code`,
    [userId, authenticationMethod],
  );
  return rows[0]?.auth_code;
}

/** An OAuth flow finished at the provider: bind the user and issue its code (once: a finished flow is never rebound). */
export async function completeFlowState(
  tx: Queryable,
  id: string,
  userId: string,
  providerAccessToken?: string,
  providerRefreshToken?: string,
): Promise<string | undefined> {
  const { rows } = await tx.query<{ auth_code: string }>(
    `update auth.flow_state set user_id = $2::uuid, provider_access_token = $3, provider_refresh_token = $4, auth_code_issued_at = now(), updated_at = now()
     where id = $1::uuid and auth_code_issued_at is null returning auth_code`,
    [id, userId, providerAccessToken ?? null, providerRefreshToken ?? null],
  );
  return rows[0]?.auth_code;
}

/** The PKCE grant: checks the verifier, spends the flow, returns who signed in and how. */
export async function exchangeAuthCode(tx: Queryable, authCode: string, verifier: string): Promise<{ userId: string; method: string }> {
  const { rows } = await tx.query<{
    id: string;
    user_id: string | null;
    code_challenge: string;
    code_challenge_method: string;
    authentication_method: string;
    fresh: boolean | null;
  }>(
    `select id::text, user_id::text, code_challenge, code_challenge_method, authentication_method,
       auth_code_issued_at > now() - make_interval(secs => $2) as fresh
     from auth.flow_state where auth_code = $1 for update`,
    [authCode, AUTH_CODE_TTL_SECONDS],
  );
  const flow = rows[0];
  if (!flow || !flow.user_id) throw notFound('flow_state_not_found', 'invalid flow state, no valid flow state found');
  if (!flow.fresh) {
    await tx.query(`delete from auth.flow_state where id = $1::uuid`, [flow.id]);
    throw new AuthError(422, 'flow_state_expired', 'invalid flow state, flow state has expired');
  }
  if (!pkceMatches(verifier, flow.code_challenge, flow.code_challenge_method)) {
    throw forbidden('bad_code_verifier', 'code challenge does not match previously saved code verifier');
  }
  await tx.query(`delete from auth.flow_state where id = $1::uuid`, [flow.id]);
  return { userId: flow.user_id, method: flow.authentication_method };
}
