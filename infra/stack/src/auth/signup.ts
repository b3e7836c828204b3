import crypto from 'node:crypto';
import type { Queryable } from '../db/types';
import type { ApiRequest, ApiResponse } from '../http/types';
import { metadataField, readBody } from './body';
import { sessionMeta, type AuthDeps } from './deps';
import { sendLinkEmail, verifyLink } from './emails';
import { authJson, badRequest, unprocessable } from './errors';
import { createFlowState, pkceParams } from './flow-state';
import { createOneTimeToken } from './one-time-tokens';
import { checkPasswordStrength, hashPassword } from './passwords';
import { redirectFromQuery } from './redirects';
import { steadyAnswer } from './steady-answer';
import { issueSession } from './sessions';
import { findUserByEmail, insertEmailIdentity, insertUser, loadUserJson } from './users';
import { normalizeEmail } from './validate';

/**
 * POST /signup: a token response when autoconfirm is on, else the User and a confirmation e-mail. Without an e-mail
 * address or phone number it is an anonymous sign-in (GoTrue's router), when `[auth] enable_anonymous_sign_ins` is
 * on (else 422 anonymous_provider_disabled). `[auth] enable_signup = false` refuses every new user (422
 * signup_disabled), `[auth.email] enable_signup = false` e-mail ones (400 email_provider_disabled); the stack offers
 * no phone sign-up (400 phone_provider_disabled).
 */
export async function signup(deps: AuthDeps, req: ApiRequest): Promise<ApiResponse> {
  const { ctx, limiter } = deps;
  const body = readBody(req);
  const switches = ctx.config.authSwitches;
  if (!body.email && !body.phone) {
    if (!switches.enableAnonymousSignIns) throw unprocessable('anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
    return signupAnonymously(deps, req, body);
  }
  if (!switches.enableSignup) throw unprocessable('signup_disabled', 'Signups not allowed for this instance');
  if (!body.email) throw badRequest('phone_provider_disabled', 'Phone signups are disabled');
  if (!switches.enableEmailSignup) throw badRequest('email_provider_disabled', 'Email signups are disabled');
  const email = normalizeEmail(body.email);
  const password = body.password;
  if (typeof password !== 'string' || password === '') throw unprocessable('validation_failed', 'Signup requires a valid password');
  checkPasswordStrength(password);
  const data = metadataField(body, 'data') ?? {};
  const pkce = pkceParams(body.code_challenge, body.code_challenge_method);
  const startedAt = performance.now();
  limiter.hit('signInSignUps', req.ip);
  const redirectTo = redirectFromQuery(ctx.config, req.url);
  const autoconfirm = ctx.config.autoconfirm;
  if (!autoconfirm) limiter.hit('emailSent', req.ip);
  const passwordHash = await hashPassword(password, ctx.config.passwordHashCost);

  const outcome = await ctx.db.transaction(async (tx) => {
    const existing = await findUserByEmail(tx, email);
    if (existing && autoconfirm) throw unprocessable('user_already_exists', 'User already registered');
    // Without autoconfirm GoTrue never reveals that an address is registered, and never changes an
    // existing account: nobody proved they own the address (the first password and data stay).
    if (existing?.email_confirmed_at) return { kind: 'obfuscated' as const, user: await lookAlikeUser(tx, email, data) };
    const userId = existing
      ? existing.id
      : await insertUser(tx, { email, passwordHash, userMetadata: data, provider: 'email', confirmed: autoconfirm });
    if (!existing) await insertEmailIdentity(tx, userId, email, autoconfirm);
    if (autoconfirm) return { kind: 'session' as const, session: await issueSession(ctx, tx, userId, 'password', sessionMeta(req)) };
    const token = await createOneTimeToken(tx, userId, 'confirmation_token', email, pkce !== undefined);
    if (pkce) await createFlowState(tx, pkce, 'email', 'email/signup', userId);
    await tx.query(`update auth.users set confirmation_sent_at = now() where id = $1::uuid`, [userId]);
    // A repeated sign-up only re-sends the confirmation; its answer is a look-alike, never the account.
    if (existing) return { kind: 'resent' as const, user: await lookAlikeUser(tx, email, data), token };
    return { kind: 'user' as const, user: (await loadUserJson(tx, userId))!, token };
  });

  if (outcome.kind === 'session') return authJson(200, outcome.session);
  const mail =
    outcome.kind === 'obfuscated' ? undefined : sendLinkEmail(ctx, email, 'signup', verifyLink(ctx, outcome.token, 'signup', redirectTo));
  await steadyAnswer(startedAt, mail);
  return authJson(200, outcome.user);
}

/** GoTrue's SignupAnonymously: a user with no address and `is_anonymous`, signed in at once (amr `anonymous`). */
async function signupAnonymously({ ctx, limiter }: AuthDeps, req: ApiRequest, body: Record<string, unknown>): Promise<ApiResponse> {
  if (!ctx.config.authSwitches.enableSignup) throw unprocessable('signup_disabled', 'Signups not allowed for this instance');
  limiter.hit('signInSignUps', req.ip);
  const data = metadataField(body, 'data') ?? {};
  const session = await ctx.db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: string }>(
      `insert into auth.users (instance_id, aud, role, email, raw_app_meta_data, raw_user_meta_data, is_anonymous)
       values ('00000000-0000-0000-0000-000000000000', 'authenticated', 'authenticated', null, '{}'::jsonb, $1::jsonb, true)
       returning id::text`,
      [JSON.stringify(data)],
    );
    return issueSession(ctx, tx, rows[0].id, 'anonymous', sessionMeta(req));
  });
  return authJson(200, session);
}

/**
 * What the server answers for an address that is already registered when confirmations are on: a
 * plausible, unrelated user shaped exactly like a new sign-up's. It is a new sign-up, under a
 * placeholder address, rolled back (so triggers shape it as they shape real ones); nothing is kept.
 */
async function lookAlikeUser(tx: Queryable, email: string, data: Record<string, unknown>): Promise<Record<string, unknown>> {
  await tx.query('savepoint look_alike');
  try {
    const placeholder = `${crypto.randomUUID()}@look-alike.invalid`;
    const id = await insertUser(tx, { email: placeholder, userMetadata: data, provider: 'email', confirmed: false });
    await insertEmailIdentity(tx, id, placeholder, false);
    await tx.query(`update auth.users set confirmation_sent_at = now() where id = $1::uuid`, [id]);
    const user = (await loadUserJson(tx, id))!;
    return JSON.parse(JSON.stringify(user).split(placeholder).join(email)) as Record<string, unknown>;
  } finally {
    await tx.query('rollback to savepoint look_alike');
  }
}
