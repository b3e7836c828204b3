import type { Queryable } from '../db/types';
import type { ApiRequest, ApiResponse } from '../http/types';
import { metadataField, readBody } from './body';
import { requireAdmin } from './caller';
import type { AuthDeps } from './deps';
import { sendLinkEmail, verifyLink } from './emails';
import { authJson, badRequest, unprocessable } from './errors';
import { createOneTimeToken } from './one-time-tokens';
import { redirectFromQuery } from './redirects';
import { findUserByEmail, insertEmailIdentity, insertUser, loadUserJson } from './users';
import { normalizeEmail } from './validate';

export const DUPLICATE_EMAIL = 'A user with this email address has already been registered';

/**
 * An invited user (GoTrue's Invite / generate_link type invite): created without a password when the address is new,
 * or the unconfirmed user of that address; a confirmed one is 422 email_exists. A confirmation token (the link's
 * `type=invite`), `invited_at` and `confirmation_sent_at` are set. Returns the token and the user's id.
 */
export async function inviteUser(
  tx: Queryable,
  email: string,
  data: Record<string, unknown> | undefined,
): Promise<{ userId: string; token: string }> {
  const existing = await findUserByEmail(tx, email);
  if (existing?.email_confirmed_at) throw unprocessable('email_exists', DUPLICATE_EMAIL);
  let userId = existing?.id;
  if (!userId) {
    userId = await insertUser(tx, { email, userMetadata: data ?? {}, provider: 'email', confirmed: false });
    await insertEmailIdentity(tx, userId, email, false);
  }
  const token = await createOneTimeToken(tx, userId, 'confirmation_token', email, false);
  await tx.query(`update auth.users set invited_at = now(), confirmation_sent_at = now(), updated_at = now() where id = $1::uuid`, [
    userId,
  ]);
  return { userId, token };
}

/**
 * POST /invite {email, data} (service role only; supabase-js `auth.admin.inviteUserByEmail`): e-mails an invitation
 * link (`/verify?type=invite`, which confirms the address and signs the user in to set a password) and answers the
 * User, as GoTrue's internal/api/invite.go.
 */
export async function invite(deps: AuthDeps, req: ApiRequest): Promise<ApiResponse> {
  const { ctx } = deps;
  requireAdmin(ctx, req);
  const body = readBody(req);
  if (body.email === undefined || body.email === '') throw badRequest('validation_failed', 'An email address is required');
  const email = normalizeEmail(body.email);
  const data = metadataField(body, 'data');
  const redirectTo = redirectFromQuery(ctx.config, req.url);
  const { userId, token } = await ctx.db.transaction((tx) => inviteUser(tx, email, data));
  await sendLinkEmail(ctx, email, 'invite', verifyLink(ctx, token, 'invite', redirectTo));
  return authJson(200, await loadUserJson(ctx.db, userId));
}
