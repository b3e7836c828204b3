import crypto from 'node:crypto';
import type { ApiRequest, ApiResponse } from '../http/types';
import { metadataField, readBody } from './body';
import { requireAdmin } from './caller';
import type { AuthDeps } from './deps';
import { requestEmailChange } from './email-change';
import { verifyLink, type LinkType } from './emails';
import { authJson, badRequest, notFound, unprocessable } from './errors';
import { DUPLICATE_EMAIL, inviteUser } from './invite';
import { createOneTimeTokenWithOtp, type OneTimeTokenType } from './one-time-tokens';
import { hashPassword, checkPasswordStrength } from './passwords';
import { redirectFromQuery, safeRedirect } from './redirects';
import { findUserByEmail, insertEmailIdentity, insertUser, loadUserJson } from './users';
import { normalizeEmail } from './validate';

const TYPES = ['signup', 'invite', 'magiclink', 'recovery', 'email_change_current', 'email_change_new'] as const;
type GenerateType = (typeof TYPES)[number];

/**
 * POST /admin/generate_link {type, email, password, data, new_email, redirect_to} (service role; supabase-js
 * `auth.admin.generateLink`), as GoTrue's adminGenerateLink: the link is made (and the user, for signup / invite /
 * an unknown magiclink address) but nothing is e-mailed. Answers the User with `action_link`, `email_otp`,
 * `hashed_token` (verifyOtp's token_hash), `verification_type` and `redirect_to`.
 */
export async function generateLink(deps: AuthDeps, req: ApiRequest): Promise<ApiResponse> {
  const { ctx } = deps;
  requireAdmin(ctx, req);
  const body = readBody(req);
  if (body.email === undefined || body.email === '') throw badRequest('validation_failed', 'An email address is required');
  const email = normalizeEmail(body.email);
  let type = body.type as GenerateType;
  // GoTrue: the body's redirect_to when allowed, else the request's (the query supabase-js sends), else the site URL.
  const redirectTo =
    typeof body.redirect_to === 'string' && body.redirect_to !== ''
      ? safeRedirect(ctx.config, body.redirect_to)
      : redirectFromQuery(ctx.config, req.url);
  const data = metadataField(body, 'data');
  if (!TYPES.includes(type)) throw badRequest('validation_failed', `Invalid email action link type requested: ${String(body.type)}`);
  let password = typeof body.password === 'string' && body.password !== '' ? body.password : undefined;
  const known = await findUserByEmail(ctx.db, email);
  if (!known) {
    if (type === 'magiclink') {
      // GoTrue: a magic link for an unknown address signs it up (with a random password).
      type = 'signup';
      password = crypto.randomBytes(48).toString('base64url');
    } else if (type === 'recovery' || type === 'email_change_current' || type === 'email_change_new') {
      throw notFound('user_not_found', 'User with this email not found');
    }
  }
  if (type === 'signup' && !known) {
    if (!password) throw unprocessable('validation_failed', 'Signup requires a valid password');
    checkPasswordStrength(password);
  }
  const passwordHash = type === 'signup' && !known && password ? await hashPassword(password, ctx.config.passwordHashCost) : undefined;
  let newEmail: string | undefined;
  if (type === 'email_change_current' || type === 'email_change_new') {
    if (type === 'email_change_current' && !ctx.config.doubleConfirmEmailChanges)
      throw badRequest('validation_failed', 'Enable secure email change to generate link for current email');
    newEmail = normalizeEmail(body.new_email);
  }

  const made = await ctx.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email);
    let userId = user?.id;
    let tokenType: OneTimeTokenType;
    let relatesTo = email;
    let linkType: LinkType =
      type === 'signup'
        ? 'signup'
        : type === 'invite'
          ? 'invite'
          : type === 'recovery'
            ? 'recovery'
            : type === 'magiclink'
              ? 'magiclink'
              : 'email_change';
    if (type === 'invite') {
      userId = (await inviteUser(tx, email, data)).userId;
      tokenType = 'confirmation_token';
    } else if (type === 'signup') {
      if (user?.email_confirmed_at) throw unprocessable('email_exists', DUPLICATE_EMAIL);
      if (!userId) {
        userId = await insertUser(tx, { email, passwordHash, userMetadata: data ?? {}, provider: 'email', confirmed: false });
        await insertEmailIdentity(tx, userId, email, false);
      } else if (data) {
        await tx.query(`update auth.users set raw_user_meta_data = raw_user_meta_data || $2::jsonb where id = $1::uuid`, [
          userId,
          JSON.stringify(data),
        ]);
      }
      tokenType = 'confirmation_token';
      await tx.query(`update auth.users set confirmation_sent_at = now() where id = $1::uuid`, [userId]);
    } else if (type === 'magiclink' || type === 'recovery') {
      tokenType = 'recovery_token';
      await tx.query(`update auth.users set recovery_sent_at = now() where id = $1::uuid`, [userId]);
    } else {
      const taken = await findUserByEmail(tx, newEmail!);
      if (taken && taken.id !== userId) throw unprocessable('email_exists', DUPLICATE_EMAIL);
      await requestEmailChange(tx, false, userId!, email, newEmail!);
      // requestEmailChange made the new address's token; generate_link answers the one of the type asked for.
      await tx.query(`delete from auth.one_time_tokens where user_id = $1::uuid and token_type like 'email_change_token%'`, [userId]);
      tokenType = type === 'email_change_current' ? 'email_change_token_current' : 'email_change_token_new';
      relatesTo = newEmail!;
      linkType = 'email_change';
    }
    const { token, otp } = await createOneTimeTokenWithOtp(
      tx,
      userId!,
      tokenType,
      type === 'email_change_current' ? email : relatesTo,
      false,
    );
    if (type === 'email_change_current') {
      // The current address's token relates to the change (verify applies it); its code was sent to the current address.
      await tx.query(
        `update auth.one_time_tokens set relates_to = $2 where user_id = $1::uuid and token_type = 'email_change_token_current'`,
        [userId, newEmail],
      );
    }
    return { userId: userId!, token, otp, linkType };
  });
  const user = await loadUserJson(ctx.db, made.userId);
  return authJson(200, {
    ...user,
    action_link: verifyLink(ctx, made.token, made.linkType, redirectTo),
    email_otp: made.otp,
    hashed_token: made.token,
    verification_type: type,
    redirect_to: redirectTo,
  });
}
