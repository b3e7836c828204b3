import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import ws from 'ws';
import { signJwt } from '../../src/jwt';
import type { TestStack } from '../support/test-stack';

export interface RestClient {
  db: SupabaseClient;
  /** The last response's headers (supabase-js hides them; the wrapped fetch keeps them for assertions). */
  lastHeaders(): Headers;
}

/**
 * A supabase-js client with the anon key, and optionally a user's access token as
 * `global.headers.Authorization` — tokens signed here with the project's secret, exactly as the auth
 * service signs them, so these suites do not depend on /auth/v1 (it still works once auth exists).
 */
export function restClient(stack: TestStack, options: { key?: string; token?: string; headers?: Record<string, string> } = {}): RestClient {
  let last = new Headers();
  const headers: Record<string, string> = { ...(options.headers ?? {}) };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  const db = createClient(stack.url, options.key ?? stack.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: ws as unknown as typeof WebSocket },
    global: {
      headers,
      fetch: async (input, init) => {
        const res = await fetch(input, init);
        last = res.headers;
        return res;
      },
    },
  });
  return { db, lastHeaders: () => last };
}

export function userToken(stack: TestStack, sub: string, extra: Record<string, unknown> = {}): string {
  const now = Math.floor(Date.now() / 1000);
  return signJwt({ sub, role: 'authenticated', aud: 'authenticated', iat: now, exp: now + 3600, ...extra }, stack.config.jwtSecret);
}
