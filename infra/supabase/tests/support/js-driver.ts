import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import ws from 'ws';
import type { TestStack } from '../../../stack/test/support/test-stack';
import type { Actor } from '../permission-matrix';
import type { Driver, Failure, FixtureTruth } from './driver';
import { sqlDriver } from './sql-driver';
import type { BucketTarget, Target } from './targets';
import type { TestUser } from './users';

const FIXTURE_BYTES = 'fixture bytes';
const PATCHED_BYTES = 'patched by the permission matrix';

/** supabase-js signed in as `user` (or anon), exactly as the portal's browser code talks to the API. */
export async function signedInClient(stack: TestStack, user: TestUser | null): Promise<SupabaseClient> {
  const client = stack.client();
  if (user) {
    const { error } = await client.auth.signInWithPassword({ email: user.email, password: user.password });
    if (error) throw new Error(`sign-in of ${user.email} failed: ${error.message}`);
  }
  return client;
}

/**
 * supabase-js sending one access token as it is, never refreshed: what a client holding an old token (one
 * minted before its factor was removed or its session signed out) can still do with it.
 */
export function tokenClient(stack: TestStack, accessToken: string): SupabaseClient {
  return createClient(stack.url, stack.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { headers: { Authorization: `Bearer ${accessToken}` } },
    realtime: { transport: ws as unknown as typeof WebSocket },
  });
}

function storageFailure(error: unknown): Failure {
  const e = error as { statusCode?: string | number; status?: number; message: string };
  return { code: String(e.statusCode ?? e.status ?? ''), message: e.message };
}

const PERMISSION_DENIED = '42501';
const blob = (text: string, type: string) => new Blob([text], { type });

/**
 * Acts as each caller through supabase-js against the running stack (REST, storage), so the HTTP
 * layer, the JWT and row-level security are all on the path. Fixtures and ground truth use full rights.
 */
export async function jsDriver(stack: TestStack, users: Record<Actor, TestUser | null>): Promise<Driver> {
  const sql = sqlDriver(stack, users);
  const clients = {} as Record<Actor, SupabaseClient>;
  for (const actor of Object.keys(users) as Actor[]) clients[actor] = await signedInClient(stack, users[actor]);
  const service = stack.client(stack.serviceKey);
  const bucket = (t: BucketTarget, actor?: Actor) => (actor ? clients[actor] : service).storage.from(t.bucket);

  return {
    name: 'supabase-js',
    actor: (actor) => users[actor],
    async select(actor, target, keys) {
      if (target.kind === 'bucket') {
        const visible: string[] = [];
        for (const key of keys) {
          const { data } = await bucket(target, actor).download(key);
          if (data) visible.push(key);
        }
        return visible;
      }
      const { data, error } = await clients[actor].from(target.table).select(target.key).in(target.key, keys);
      // No SELECT privilege at all (no Data API grant): the caller sees nothing, as "-" says.
      if (error?.code === PERMISSION_DENIED) return [];
      if (error) throw new Error(`select ${target.table}: ${error.message}`);
      return (data as unknown as Record<string, unknown>[]).map((r) => String(r[target.key]));
    },
    async insert(actor, target, row) {
      if (target.kind === 'bucket') {
        const { error } = await bucket(target, actor).upload(String(row.name), blob(FIXTURE_BYTES, target.contentType), {
          contentType: target.contentType,
        });
        return error ? storageFailure(error) : null;
      }
      const { error } = await clients[actor].from(target.table).insert(row);
      return error ? { code: error.code, message: error.message } : null;
    },
    async update(actor, target, keys) {
      if (target.kind === 'bucket') {
        let failure: Failure | null = null;
        for (const key of keys) {
          const { error } = await bucket(target, actor).update(key, blob(PATCHED_BYTES, target.contentType), {
            contentType: target.contentType,
          });
          if (error) failure = storageFailure(error);
        }
        return failure;
      }
      const { error } = await clients[actor]
        .from(target.table)
        .update({ [target.patch.column]: target.patch.value })
        .in(target.key, keys);
      return error ? { code: error.code, message: error.message } : null;
    },
    async remove(actor, target, keys) {
      if (target.kind === 'bucket') {
        const { error } = await bucket(target, actor).remove(keys);
        return error ? storageFailure(error) : null;
      }
      const { error } = await clients[actor].from(target.table).delete().in(target.key, keys);
      return error ? { code: error.code, message: error.message } : null;
    },
    async createFixture(target, row) {
      if (target.kind === 'table') return sql.createFixture(target, row);
      const { error } = await bucket(target).upload(String(row.name), blob(FIXTURE_BYTES, target.contentType), {
        contentType: target.contentType,
      });
      if (error) throw new Error(`fixture upload ${row.name}: ${error.message}`);
    },
    async dropFixtures(target, keys) {
      if (target.kind === 'table') return sql.dropFixtures(target, keys);
      await bucket(target).remove(keys);
    },
    restore: (target, keys) => sql.restore(target, keys),
    async truth(target: Target, keys: string[]) {
      if (target.kind === 'table') return sql.truth(target, keys);
      const out = new Map<string, FixtureTruth>();
      for (const key of keys) {
        const { data } = await bucket(target).download(key);
        out.set(key, { exists: Boolean(data), patched: data ? (await data.text()) === PATCHED_BYTES : false });
      }
      return out;
    },
  };
}
