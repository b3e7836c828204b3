import crypto from 'node:crypto';
import path from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import ws from 'ws';
import { signJwt } from '../../src/jwt';
import { startTestStack, type TestStack } from '../support/test-stack';

export interface TestUser {
  id: string;
  token: string;
  client: SupabaseClient;
}

/** An access token as the auth service issues it, signed with the stack's secret. */
export function userToken(stack: TestStack, id: string, expiresIn = 3600): string {
  const now = Math.floor(Date.now() / 1000);
  return signJwt(
    { sub: id, role: 'authenticated', aud: 'authenticated', iat: now, exp: now + expiresIn, email: `${id.slice(0, 8)}@example.test` },
    stack.config.jwtSecret,
  );
}

/** supabase-js as a signed-in browser uses it: anon key as apikey, the user's token as Authorization. */
export function clientWithToken(stack: TestStack, token: string): SupabaseClient {
  return createClient(stack.url, stack.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { headers: { Authorization: `Bearer ${token}` } },
    realtime: { transport: ws as unknown as typeof WebSocket },
  });
}

export function newUser(stack: TestStack): TestUser {
  const id = crypto.randomUUID();
  const token = userToken(stack, id);
  return { id, token, client: clientWithToken(stack, token) };
}

/**
 * Test buckets and the usual Supabase policy: a user reads and writes only under a folder named after
 * their own id. `docs` is private, `avatars` public, `images` private with size and type limits.
 */
export async function createTestBuckets(stack: TestStack): Promise<void> {
  await stack.ctx.db.exec(`
    insert into storage.buckets (id, name, public) values ('docs', 'docs', false), ('avatars', 'avatars', true);
    insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
      values ('images', 'images', false, 1024, array['image/*', 'application/pdf']);
    create policy "own folder: read" on storage.objects for select to authenticated
      using (bucket_id in ('docs', 'avatars', 'images') and (storage.foldername(name))[1] = auth.uid()::text);
    create policy "own folder: upload" on storage.objects for insert to authenticated
      with check (bucket_id in ('docs', 'avatars', 'images') and (storage.foldername(name))[1] = auth.uid()::text);
    create policy "own folder: replace" on storage.objects for update to authenticated
      using (bucket_id in ('docs', 'avatars', 'images') and (storage.foldername(name))[1] = auth.uid()::text)
      with check (bucket_id in ('docs', 'avatars', 'images') and (storage.foldername(name))[1] = auth.uid()::text);
    create policy "own folder: delete" on storage.objects for delete to authenticated
      using (bucket_id in ('docs', 'avatars', 'images') and (storage.foldername(name))[1] = auth.uid()::text);
  `);
}

/** The raw HTTP answer, for the checks supabase-js hides (status, headers, error body). */
export async function rawFetch(stack: TestStack, path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${stack.url}/storage/v1${path}`, init);
}

/** A stack without the portal's migrations: these suites test the storage service with buckets they create. */
export function startStorageStack(): Promise<TestStack> {
  return startTestStack({ migrationsDir: path.join(__dirname, 'no-migrations') });
}
