import crypto from 'node:crypto';
import type { ApiRequest, ApiResponse } from '../http/types';
import { metadataField, readBody } from './body';
import { sessionMeta, type AuthDeps } from './deps';
import { sendLinkEmail, verifyLink } from './emails';
import { authJson, badRequest, unprocessable } from './errors';
import { createFlowState, pkceParams } from './flow-state';
import { createOneTimeToken } from './one-time-tokens';
import { checkPasswordStrength, hashPassword } from './passwords';
import { redirectFromQuery } from './redirects';
import { issueSession } from './sessions';
import { findUserByEmail, insertEmailIdentity, insertUser, loadUserJson } from './users';
import { normalizeEmail } from './validate';

/** POST /signup: a token response when autoconfirm is on, else the User and a confirmation e-mail. */
export async function signup({ ctx, limiter }: AuthDeps, req: ApiRequest): Promise<ApiResponse> {
  const body = readBody(req);
  if (!body.email && !body.phone) throw badRequest('validation_failed', 'To signup, please provide your email');
  if (!body.email) throw badRequest('phone_provider_disabled', 'Unsupported phone provider');
  const email = normalizeEmail(body.email);
  const password = body.password;
  if (typeof password !== 'string' || password === '') throw unprocessable('validation_failed', 'Signup requires a valid password');
  checkPasswordStrength(password);
  const data = metadataField(body, 'data') ?? {};
  const pkce = pkceParams(body.code_challenge, body.code_challenge_method);
  limiter.hit('signInSignUps', req.ip);
  const redirectTo = redirectFromQuery(ctx.config, req.url);
  const autoconfirm = ctx.config.autoconfirm;
  if (!autoconfirm) limiter.hit('emailSent', req.ip);
  const passwordHash = await hashPassword(password);

  const outcome = await ctx.db.transaction(async (tx) => {
    const existing = await findUserByEmail(tx, email);
    let userId: string;
    if (existing) {
      if (autoconfirm) throw unprocessable('user_already_exists', 'User already registered');
      // Without autoconfirm GoTrue never reveals that an address is registered.
      if (existing.email_confirmed_at) return { kind: 'obfuscated' as const };
      userId = existing.id;
      await tx.query(`update auth.users set encrypted_password = $2, raw_user_meta_data = $3::jsonb, updated_at = now() where id = $1::uuid`, [
        userId,
        passwordHash,
        JSON.stringify(data),
      ]);
    } else {
      userId = await insertUser(tx, { email, passwordHash, userMetadata: data, provider: 'email', confirmed: autoconfirm });
      await insertEmailIdentity(tx, userId, email, autoconfirm);
    }
    if (autoconfirm) return { kind: 'session' as const, session: await issueSession(ctx, tx, userId, 'password', sessionMeta(req)) };
    const token = await createOneTimeToken(tx, userId, 'confirmation_token', email, pkce !== undefined);
    if (pkce) await createFlowState(tx, pkce, 'email', 'email/signup', userId);
    await tx.query(`update auth.users set confirmation_sent_at = now() where id = $1::uuid`, [userId]);
    return { kind: 'user' as const, user: (await loadUserJson(tx, userId))!, token };
  });

  if (outcome.kind === 'session') return authJson(200, outcome.session);
  if (outcome.kind === 'obfuscated') return authJson(200, obfuscatedUser(email, data));
  await sendLinkEmail(ctx, email, 'signup', verifyLink(ctx, outcome.token, 'signup', redirectTo));
  return authJson(200, outcome.user);
}

/** What GoTrue answers for an already confirmed address when confirmations are on: a plausible, unrelated user. */
function obfuscatedUser(email: string, data: Record<string, unknown>): Record<string, unknown> {
  const now = new Date().toISOString();
  return {
    id: crypto.randomUUID(),
    aud: 'authenticated',
    role: 'authenticated',
    email,
    phone: '',
    confirmation_sent_at: now,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: data,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}
