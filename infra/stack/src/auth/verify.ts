import type { Queryable } from '../db/types';
import type { ApiRequest, ApiResponse } from '../http/types';
import { readBody } from './body';
import { sessionMeta, type AuthDeps } from './deps';
import { authJson, badRequest, forbidden } from './errors';
import { issueAuthCodeForUser } from './flow-state';
import { consumeOneTimeToken, consumeOtp, isPkceToken, type ConsumedToken, type OneTimeTokenType } from './one-time-tokens';
import { redirect, redirectFromQuery, withFragment, withQuery } from './redirects';
import { issueSession, sessionParams, type TokenResponse } from './sessions';
import { findUserById } from './users';
import { applyEmailChangeToken, SINGLE_CONFIRMATION_ACCEPTED } from './email-change';
import { sendEmailChangedNotice } from './emails';
import { normalizeEmail } from './validate';

const TOKEN_TYPES: Record<string, OneTimeTokenType[]> = {
  signup: ['confirmation_token'],
  invite: ['confirmation_token'],
  recovery: ['recovery_token'],
  magiclink: ['recovery_token', 'confirmation_token'],
  email_change: ['email_change_token_new', 'email_change_token_current'],
  email: ['confirmation_token', 'recovery_token'],
};

/** GoTrue's authentication method names (also the amr claim's method). */
const METHODS: Record<string, string> = {
  signup: 'email/signup',
  invite: 'invite',
  recovery: 'recovery',
  magiclink: 'magiclink',
  email_change: 'email_change',
  email: 'otp',
};

type Verified =
  | { kind: 'invalid' }
  | { kind: 'half' }
  | { kind: 'code'; code: string; changed?: EmailChanged }
  | { kind: 'session'; session: TokenResponse; changed?: EmailChanged };

/** An address change this verification made (its old address is told after the commit). */
interface EmailChanged {
  from: string | null;
  to: string;
}

function verifyType(type: string | null | undefined): string {
  if (!type || !TOKEN_TYPES[type]) throw badRequest('validation_failed', 'Unsupported verification type');
  return type;
}

/** Spends the token and applies what it proves (a confirmed address, a changed address), then signs in. */
async function applyToken(
  deps: AuthDeps,
  req: ApiRequest,
  tx: Queryable,
  token: string,
  type: string,
  allowPkce: boolean,
  otpEmail?: string,
): Promise<Verified> {
  const consumed: ConsumedToken | undefined =
    otpEmail === undefined
      ? await consumeOneTimeToken(tx, token, TOKEN_TYPES[type])
      : await consumeOtp(tx, otpEmail, token, TOKEN_TYPES[type]);
  if (!consumed) return { kind: 'invalid' };
  const user = await findUserById(tx, consumed.userId);
  if (!user) return { kind: 'invalid' };
  let changed: EmailChanged | undefined;
  if (consumed.type === 'email_change_token_new' || consumed.type === 'email_change_token_current') {
    const outcome = await applyEmailChangeToken(tx, consumed);
    if (outcome.kind !== 'changed') return outcome;
    changed = { from: outcome.from, to: outcome.to };
  } else if (!user.email_confirmed_at) {
    // Following an e-mailed link proves the address.
    await tx.query(`update auth.users set email_confirmed_at = now(), updated_at = now() where id = $1::uuid`, [user.id]);
    await tx.query(
      `update auth.identities set identity_data = identity_data || '{"email_verified": true}'::jsonb where user_id = $1::uuid and provider = 'email'`,
      [user.id],
    );
  }
  if (allowPkce && isPkceToken(token)) {
    const code = await issueAuthCodeForUser(tx, user.id, METHODS[type] === 'otp' ? 'email/signup' : METHODS[type]);
    return code ? { kind: 'code', code, changed } : { kind: 'invalid' };
  }
  return { kind: 'session', session: await issueSession(deps.ctx, tx, user.id, METHODS[type], sessionMeta(req)), changed };
}

/** After the commit: the address the account had before is told it changed. */
async function notifyChange(deps: AuthDeps, result: Verified): Promise<void> {
  if ((result.kind === 'session' || result.kind === 'code') && result.changed?.from) {
    await sendEmailChangedNotice(deps.ctx, result.changed.from, result.changed.to);
  }
}

/** GET /verify?token&type&redirect_to: the e-mailed link; 303 back to the app with the session, a code, or an error. */
export async function verifyLinkGet(deps: AuthDeps, req: ApiRequest): Promise<ApiResponse> {
  const { ctx } = deps;
  deps.limiter.hit('tokenVerifications', req.ip);
  const type = verifyType(req.url.searchParams.get('type'));
  const token = req.url.searchParams.get('token') ?? '';
  if (!token) throw badRequest('validation_failed', 'Verify requires a token or a token hash');
  const redirectTo = redirectFromQuery(ctx.config, req.url);
  const result = await ctx.db.transaction((tx) => applyToken(deps, req, tx, token, type, true));
  await notifyChange(deps, result);
  if (result.kind === 'half') {
    return redirect(303, withFragment(redirectTo, new URLSearchParams({ message: SINGLE_CONFIRMATION_ACCEPTED, sb: '' })));
  }
  if (result.kind === 'code') return redirect(303, withQuery(redirectTo, { code: result.code }));
  if (result.kind === 'session') return redirect(303, withFragment(redirectTo, sessionParams(result.session, { type })));
  const error = new URLSearchParams({
    error: 'access_denied',
    error_code: 'otp_expired',
    error_description: 'Email link is invalid or has expired',
  });
  return redirect(303, withFragment(redirectTo, error));
}

/**
 * POST /verify: verifyOtp with the link's token (`{type, token_hash}`) or with the e-mailed 6-digit code
 * (`{type, email, token}`); a token response.
 */
export async function verifyPost(deps: AuthDeps, req: ApiRequest): Promise<ApiResponse> {
  deps.limiter.hit('tokenVerifications', req.ip);
  const body = readBody(req);
  if ((body.type === 'sms' || body.type === 'phone_change') && typeof body.phone === 'string' && body.phone !== '' && body.token) {
    // GoTrue checks the number (E.164) and then finds no code for it: the stack sends no SMS, so none exists.
    if (!/^[1-9]\d{1,14}$/.test(body.phone.replace(/^\+/, '').replace(/ /g, ''))) {
      throw badRequest('validation_failed', 'Invalid phone number format (E.164 required)');
    }
    throw forbidden('otp_expired', 'Token has expired or is invalid');
  }
  const type = verifyType(typeof body.type === 'string' ? body.type : undefined);
  const hash = typeof body.token_hash === 'string' ? body.token_hash : '';
  const code = typeof body.token === 'string' ? body.token : '';
  if (!hash && code && typeof body.phone === 'string' && body.phone !== '')
    throw badRequest('phone_provider_disabled', 'Unsupported phone provider');
  const email = !hash && code ? normalizeEmail(body.email) : undefined;
  const token = hash || code;
  if (!token) throw forbidden('otp_expired', 'Token has expired or is invalid');
  const result = await deps.ctx.db.transaction((tx) => applyToken(deps, req, tx, token, type, false, email));
  await notifyChange(deps, result);
  if (result.kind === 'half') return authJson(200, { msg: SINGLE_CONFIRMATION_ACCEPTED, code: '200' });
  if (result.kind !== 'session') throw forbidden('otp_expired', 'Token has expired or is invalid');
  return authJson(200, result.session);
}
