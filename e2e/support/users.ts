import { randomUUID } from 'node:crypto';
import type { Session, SupabaseClient } from '@supabase/supabase-js';
import { anonDb, serviceDb } from './stack';

export type Role = 'admin' | 'client';

/** Every user the journeys create through the admin API has this password. */
export const PASSWORD = 'E2e-pass-2025!';

export interface E2eUser {
  id: string;
  email: string;
  password: string;
  role: Role;
}

export interface NewUserOptions {
  /** The e-mail's middle part, `e2e-<tag>-<random>@test.local` (default: the role). */
  tag?: string;
  /** The whole e-mail, when a journey needs to know or order it. */
  email?: string;
  /** The profile name (`user_metadata.name`), shown by the screens that greet or list users. */
  name?: string;
}

/** A brand-new user of the real stack (service key, admin API), distinct on every call: it starts from the empty states. */
export async function newUser(role: Role, options: NewUserOptions = {}): Promise<E2eUser> {
  const email = options.email ?? `e2e-${options.tag ?? role}-${randomUUID().slice(0, 8)}@test.local`;
  const { data, error } = await serviceDb().auth.admin.createUser({
    email,
    password: PASSWORD,
    email_confirm: true,
    app_metadata: { role },
    ...(options.name === undefined ? {} : { user_metadata: { name: options.name } }),
  });
  if (error || !data.user) throw error ?? new Error('no user');
  return { id: data.user.id, email, password: PASSWORD, role };
}

/** Fresh clients created one after another (their sign-up times follow `emails`), named after their e-mail's local part. */
export async function newClients(emails: readonly string[]): Promise<E2eUser[]> {
  const users: E2eUser[] = [];
  for (const email of emails) users.push(await newUser('client', { email, name: email.split('@')[0] }));
  return users;
}

const perRole = new Map<Role, Promise<E2eUser>>();

/** A user of `role` shared by the journeys of one worker (created once per role and run): for journeys that need "a client". */
export function testUser(role: Role): Promise<E2eUser> {
  let user = perRole.get(role);
  if (!user) {
    user = newUser(role);
    perRole.set(role, user);
  }
  return user;
}

/** Signs in through supabase-js against the real stack, as `user` (or the e-mail of a user with PASSWORD). */
export async function signInSession(user: E2eUser | string): Promise<Session> {
  const { email, password } = typeof user === 'string' ? { email: user, password: PASSWORD } : user;
  const { data, error } = await anonDb().auth.signInWithPassword({ email, password });
  if (error || !data.session) throw error ?? new Error('no session');
  return data.session;
}

/** supabase-js signed in as `user`, exactly as a browser would talk to the API (RLS applies). */
export async function dbAs(user: E2eUser | string): Promise<SupabaseClient> {
  const session = await signInSession(user);
  const db = anonDb();
  const { error } = await db.auth.setSession({ access_token: session.access_token, refresh_token: session.refresh_token });
  if (error) throw error;
  return db;
}

export type UserWithDb = E2eUser & { db: SupabaseClient };

/** A brand-new user and supabase-js signed in as them. */
export async function newUserWithDb(role: Role, options: NewUserOptions = {}): Promise<UserWithDb> {
  const user = await newUser(role, options);
  return { ...user, db: await dbAs(user) };
}
