import type { ApiRequest, ApiResponse } from '../http/types';
import { metadataField, readBody } from './body';
import { requireUser, type Caller } from './caller';
import type { AuthDeps } from './deps';
import { requestEmailChange, type EmailChangeLinks } from './email-change';
import { sendEmailChangedNotice, sendLinkEmail, sendNotification, verifyLink } from './emails';
import { authJson, badRequest, unprocessable } from './errors';
import { checkPasswordStrength, hashPassword, verifyPassword } from './passwords';
import { spendNonce } from './reauthenticate';
import { redirectFromQuery } from './redirects';
import { findUserByEmail, loadIdentities, loadUserJson, mergeMetadataSql, updateEmailIdentity, userJson } from './users';
import { normalizeEmail } from './validate';

/** GET /user: the signed-in user. */
export async function getUser({ ctx }: AuthDeps, req: ApiRequest): Promise<ApiResponse> {
  const { user } = await requireUser(ctx, req);
  return authJson(200, userJson(user, await loadIdentities(ctx.db, user.id)));
}

/** GoTrue asks for reauthentication when the session is older than this (user.go: `session.CreatedAt.Add(24*time.Hour)`). */
export const REAUTHENTICATION_AFTER_SECONDS = 24 * 3600;

/** Seconds since the caller's session was made (signed in, or opened from a link); undefined without a session. */
async function sessionAge(deps: AuthDeps, caller: Caller): Promise<number | undefined> {
  if (!caller.sessionId) return undefined;
  const { rows } = await deps.ctx.db.query<{ age: number }>(
    `select extract(epoch from now() - created_at)::float8 as age from auth.sessions where id = $1::uuid`,
    [caller.sessionId],
  );
  return rows[0]?.age;
}

/**
 * GoTrue's secure password change (config.toml `[auth.email] secure_password_change`): a session older than 24 hours
 * sets a new password only with the code `GET /reauthenticate` e-mailed (`nonce`); without one 400
 * reauthentication_needed, a wrong or spent one 422 reauthentication_not_valid. Switched off, nothing is asked.
 */
async function checkPasswordProof(deps: AuthDeps, caller: Caller, nonce: string | undefined): Promise<boolean> {
  if (!deps.ctx.config.authSwitches.securePasswordChange) return false;
  const age = await sessionAge(deps, caller);
  if (age !== undefined && age <= REAUTHENTICATION_AFTER_SECONDS) return false;
  if (!nonce) throw badRequest('reauthentication_needed', 'Password update requires reauthentication');
  return true;
}

/**
 * A `current_password` that is sent is checked (400 current_password_mismatch, GoTrue's answer when its
 * UpdatePasswordRequireCurrentPassword is on; it counts like a wrong sign-in). GoTrue with that option off ignores
 * it: the stack keeps the check while the portal's Change Password dialog still sends one, so a wrong one is never
 * taken. Absent, nothing is asked beyond secure_password_change's code.
 */
async function checkSentCurrentPassword(deps: AuthDeps, req: ApiRequest, caller: Caller, body: Record<string, unknown>): Promise<void> {
  if (typeof body.current_password !== 'string' || body.current_password === '' || !caller.user.encrypted_password) return;
  const email = (caller.user.email ?? caller.user.id).toLowerCase();
  deps.limiter.hit('signInSignUps', req.ip);
  await deps.limiter.slowDown(email);
  const ok = await verifyPassword(body.current_password, caller.user.encrypted_password, deps.ctx.config.passwordHashCost);
  deps.limiter.passwordChecked(email, ok);
  if (!ok) throw badRequest('current_password_mismatch', 'Current password required when setting new password.');
}

/**
 * The stack's own check on a new e-mail address (hosted asks nothing beyond the confirmation links): the session is
 * recent (less than `securePasswordChangeSeconds` old), or the body carries the right `current_password`.
 */
async function checkOwnerProof(
  { ctx, limiter }: AuthDeps,
  req: ApiRequest,
  caller: Caller,
  body: Record<string, unknown>,
  what: 'Password' | 'Email',
): Promise<void> {
  const current = typeof body.current_password === 'string' ? body.current_password : undefined;
  if (current !== undefined) {
    const email = (caller.user.email ?? caller.user.id).toLowerCase();
    limiter.hit('signInSignUps', req.ip);
    await limiter.slowDown(email);
    const ok = current !== '' && (await verifyPassword(current, caller.user.encrypted_password, ctx.config.passwordHashCost));
    limiter.passwordChecked(email, ok);
    if (!ok) throw badRequest('invalid_credentials', 'Current password is incorrect');
    return;
  }
  const { rows } = caller.sessionId
    ? await ctx.db.query<{ age: number }>(
        `select extract(epoch from now() - created_at)::float8 as age from auth.sessions where id = $1::uuid`,
        [caller.sessionId],
      )
    : { rows: [] as { age: number }[] };
  if (rows.length === 0 || rows[0].age > ctx.config.securePasswordChangeSeconds) {
    throw badRequest('reauthentication_needed', `${what} update requires reauthentication`);
  }
}

/**
 * PUT /user: password (bcrypt; other sessions signed out; needs a recent sign-in or current_password),
 * data (merged into user_metadata), email (the same proof as a password; changed at once with
 * autoconfirm, else confirmed through a link to the new address, and with double_confirm_changes a
 * link to the current address too; the old address is told once the change is made).
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

  if (emailChanged && password === undefined) await checkOwnerProof(deps, req, caller, body, 'Email');
  let passwordHash: string | undefined;
  const nonce = typeof body.nonce === 'string' && body.nonce !== '' ? body.nonce : undefined;
  let nonceNeeded = false;
  if (password !== undefined) {
    nonceNeeded = await checkPasswordProof(deps, caller, nonce);
    await checkSentCurrentPassword(deps, req, caller, body);
    checkPasswordStrength(password);
    if (await verifyPassword(password, user.encrypted_password, ctx.config.passwordHashCost)) {
      throw unprocessable('same_password', 'New password should be different from the old password.');
    }
    passwordHash = await hashPassword(password, ctx.config.passwordHashCost);
  }
  const redirectTo = redirectFromQuery(ctx.config, req.url);

  const result = await ctx.db.transaction(async (tx) => {
    if (passwordHash) {
      if (nonceNeeded) await spendNonce(tx, user.id, user.email, nonce!);
      await tx.query(`update auth.users set encrypted_password = $2, updated_at = now() where id = $1::uuid`, [user.id, passwordHash]);
      // A new password ends every other session (GoTrue: LogoutAllExceptMe).
      await tx.query(`delete from auth.sessions where user_id = $1::uuid and id is distinct from $2::uuid`, [user.id, sessionId ?? null]);
    }
    if (data) {
      await tx.query(
        `update auth.users set raw_user_meta_data = ${mergeMetadataSql('raw_user_meta_data', '$2')}, updated_at = now() where id = $1::uuid`,
        [user.id, JSON.stringify(data)],
      );
    }
    let links: EmailChangeLinks | undefined;
    if (emailChanged) {
      const taken = await findUserByEmail(tx, email);
      if (taken && taken.id !== user.id) throw unprocessable('email_exists', 'A user with this email address has already been registered');
      if (ctx.config.autoconfirm) {
        await tx.query(`update auth.users set email = $2, email_change = '', updated_at = now() where id = $1::uuid`, [user.id, email]);
        await updateEmailIdentity(tx, user.id, email);
      } else {
        links = await requestEmailChange(tx, ctx.config.doubleConfirmEmailChanges, user.id, user.email, email);
      }
    }
    return { user: (await loadUserJson(tx, user.id))!, links };
  });
  if (passwordHash) ctx.usersChanged?.([user.id]); // Realtime: the other sessions' channels end
  if (result.links && email) {
    const { toNew, toCurrent } = result.links;
    await sendLinkEmail(ctx, email, 'email_change', verifyLink(ctx, toNew, 'email_change', redirectTo));
    if (toCurrent && user.email)
      await sendLinkEmail(ctx, user.email, 'email_change', verifyLink(ctx, toCurrent, 'email_change', redirectTo));
  }
  if (emailChanged && email && ctx.config.autoconfirm && user.email) await sendEmailChangedNotice(ctx, user.email, email);
  if (passwordHash) await sendNotification(ctx, (result.user.email as string) || user.email, 'password_changed');
  return authJson(200, result.user);
}
