import type { ApiRequest, ApiResponse } from '../http/types';
import { metadataField, readBody } from './body';
import { requireAdmin } from './caller';
import type { AuthDeps } from './deps';
import { authJson, badRequest, notFound, unprocessable } from './errors';
import { generateLink } from './generate-link';
import { adminOAuthClients } from './oauth-server/clients';
import { adminDeleteFactor, adminListFactors } from './mfa/factors-api';
import { checkPasswordStrength, hashPassword } from './passwords';
import { updateEmailIdentity } from './users';
import {
  findUserByEmail,
  insertEmailIdentity,
  insertUser,
  loadIdentities,
  loadUserJson,
  mergeMetadataSql,
  USER_SELECT,
  userJson,
  type UserRow,
} from './users';
import { normalizeEmail } from './validate';
import { isUuid } from '../http/uuid';

/**
 * A page parameter as GoTrue's paginate reads it (strconv.ParseUint): absent is the default, anything but digits is
 * 400 validation_failed "Bad Pagination Parameters: ..."; 0 counts as the default here (GoTrue's page 0 is page 1).
 */
function pageParam(name: string, value: string | null, fallback: number, max: number): number {
  if (value === null || value === '') return fallback;
  if (!/^\d+$/.test(value)) {
    throw badRequest('validation_failed', `Bad Pagination Parameters: strconv.ParseUint: parsing ${JSON.stringify(value)}: invalid syntax`);
  }
  const n = Number(value);
  void name;
  return n > 0 ? Math.min(n, max) : fallback;
}

/** GET /admin/users?page&per_page: newest first, `{users, aud}` + X-Total-Count and Link as GoTrue sends them. */
async function listUsers({ ctx }: AuthDeps, req: ApiRequest): Promise<ApiResponse> {
  const page = pageParam('page', req.url.searchParams.get('page'), 1, 1_000_000);
  const perPage = pageParam('per_page', req.url.searchParams.get('per_page'), 50, 1000);
  const [{ count }] = (await ctx.db.query<{ count: string }>(`select count(*)::text as count from auth.users where deleted_at is null`))
    .rows;
  const { rows } = await ctx.db.query<UserRow>(
    `${USER_SELECT} where u.deleted_at is null order by u.created_at desc, u.id limit $1 offset $2`,
    [perPage, (page - 1) * perPage],
  );
  const users = [];
  for (const row of rows) users.push(userJson(row, await loadIdentities(ctx.db, row.id)));
  const total = Number(count);
  const totalPages = Math.max(1, Math.ceil(total / perPage));
  const links: string[] = [];
  if (page < totalPages) links.push(`</admin/users?page=${page + 1}&per_page=${perPage}>; rel="next"`);
  links.push(`</admin/users?page=${totalPages}&per_page=${perPage}>; rel="last"`);
  return authJson(200, { users, aud: 'authenticated' }, { 'X-Total-Count': String(total), Link: links.join(', ') });
}

/** POST /admin/users {email, password, email_confirm, user_metadata, app_metadata, role}. */
async function createUser({ ctx }: AuthDeps, req: ApiRequest): Promise<ApiResponse> {
  const body = readBody(req);
  const email = normalizeEmail(body.email);
  const password = typeof body.password === 'string' && body.password !== '' ? body.password : undefined;
  if (password !== undefined) checkPasswordStrength(password);
  const passwordHash = password === undefined ? null : await hashPassword(password, ctx.config.passwordHashCost);
  const confirmed = body.email_confirm === true;
  const id = await ctx.db.transaction(async (tx) => {
    if (await findUserByEmail(tx, email)) throw unprocessable('email_exists', 'A user with this email address has already been registered');
    const userId = await insertUser(tx, {
      email,
      passwordHash,
      confirmed,
      provider: 'email',
      userMetadata: metadataField(body, 'user_metadata') ?? {},
      appMetadata: metadataField(body, 'app_metadata'),
      role: typeof body.role === 'string' && body.role !== '' ? body.role : undefined,
    });
    await insertEmailIdentity(tx, userId, email, confirmed);
    return userId;
  });
  return authJson(200, await loadUserJson(ctx.db, id));
}

function userIdFrom(path: string): string {
  const id = decodeURIComponent(path.slice('/admin/users/'.length));
  if (!isUuid(id)) throw notFound('validation_failed', 'user_id must be an UUID');
  return id;
}

async function getUserById({ ctx }: AuthDeps, id: string): Promise<ApiResponse> {
  const user = await loadUserJson(ctx.db, id);
  if (!user) throw notFound('user_not_found', 'User not found');
  return authJson(200, user);
}

/** PUT /admin/users/:id: email, password, email_confirm, user_metadata / app_metadata (merged), role, ban_duration. */
async function updateUserById({ ctx }: AuthDeps, req: ApiRequest, id: string): Promise<ApiResponse> {
  const body = readBody(req);
  const email = body.email ? normalizeEmail(body.email) : undefined;
  const password = typeof body.password === 'string' && body.password !== '' ? body.password : undefined;
  if (password !== undefined) checkPasswordStrength(password);
  const passwordHash = password === undefined ? undefined : await hashPassword(password, ctx.config.passwordHashCost);
  const userMetadata = metadataField(body, 'user_metadata');
  const appMetadata = metadataField(body, 'app_metadata');
  await ctx.db.transaction(async (tx) => {
    if (!(await loadUserJson(tx, id))) throw notFound('user_not_found', 'User not found');
    if (email) {
      const taken = await findUserByEmail(tx, email);
      if (taken && taken.id !== id) throw unprocessable('email_exists', 'A user with this email address has already been registered');
      await tx.query(`update auth.users set email = $2, updated_at = now() where id = $1::uuid`, [id, email]);
      await updateEmailIdentity(tx, id, email);
    }
    if (passwordHash)
      await tx.query(`update auth.users set encrypted_password = $2, updated_at = now() where id = $1::uuid`, [id, passwordHash]);
    if (body.email_confirm === true)
      await tx.query(`update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()) where id = $1::uuid`, [id]);
    if (userMetadata)
      await tx.query(
        `update auth.users set raw_user_meta_data = ${mergeMetadataSql('raw_user_meta_data', '$2')}, updated_at = now() where id = $1::uuid`,
        [id, JSON.stringify(userMetadata)],
      );
    if (appMetadata)
      await tx.query(
        `update auth.users set raw_app_meta_data = ${mergeMetadataSql('raw_app_meta_data', '$2')}, updated_at = now() where id = $1::uuid`,
        [id, JSON.stringify(appMetadata)],
      );
    if (typeof body.role === 'string' && body.role !== '')
      await tx.query(`update auth.users set role = $2 where id = $1::uuid`, [id, body.role]);
    if (typeof body.ban_duration === 'string') await applyBan(tx, id, body.ban_duration);
  });
  ctx.usersChanged?.([id]); // Realtime: a ban's ended sessions, a new role's Authorization
  return authJson(200, await loadUserJson(ctx.db, id));
}

/** ban_duration: 'none' lifts a ban, otherwise a duration such as '24h', '30m', '100s'. */
async function applyBan(tx: Parameters<typeof updateEmailIdentity>[0], id: string, duration: string): Promise<void> {
  if (duration === 'none') {
    await tx.query(`update auth.users set banned_until = null where id = $1::uuid`, [id]);
    return;
  }
  const match = duration.match(/^(\d+)(h|m|s)$/);
  if (!match) throw unprocessable('validation_failed', 'invalid format for ban duration');
  const seconds = Number(match[1]) * { h: 3600, m: 60, s: 1 }[match[2] as 'h' | 'm' | 's'];
  await tx.query(`update auth.users set banned_until = now() + make_interval(secs => $2) where id = $1::uuid`, [id, seconds]);
  await tx.query(`delete from auth.sessions where user_id = $1::uuid`, [id]);
}

async function deleteUserById({ ctx }: AuthDeps, id: string): Promise<ApiResponse> {
  const { affectedRows } = await ctx.db.query(`delete from auth.users where id = $1::uuid`, [id]);
  if (affectedRows === 0) throw notFound('user_not_found', 'User not found');
  ctx.usersChanged?.([id]); // Realtime: the deleted user's channels end
  return authJson(200, {});
}

/** /admin/users[/:id[/factors[/:factor_id]]], /admin/generate_link and /admin/oauth/clients (oauth-server/): service role only (403 not_admin otherwise). */
export async function admin(deps: AuthDeps, req: ApiRequest): Promise<ApiResponse | undefined> {
  if (req.path === '/admin/generate_link') return req.method === 'POST' ? generateLink(deps, req) : undefined;
  if (req.path === '/admin/oauth' || req.path.startsWith('/admin/oauth/')) return adminOAuthClients(deps, req);
  if (req.path !== '/admin/users' && !req.path.startsWith('/admin/users/')) return undefined;
  requireAdmin(deps.ctx, req);
  const factors = /^\/admin\/users\/([^/]+)\/factors(?:\/([^/]+))?$/.exec(req.path);
  if (factors) {
    const id = userIdFrom(`/admin/users/${factors[1]}`);
    if (!(await loadUserJson(deps.ctx.db, id))) throw notFound('user_not_found', 'User not found');
    if (factors[2] === undefined) return req.method === 'GET' ? adminListFactors(deps, id) : undefined;
    return req.method === 'DELETE' ? adminDeleteFactor(deps, id, decodeURIComponent(factors[2])) : undefined;
  }
  if (req.path === '/admin/users') {
    if (req.method === 'GET') return listUsers(deps, req);
    if (req.method === 'POST') return createUser(deps, req);
    return undefined;
  }
  const id = userIdFrom(req.path);
  if (req.method === 'GET') return getUserById(deps, id);
  if (req.method === 'PUT') return updateUserById(deps, req, id);
  if (req.method === 'DELETE') return deleteUserById(deps, id);
  return undefined;
}
