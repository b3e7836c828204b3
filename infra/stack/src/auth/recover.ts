import type { ApiRequest, ApiResponse } from '../http/types';
import { metadataField, readBody } from './body';
import type { AuthDeps } from './deps';
import { sendLinkEmail, verifyLink, type LinkType } from './emails';
import { authJson, badRequest, unprocessable } from './errors';
import { createFlowState, pkceParams } from './flow-state';
import { createOneTimeToken } from './one-time-tokens';
import { redirectFromQuery } from './redirects';
import { steadyAnswer } from './steady-answer';
import { findUserByEmail, insertEmailIdentity, insertUser } from './users';
import { normalizeEmail } from './validate';

/** POST /recover: e-mails a one-time reset link; answers 200 {} whether or not the address is known. */
export async function recover({ ctx, limiter }: AuthDeps, req: ApiRequest): Promise<ApiResponse> {
  const body = readBody(req);
  if (!body.email) throw badRequest('validation_failed', 'Password recovery requires an email');
  const email = normalizeEmail(body.email);
  const pkce = pkceParams(body.code_challenge, body.code_challenge_method);
  const startedAt = performance.now();
  limiter.hit('emailSent', req.ip);
  const redirectTo = redirectFromQuery(ctx.config, req.url);
  const token = await ctx.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (!user) return undefined;
    const created = await createOneTimeToken(tx, user.id, 'recovery_token', email, pkce !== undefined);
    if (pkce) await createFlowState(tx, pkce, 'email', 'recovery', user.id);
    await tx.query(`update auth.users set recovery_sent_at = now() where id = $1::uuid`, [user.id]);
    return created;
  });
  // The same answer in the same time whether or not the address is known (no enumeration by timing).
  await steadyAnswer(startedAt, token ? sendLinkEmail(ctx, email, 'recovery', verifyLink(ctx, token, 'recovery', redirectTo)) : undefined);
  return authJson(200, {});
}

/** POST /otp (signInWithOtp by e-mail): a magic link; new addresses are signed up unless create_user is false. */
export async function otp({ ctx, limiter }: AuthDeps, req: ApiRequest): Promise<ApiResponse> {
  const body = readBody(req);
  if (!body.email && typeof body.phone === 'string' && body.phone !== '')
    throw badRequest('phone_provider_disabled', 'Unsupported phone provider');
  if (!body.email) throw badRequest('validation_failed', 'An email address is required');
  const email = normalizeEmail(body.email);
  const pkce = pkceParams(body.code_challenge, body.code_challenge_method);
  const data = metadataField(body, 'data') ?? {};
  limiter.hit('signInSignUps', req.ip);
  limiter.hit('emailSent', req.ip);
  const redirectTo = redirectFromQuery(ctx.config, req.url);
  const sent = await ctx.db.transaction(async (tx) => {
    let user = await findUserByEmail(tx, email);
    if (!user) {
      if (body.create_user === false || !ctx.config.authSwitches.enableSignup)
        throw unprocessable('otp_disabled', 'Signups not allowed for otp');
      const id = await insertUser(tx, { email, userMetadata: data, provider: 'email', confirmed: false });
      await insertEmailIdentity(tx, id, email, false);
      user = (await findUserByEmail(tx, email))!;
    }
    const confirmed = Boolean(user.email_confirmed_at);
    const type: LinkType = confirmed ? 'magiclink' : 'signup';
    const token = await createOneTimeToken(tx, user.id, confirmed ? 'recovery_token' : 'confirmation_token', email, pkce !== undefined);
    if (pkce) await createFlowState(tx, pkce, 'email', confirmed ? 'magiclink' : 'email/signup', user.id);
    return { token, type };
  });
  await sendLinkEmail(ctx, email, sent.type, verifyLink(ctx, sent.token, sent.type, redirectTo));
  return authJson(200, {});
}
