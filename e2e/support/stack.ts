import { readFileSync } from 'node:fs';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import ws from 'ws';

/** What the e2e server wrote for the journeys (`E2E_STATE_FILE`, set by playwright.config.ts). */
export interface StackState {
  portalUrl: string;
  apiUrl: string;
  /** The local inbox's own origin (`/api/messages`): the stack serves it on its own port. */
  inboxUrl: string;
  anonKey: string;
  serviceKey: string;
  /** The e2e server's throwaway data folder (its release store is `<dataDir>/releases`). */
  dataDir: string;
  /** The e2e server's own control endpoint (infra/scripts/e2e-server.mjs): moves time on the server for a journey. */
  controlUrl: string;
}

export function stackState(): StackState {
  return JSON.parse(readFileSync(process.env.E2E_STATE_FILE as string, 'utf8')) as StackState;
}

/** Node resolves `localhost` to ::1 first while the stack listens on 127.0.0.1. */
export const nodeUrl = (url: string) => url.replace('//localhost:', '//127.0.0.1:');

/** supabase-js in Node: no stored session, no refresh timer, Realtime over `ws`. */
export const NODE_CLIENT_OPTIONS = { auth: { persistSession: false, autoRefreshToken: false }, realtime: { transport: ws as never } };

/** The stack with the service key (test setup only): creates users, seeds rows an admin would record, reads the truth. */
export function serviceDb(): SupabaseClient {
  const { apiUrl, serviceKey } = stackState();
  return createClient(nodeUrl(apiUrl), serviceKey, NODE_CLIENT_OPTIONS);
}

/** supabase-js as a browser would use it (anon key), not signed in. */
export function anonDb(): SupabaseClient {
  const { apiUrl, anonKey } = stackState();
  return createClient(nodeUrl(apiUrl), anonKey, NODE_CLIENT_OPTIONS);
}

/**
 * Makes the auth session behind `accessToken` (its `session_id` claim) `hours` older on the server, so a journey
 * meets GoTrue's 24-hour rules (secure password change asks for an e-mailed code) without waiting a day.
 */
export async function ageSession(accessToken: string, hours: number): Promise<void> {
  const payload = JSON.parse(Buffer.from(accessToken.split('.')[1], 'base64url').toString('utf8')) as { session_id?: string };
  const res = await fetch(`${stackState().controlUrl}/age-session`, {
    method: 'POST',
    body: JSON.stringify({ session_id: payload.session_id, hours }),
  });
  if (res.status !== 204) throw new Error(`age-session answered ${res.status}: ${await res.text()}`);
}
