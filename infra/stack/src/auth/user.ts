import type { ApiRequest, ApiResponse } from '../http/types';
import { metadataField, readBody } from './body';
import { requireUser, type Caller } from './caller';
import type { AuthDeps } from './deps';
import { sendLinkEmail, verifyLink } from './emails';
import { authJson, badRequest, unprocessable } from './errors';
import { createOneTimeToken } from './one-time-tokens';
import { checkPasswordStrength, hashPassword, verifyPassword } from './passwords';
import { redirectFromQuery } from './redirects';
import { findUserByEmail, insertEmailIdentity, loadIdentities, loadUserJson, mergeMetadataSql, userJson } from './users';
import { normalizeEmail } from './validate';

/** GET /user: the signed-in user. */
export async function getUser({ ctx }: AuthDeps, req: ApiRequest): Promise<ApiResponse> {
  const { user } = await requireUser(ctx, req);
  return authJson(200, userJson(user, await loadIdentities(ctx.db, user.id)));
}

/**
 * GoTrue's secure password change: a new password needs proof that the person at the keyboard is the
 * owner. Either the session is recent (signed in, or came from a reset link, less than
 * `securePasswordChangeSeconds` ago) or the body carries `current_password` and it is right.
 */
async function checkPasswordChangeProof({ ctx, limiter }: AuthDeps, req: ApiRequest, caller: Caller, body: Record<string, unknown>): Promise<void> {
  const current = typeof body.current_password === 'string' ? body.current_password : undefined;
  if (current !== undefined) {
    const email = (caller.user.email ?? caller.user.id).toLowerCase();
    limiter.hit('signInSignUps', req.ip);
    await limiter.slowDown(email);
    const ok = current !== '' && (await verifyPassword(current, caller.user.encrypted_password));
    limiter.passwordChecked(email, ok);
    if (!ok) throw badRequest('invalid_credentials', 'Current password is incorrect');
    return;
  }
  const { rows } = caller.sessionId
    ? await ctx.db.query<{ age: number }>(`select extract(epoch from now() - created_at)::float8 as age from auth.sessions where id = $1::uuid`, [caller.sessionId])
    : { rows: [] as { age: number }[] };
  if (rows.length === 0 || rows[0].age > ctx.config.securePasswordChangeSeconds) {
    throw badRequest('reauthentication_needed', 'Password update requires reauthentication');
  }
}

/**
 * PUT /user: password (bcrypt; other sessions signed out; needs a recent sign-in or current_password),
 * data (merged into user_metadata), email (changed at once with autoconfirm, else confirmed through a
 * link sent to the new address).
 */
export async function updateUser(deps: AuthDeps, req: ApiRequest): Promise<ApiResponse> {
  const { ctx } = deps;
  const caller = await requireUser(ctx, req);
  const { user, sessionId } = caller;
  const body = readBody(req);
  const data = metadataField(body, 'data');
  const password = typeof body.password === 'string' && body.password !== '' ? body.password : undefined;
  const email = body.email !== undefined && body.email !== null && body.email !== '' ? normalizeEmail(body.email) : undefined;
  const emailChanged = email !== undefined && email !== (user.email ?? '').toLowerCase();

  let passwordHash: string | undefined;
  if (password !== undefined) {
    await checkPasswordChangeProof(deps, req, caller, body);
    checkPasswordStrength(password);
    if (await verifyPassword(password, user.encrypted_password)) {
      throw unprocessable('same_password', 'New password should be different from the old password.');
    }
    passwordHash = await hashPassword(password);
  }
  const redirectTo = redirectFromQuery(ctx.config, req.url);

  const result = await ctx.db.transaction(async (tx) => {
    if (passwordHash) {
      await tx.query(`update auth.users set encrypted_password = $2, updated_at = now() where id = $1::uuid`, [user.id, passwordHash]);
      // A new password ends every other session (GoTrue: LogoutAllExceptMe).
      await tx.query(`delete from auth.sessions where user_id = $1::uuid and id is distinct from $2::uuid`, [user.id, sessionId ?? null]);
    }
    if (data) {
      await tx.query(`update auth.users set raw_user_meta_data = ${mergeMetadataSql('raw_user_meta_data', '$2')}, updated_at = now() where id = $1::uuid`, [
        user.id,
        JSON.stringify(data),
      ]);
    }
    let changeToken: string | undefined;
    if (emailChanged) {
      const taken = await findUserByEmail(tx, email);
      if (taken && taken.id !== user.id) throw unprocessable('email_exists', 'A user with this email address has already been registered');
      if (ctx.config.autoconfirm) {
        await tx.query(`update auth.users set email = $2, email_change = null, updated_at = now() where id = $1::uuid`, [user.id, email]);
        await updateEmailIdentity(tx, user.id, email);
      } else {
        changeToken = await createOneTimeToken(tx, user.id, 'email_change_token', email, false);
        await tx.query(`update auth.users set email_change = $2, email_change_sent_at = now(), updated_at = now() where id = $1::uuid`, [user.id, email]);
      }
    }
    return { user: (await loadUserJson(tx, user.id))!, changeToken };
  });
  if (result.changeToken && email) await sendLinkEmail(ctx, email, 'email_change', verifyLink(ctx, result.changeToken, 'email_change', redirectTo));
  return authJson(200, result.user);
}

/** The email identity follows the user's address (created if the user had none). */
export async function updateEmailIdentity(tx: Parameters<typeof insertEmailIdentity>[0], userId: string, email: string): Promise<void> {
  const { affectedRows } = await tx.query(
    `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text), updated_at = now()
     where user_id = $1::uuid and provider = 'email'`,
    [userId, email],
  );
  if (affectedRows === 0) await insertEmailIdentity(tx, userId, email, true);
}
