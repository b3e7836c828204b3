import { createClient, type SupabaseClient, type User } from '@supabase/supabase-js';
import { publishableKey, requireEnv } from './env.ts';
import { jsonResponse } from './http.ts';

export interface Caller {
  user: User;
  /** supabase-js acting as the caller: their token goes with every request (row-level security applies). */
  client: SupabaseClient;
}

export const clientOptions = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };

/**
 * The signed-in user behind `Authorization: Bearer <access token>`, verified by the auth server itself
 * (so it holds with the legacy JWT secret and with the new signing keys alike): functions run with
 * `verify_jwt = false`, as Supabase advises for the new API keys, and check the caller here. An API
 * key (anon, publishable, secret) is no user: 401.
 */
export async function requireCaller(req: Request): Promise<Caller | Response> {
  const authorization = req.headers.get('Authorization') ?? '';
  const token = /^Bearer\s+(\S+)$/i.exec(authorization)?.[1];
  if (!token || token.startsWith('sb_')) return jsonResponse(401, { error: 'Sign in first' });
  const client = createClient(requireEnv('SUPABASE_URL'), publishableKey(), {
    ...clientOptions,
    global: { headers: { Authorization: `Bearer ${token}` } },
  });
  const { data, error } = await client.auth.getUser(token);
  if (error || !data.user) return jsonResponse(401, { error: 'Sign in first' });
  return { user: data.user, client };
}
