import type { Queryable } from '../db/types';

/** A timestamptz as GoTrue prints it (RFC 3339, UTC, microseconds). */
export const ts = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

export interface UserRow {
  id: string;
  aud: string;
  role: string;
  email: string | null;
  phone: string | null;
  encrypted_password: string | null;
  email_confirmed_at: string | null;
  invited_at?: string | null;
  confirmed_at: string | null;
  confirmation_sent_at: string | null;
  recovery_sent_at: string | null;
  email_change: string | null;
  email_change_sent_at: string | null;
  last_sign_in_at: string | null;
  raw_app_meta_data: Record<string, unknown>;
  raw_user_meta_data: Record<string, unknown>;
  banned_until: string | null;
  is_anonymous: boolean;
  created_at: string;
  updated_at: string;
  /** The user's MFA factors as GoTrue serializes them (src/auth/mfa). */
  factors?: Record<string, unknown>[];
}

export interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Record<string, unknown>;
  provider: string;
  email: string | null;
  last_sign_in_at: string | null;
  created_at: string;
  updated_at: string;
}

export const USER_SELECT = `select u.id::text, u.aud, u.role, u.email, u.phone, u.encrypted_password,
  ${ts('u.email_confirmed_at')} as email_confirmed_at, ${ts('u.invited_at')} as invited_at, ${ts('u.confirmed_at')} as confirmed_at,
  ${ts('u.confirmation_sent_at')} as confirmation_sent_at, ${ts('u.recovery_sent_at')} as recovery_sent_at,
  u.email_change, ${ts('u.email_change_sent_at')} as email_change_sent_at, ${ts('u.last_sign_in_at')} as last_sign_in_at,
  u.raw_app_meta_data, u.raw_user_meta_data, ${ts('u.banned_until')} as banned_until, u.is_anonymous,
  ${ts('u.created_at')} as created_at, ${ts('u.updated_at')} as updated_at,
  (select coalesce(jsonb_agg(jsonb_build_object('id', f.id, 'friendly_name', coalesce(f.friendly_name, ''), 'factor_type', f.factor_type,
     'status', f.status, 'created_at', ${ts('f.created_at')}, 'updated_at', ${ts('f.updated_at')},
     'last_challenged_at', ${ts('f.last_challenged_at')}) order by f.created_at), '[]'::jsonb)
   from auth.mfa_factors f where f.user_id = u.id) as factors
  from auth.users u`;

export async function findUserById(q: Queryable, id: string): Promise<UserRow | undefined> {
  return (await q.query<UserRow>(`${USER_SELECT} where u.id = $1::uuid and u.deleted_at is null`, [id])).rows[0];
}

export async function findUserByEmail(q: Queryable, email: string): Promise<UserRow | undefined> {
  return (
    await q.query<UserRow>(`${USER_SELECT} where lower(u.email) = lower($1) and u.is_sso_user = false and u.deleted_at is null`, [email])
  ).rows[0];
}

export async function loadIdentities(q: Queryable, userId: string): Promise<IdentityRow[]> {
  const { rows } = await q.query<IdentityRow>(
    `select id::text, provider_id, user_id::text, identity_data, provider, email,
       ${ts('last_sign_in_at')} as last_sign_in_at, ${ts('created_at')} as created_at, ${ts('updated_at')} as updated_at
     from auth.identities where user_id = $1::uuid order by created_at, provider`,
    [userId],
  );
  return rows;
}

/** The User object exactly as GoTrue serializes it (null timestamps left out). */
export function userJson(user: UserRow, identities: IdentityRow[]): Record<string, unknown> {
  const out: Record<string, unknown> = {
    id: user.id,
    aud: user.aud ?? 'authenticated',
    role: user.role ?? 'authenticated',
    email: user.email ?? '',
  };
  if (user.email_confirmed_at) out.email_confirmed_at = user.email_confirmed_at;
  out.phone = user.phone ?? '';
  if (user.invited_at) out.invited_at = user.invited_at;
  if (user.confirmation_sent_at) out.confirmation_sent_at = user.confirmation_sent_at;
  if (user.confirmed_at) out.confirmed_at = user.confirmed_at;
  if (user.recovery_sent_at) out.recovery_sent_at = user.recovery_sent_at;
  if (user.email_change) out.new_email = user.email_change;
  if (user.email_change_sent_at) out.email_change_sent_at = user.email_change_sent_at;
  if (user.last_sign_in_at) out.last_sign_in_at = user.last_sign_in_at;
  out.app_metadata = user.raw_app_meta_data ?? {};
  out.user_metadata = user.raw_user_meta_data ?? {};
  out.identities = identities.map(identityJson);
  out.created_at = user.created_at;
  out.updated_at = user.updated_at;
  if (user.banned_until) out.banned_until = user.banned_until;
  out.is_anonymous = user.is_anonymous;
  if (user.factors?.length) out.factors = user.factors;
  return out;
}

export function identityJson(identity: IdentityRow): Record<string, unknown> {
  const out: Record<string, unknown> = {
    identity_id: identity.id,
    id: identity.provider_id,
    user_id: identity.user_id,
    identity_data: identity.identity_data,
    provider: identity.provider,
  };
  if (identity.last_sign_in_at) out.last_sign_in_at = identity.last_sign_in_at;
  out.created_at = identity.created_at;
  out.updated_at = identity.updated_at;
  if (identity.email) out.email = identity.email;
  return out;
}

export async function loadUserJson(q: Queryable, id: string): Promise<Record<string, unknown> | undefined> {
  const user = await findUserById(q, id);
  return user && userJson(user, await loadIdentities(q, id));
}

export interface NewUser {
  email: string;
  passwordHash?: string | null;
  userMetadata?: Record<string, unknown>;
  appMetadata?: Record<string, unknown>;
  provider: string;
  confirmed: boolean;
  role?: string;
}

/**
 * Inserts a user. app_metadata is `{provider, providers:[provider]}` merged with what the caller gives;
 * database triggers on auth.users may add more (e.g. a role): the row as stored is what counts.
 */
export async function insertUser(tx: Queryable, user: NewUser): Promise<string> {
  const appMetadata = { provider: user.provider, providers: [user.provider], ...(user.appMetadata ?? {}) };
  const { rows } = await tx.query<{ id: string }>(
    `insert into auth.users (instance_id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data)
     values ('00000000-0000-0000-0000-000000000000', 'authenticated', $1, $2, $3, case when $4::boolean then now() end, $5::jsonb, $6::jsonb)
     returning id::text`,
    [
      user.role ?? 'authenticated',
      user.email,
      user.passwordHash ?? null,
      user.confirmed,
      JSON.stringify(appMetadata),
      JSON.stringify(user.userMetadata ?? {}),
    ],
  );
  return rows[0].id;
}

/** The email identity GoTrue keeps for a password user (provider_id = user id). */
export async function insertEmailIdentity(tx: Queryable, userId: string, email: string, verified: boolean): Promise<void> {
  const data = { sub: userId, email, email_verified: verified, phone_verified: false };
  await tx.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at)
     values ($1::text, $2::uuid, $3::jsonb, 'email', now())
     on conflict (provider_id, provider) do update set identity_data = excluded.identity_data, updated_at = now()`,
    [userId, userId, JSON.stringify(data)],
  );
}

/** app_metadata.providers = the providers of the user's identities (other keys kept). */
export async function syncProviders(tx: Queryable, userId: string): Promise<void> {
  await tx.query(
    `update auth.users set raw_app_meta_data = raw_app_meta_data || jsonb_build_object('providers',
       coalesce((select jsonb_agg(p order by p) from (select distinct provider as p from auth.identities where user_id = $1::uuid) s), '[]'::jsonb)),
       updated_at = now()
     where id = $1::uuid`,
    [userId],
  );
}

/** GoTrue's metadata update: top-level keys merged, a null value removes the key. */
export function mergeMetadataSql(column: string, param: string): string {
  return `((${column} || ${param}::jsonb) - (select coalesce(array_agg(k), '{}'::text[]) from jsonb_each(${param}::jsonb) as e(k, v) where v = 'null'::jsonb))`;
}

/** The email identity follows the user's address (created if the user had none). */
export async function updateEmailIdentity(tx: Queryable, userId: string, email: string): Promise<void> {
  const { affectedRows } = await tx.query(
    `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text), updated_at = now()
     where user_id = $1::uuid and provider = 'email'`,
    [userId, email],
  );
  if (affectedRows === 0) await insertEmailIdentity(tx, userId, email, true);
}
