import type { Queryable } from '../../db/types';
import type { ApiRequest, ApiResponse } from '../../http/types';
import { readBody } from '../body';
import { requireUser, type Caller } from '../caller';
import type { AuthDeps } from '../deps';
import { AuthError, authJson, badRequest, forbidden, notFound, unprocessable } from '../errors';
import { newRefreshToken, tokenResponse } from '../sessions';
import { sendNotification } from '../emails';
import { ts } from '../users';
import { AttemptLimiter } from './attempts';
import { qrSvg } from './qr-svg';
import { matchTotp, newTotpSecret, otpauthUri } from './totp';
import { isUuid } from '../../http/uuid';

/**
 * GoTrue's MFA API for authenticator apps (internal/api/mfa.go): POST /factors (enrol), POST
 * /factors/{id}/challenge, POST /factors/{id}/verify (the session becomes aal2), DELETE /factors/{id}.
 * Beyond GoTrue: a code is accepted once (its time step is remembered per factor).
 */
interface FactorRow {
  id: string;
  user_id: string;
  friendly_name: string | null;
  factor_type: string;
  status: 'verified' | 'unverified';
  secret: string | null;
  last_totp_step: string | null;
}

type FactorRoute = (deps: AuthDeps, req: ApiRequest, factorId?: string) => Promise<ApiResponse>;

const attempts = new WeakMap<AuthDeps, AttemptLimiter>();

/** The handler for a /factors path, or undefined when the path is not one of them. */
export function factorRoute(path: string, method: string): ((deps: AuthDeps, req: ApiRequest) => Promise<ApiResponse>) | undefined {
  const match = /^\/factors(?:\/([^/]+)(?:\/(challenge|verify))?)?$/.exec(path);
  if (!match) return undefined;
  const [, id, action] = match;
  let handler: FactorRoute | undefined;
  if (!id) handler = method === 'POST' ? enroll : undefined;
  else if (!action) handler = method === 'DELETE' ? unenroll : undefined;
  else if (method === 'POST') handler = action === 'challenge' ? challenge : verify;
  if (!handler) return () => Promise.reject(new AuthError(405, 'method_not_allowed', 'Method not allowed'));
  const route = handler;
  return (deps, req) => route(deps, req, id === undefined ? undefined : decodeURIComponent(id));
}

async function sessionAal(q: Queryable, caller: Caller): Promise<string> {
  if (!caller.sessionId) return 'aal1';
  const { rows } = await q.query<{ aal: string }>(`select aal from auth.sessions where id = $1::uuid`, [caller.sessionId]);
  return rows[0]?.aal ?? 'aal1';
}

async function requireSession(deps: AuthDeps, req: ApiRequest): Promise<Caller & { sessionId: string }> {
  const caller = await requireUser(deps.ctx, req);
  if (!caller.sessionId) throw forbidden('session_not_found', 'A valid session is required to manage factors');
  return { ...caller, sessionId: caller.sessionId };
}

async function loadFactor(q: Queryable, userId: string, factorId: string | undefined): Promise<FactorRow> {
  if (!factorId || !isUuid(factorId)) throw notFound('validation_failed', 'factor_id must be an UUID');
  const { rows } = await q.query<FactorRow>(
    `select id::text, user_id::text, friendly_name, factor_type, status, secret, last_totp_step::text
     from auth.mfa_factors where id = $1::uuid and user_id = $2::uuid`,
    [factorId, userId],
  );
  if (!rows[0]) throw notFound('mfa_factor_not_found', 'Factor not found');
  return rows[0];
}

function issuerFrom(body: Record<string, unknown>, siteUrl: string): string {
  if (typeof body.issuer === 'string' && body.issuer.trim() !== '') return body.issuer.trim().slice(0, 100);
  try {
    return new URL(siteUrl).host;
  } catch {
    return 'localhost';
  }
}

/** POST /factors: a new unverified TOTP factor with its secret, otpauth URI and QR code. */
const enroll: FactorRoute = async (deps, req) => {
  const { ctx } = deps;
  const caller = await requireSession(deps, req);
  const body = readBody(req);
  if (body.factor_type !== 'totp') {
    if (body.factor_type === 'phone' || body.factor_type === 'webauthn') {
      throw unprocessable(
        `mfa_${body.factor_type}_enroll_not_enabled`,
        `MFA enroll is disabled for ${body.factor_type === 'phone' ? 'Phone' : 'WebAuthn'}`,
      );
    }
    throw badRequest('validation_failed', 'factor_type needs to be totp, phone, or webauthn');
  }
  if (!ctx.config.mfa.totpEnrollEnabled) throw unprocessable('mfa_totp_enroll_not_enabled', 'MFA enroll is disabled for TOTP');
  if (body.friendly_name !== undefined && body.friendly_name !== null && typeof body.friendly_name !== 'string') {
    throw badRequest('validation_failed', 'friendly_name must be a string');
  }
  const friendlyName = typeof body.friendly_name === 'string' ? body.friendly_name.trim().slice(0, 120) : '';
  const issuer = issuerFrom(body, ctx.config.siteUrl);
  const secret = newTotpSecret();
  const uri = otpauthUri(secret, issuer, caller.user.email || caller.user.id);
  const factorId = await ctx.db.transaction(async (tx) => {
    await tx.query(`select 1 from auth.users where id = $1::uuid for update`, [caller.user.id]);
    await tx.query(
      `delete from auth.mfa_factors where user_id = $1::uuid and status = 'unverified'
       and coalesce(last_challenged_at, created_at) < now() - make_interval(secs => $2)`,
      [caller.user.id, ctx.config.mfa.factorExpirySeconds],
    );
    const { rows } = await tx.query<{ friendly_name: string | null; status: string }>(
      `select friendly_name, status from auth.mfa_factors where user_id = $1::uuid`,
      [caller.user.id],
    );
    if (friendlyName !== '' && rows.some((f) => f.friendly_name === friendlyName)) {
      throw unprocessable('mfa_factor_name_conflict', `A factor with the friendly name "${friendlyName}" for this user already exists`);
    }
    if (rows.length >= ctx.config.mfa.maxEnrolledFactors) {
      throw unprocessable('too_many_enrolled_mfa_factors', 'Maximum number of verified factors reached, unenroll to continue');
    }
    if (rows.some((f) => f.status === 'verified') && (await sessionAal(tx, caller)) !== 'aal2') {
      throw forbidden('insufficient_aal', 'AAL2 required to enroll a new factor');
    }
    const inserted = await tx.query<{ id: string }>(
      `insert into auth.mfa_factors (user_id, friendly_name, factor_type, status, secret) values ($1::uuid, $2, 'totp', 'unverified', $3) returning id::text`,
      [caller.user.id, friendlyName, secret],
    );
    return inserted.rows[0].id;
  });
  return authJson(200, { id: factorId, type: 'totp', friendly_name: friendlyName, totp: { qr_code: qrSvg(uri), secret, uri } });
};

/** POST /factors/{id}/challenge: a challenge to verify against from the same IP within five minutes. */
const challenge: FactorRoute = async (deps, req, factorId) => {
  const { ctx } = deps;
  const caller = await requireSession(deps, req);
  limiter(deps).hit(`challenge:${req.ip}`);
  const factor = await loadFactor(ctx.db, caller.user.id, factorId);
  if (factor.factor_type !== 'totp') throw unprocessable('mfa_verification_failed', 'Only TOTP factors can be challenged here');
  if (!ctx.config.mfa.totpVerifyEnabled) throw unprocessable('mfa_totp_verify_not_enabled', 'MFA verification is disabled for TOTP');
  const { rows } = await ctx.db.transaction(async (tx) => {
    await tx.query(`update auth.mfa_factors set last_challenged_at = now() where id = $1::uuid`, [factor.id]);
    return tx.query<{ id: string; expires_at: string }>(
      `insert into auth.mfa_challenges (factor_id, ip_address) values ($1::uuid, $2)
       returning id::text, (extract(epoch from created_at)::bigint + $3)::text as expires_at`,
      [factor.id, req.ip, ctx.config.mfa.challengeExpirySeconds],
    );
  });
  return authJson(200, { id: rows[0].id, type: 'totp', expires_at: Number(rows[0].expires_at) });
};

/** POST /factors/{id}/verify: the code of the factor's secret; the session becomes aal2 (amr gains totp). */
const verify: FactorRoute = async (deps, req, factorId) => {
  const { ctx } = deps;
  const caller = await requireSession(deps, req);
  const body = readBody(req);
  limiter(deps).hit(`verify:${req.ip}`);
  const factor = await loadFactor(ctx.db, caller.user.id, factorId);
  limiter(deps).hit(`factor:${factor.id}`);
  if (!ctx.config.mfa.totpVerifyEnabled) throw unprocessable('mfa_totp_verify_not_enabled', 'MFA verification is disabled for TOTP');
  const challengeId = typeof body.challenge_id === 'string' ? body.challenge_id : '';
  if (!isUuid(challengeId)) throw badRequest('validation_failed', 'challenge_id must be an UUID');
  const code = typeof body.code === 'string' ? body.code.trim() : '';

  const result = await ctx.db.transaction(async (tx) => {
    const { rows } = await tx.query<{ ip_address: string; verified: boolean; expired: boolean }>(
      `select ip_address, verified_at is not null as verified, created_at < now() - make_interval(secs => $3) as expired
       from auth.mfa_challenges where id = $1::uuid and factor_id = $2::uuid for update`,
      [challengeId, factor.id, ctx.config.mfa.challengeExpirySeconds],
    );
    const found = rows[0];
    if (!found) return { error: unprocessable('mfa_factor_not_found', 'MFA factor with the provided challenge ID not found') };
    if (found.verified || found.ip_address !== req.ip)
      return { error: unprocessable('mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch.') };
    if (found.expired) {
      await tx.query(`delete from auth.mfa_challenges where id = $1::uuid`, [challengeId]);
      return {
        error: unprocessable(
          'mfa_challenge_expired',
          `MFA challenge ${challengeId} has expired, verify against another challenge or create a new challenge.`,
        ),
      };
    }
    const step = factor.secret ? matchTotp(factor.secret, code) : null;
    // A code is good once: its time step must be later than the last accepted one (replay of a seen code).
    const accepted =
      step !== null &&
      (
        await tx.query(
          `update auth.mfa_factors set last_totp_step = $2, updated_at = now() where id = $1::uuid and (last_totp_step is null or last_totp_step < $2)`,
          [factor.id, step],
        )
      ).affectedRows === 1;
    if (!accepted) return { error: unprocessable('mfa_verification_failed', 'Invalid TOTP code entered') };

    await tx.query(`update auth.mfa_challenges set verified_at = now() where id = $1::uuid`, [challengeId]);
    await tx.query(`update auth.mfa_factors set status = 'verified', updated_at = now() where id = $1::uuid`, [factor.id]);
    await tx.query(
      `insert into auth.mfa_amr_claims (session_id, authentication_method) values ($1::uuid, 'totp')
       on conflict (session_id, authentication_method) do update set updated_at = now()`,
      [caller.sessionId],
    );
    await tx.query(`update auth.sessions set aal = 'aal2', factor_id = $2::uuid, updated_at = now() where id = $1::uuid`, [
      caller.sessionId,
      factor.id,
    ]);
    // The aal1 refresh tokens of this session must not mint aal2 tokens: only the one issued now does.
    await tx.query(`update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1::uuid and not revoked`, [
      caller.sessionId,
    ]);
    // GoTrue: every other session of the user below aal2 ends, and other unverified TOTP factors go.
    await tx.query(`delete from auth.sessions where user_id = $1::uuid and aal < 'aal2' and id <> $2::uuid`, [
      caller.user.id,
      caller.sessionId,
    ]);
    await tx.query(
      `delete from auth.mfa_factors where user_id = $1::uuid and status = 'unverified' and factor_type = 'totp' and id <> $2::uuid`,
      [caller.user.id, factor.id],
    );
    const refreshToken = await newRefreshToken(tx, caller.user.id, caller.sessionId, null);
    return {
      session: await tokenResponse(ctx, tx, caller.user.id, caller.sessionId, refreshToken),
      firstVerification: factor.status !== 'verified',
    };
  });
  if ('error' in result && result.error) throw result.error;
  if (result.firstVerification) await sendNotification(ctx, caller.user.email, 'mfa_factor_enrolled', { factorType: factor.factor_type });
  ctx.usersChanged?.([caller.user.id]); // Realtime: the user's aal1 sessions ended, Authorization may differ at aal2
  return authJson(200, result.session);
};

/** DELETE /factors/{id}: a verified factor only from an aal2 session; its sessions go back to aal1. */
const unenroll: FactorRoute = async (deps, req, factorId) => {
  const { ctx } = deps;
  const caller = await requireSession(deps, req);
  const factor = await loadFactor(ctx.db, caller.user.id, factorId);
  if (factor.status === 'verified' && (await sessionAal(ctx.db, caller)) !== 'aal2') {
    throw unprocessable('insufficient_aal', 'AAL2 required to unenroll verified factor');
  }
  await ctx.db.transaction((tx) => removeFactor(tx, factor.id));
  ctx.usersChanged?.([caller.user.id]); // Realtime: sessions back at aal1, Authorization read again
  await sendNotification(ctx, caller.user.email, 'mfa_factor_unenrolled', { factorType: factor.factor_type });
  return authJson(200, { id: factor.id });
};

/** Deletes a factor; the sessions it raised go back to aal1 (GoTrue's DowngradeSessionsToAAL1). */
async function removeFactor(tx: Queryable, factorId: string): Promise<void> {
  await tx.query(
    `delete from auth.mfa_amr_claims where authentication_method = 'totp' and session_id in (select id from auth.sessions where factor_id = $1::uuid)`,
    [factorId],
  );
  await tx.query(`update auth.sessions set aal = 'aal1', factor_id = null, updated_at = now() where factor_id = $1::uuid`, [factorId]);
  await tx.query(`delete from auth.mfa_factors where id = $1::uuid`, [factorId]);
}

/** A factor as GoTrue serializes it in `user.factors` and the admin factor API. */
const FACTOR_SELECT = `select jsonb_build_object('id', f.id, 'friendly_name', coalesce(f.friendly_name, ''), 'factor_type', f.factor_type,
  'status', f.status, 'created_at', ${ts('f.created_at')}, 'updated_at', ${ts('f.updated_at')})
  || case when f.last_challenged_at is null then '{}'::jsonb else jsonb_build_object('last_challenged_at', ${ts('f.last_challenged_at')}) end as factor
  from auth.mfa_factors f`;

/** GET /admin/users/{id}/factors (supabase-js `auth.admin.mfa.listFactors`): the user's factors, a JSON array. */
export async function adminListFactors({ ctx }: AuthDeps, userId: string): Promise<ApiResponse> {
  const { rows } = await ctx.db.query<{ factor: Record<string, unknown> }>(
    `${FACTOR_SELECT} where f.user_id = $1::uuid order by f.created_at`,
    [userId],
  );
  return authJson(
    200,
    rows.map((r) => r.factor),
  );
}

/**
 * DELETE /admin/users/{id}/factors/{factor_id} (supabase-js `auth.admin.mfa.deleteFactor`): any factor of the user,
 * verified or not, whatever the caller's session; answers the deleted factor (GoTrue's adminUserDeleteFactor).
 */
export async function adminDeleteFactor({ ctx }: AuthDeps, userId: string, factorId: string): Promise<ApiResponse> {
  if (!isUuid(factorId)) throw notFound('validation_failed', 'factor_id must be an UUID');
  const factor = await ctx.db.transaction(async (tx) => {
    const { rows } = await tx.query<{ factor: Record<string, unknown> }>(
      `${FACTOR_SELECT} where f.id = $1::uuid and f.user_id = $2::uuid`,
      [factorId, userId],
    );
    if (!rows[0]) throw notFound('mfa_factor_not_found', 'Factor not found');
    await removeFactor(tx, factorId);
    return rows[0].factor;
  });
  return authJson(200, factor);
}

function limiter(deps: AuthDeps): AttemptLimiter {
  let found = attempts.get(deps);
  if (!found) {
    found = new AttemptLimiter(() => deps.ctx.config.mfa.verifyAttemptsPerMinute);
    attempts.set(deps, found);
  }
  return found;
}
