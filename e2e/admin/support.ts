import AxeBuilder from '@axe-core/playwright';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Page } from '@playwright/test';
import ws from 'ws';
import { putSession, signInSession, stackState } from '../platform/support';

const PASSWORD = 'E2e-pass-2025!';
const nodeUrl = (url: string) => url.replace('//localhost:', '//127.0.0.1:');

/** The stack as its service role (test setup only: creating users). */
export function serviceClient(): SupabaseClient {
  const { apiUrl, serviceKey } = stackState();
  return createClient(nodeUrl(apiUrl), serviceKey, { auth: { persistSession: false }, realtime: { transport: ws as never } });
}

/** supabase-js signed in as `email`, exactly as a browser would talk to the API. */
export async function clientAs(email: string): Promise<SupabaseClient> {
  const { apiUrl, anonKey } = stackState();
  const session = await signInSession(email);
  const client = createClient(nodeUrl(apiUrl), anonKey, { auth: { persistSession: false }, realtime: { transport: ws as never } });
  await client.auth.setSession({ access_token: session.access_token, refresh_token: session.refresh_token });
  return client;
}

/** Fresh clients of the real stack, created one after another (so their sign-up times follow `emails`). */
export async function createClients(emails: readonly string[]): Promise<string[]> {
  const service = serviceClient();
  const ids: string[] = [];
  for (const email of emails) {
    const { data, error } = await service.auth.admin.createUser({ email, password: PASSWORD, email_confirm: true, user_metadata: { name: email.split('@')[0] } });
    if (error || !data.user) throw error ?? new Error('no user');
    ids.push(data.user.id);
  }
  return ids;
}

export async function seriousViolations(page: Page, remote = 'mfe_admin'): Promise<string[]> {
  const result = await new AxeBuilder({ page }).include(`[id="single-spa-application:${remote}"]`).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Opens `path` signed in as `email` (a session put where the page's supabase-js keeps it). */
export async function openSignedInAs(page: Page, email: string, path: string): Promise<void> {
  const session = await signInSession(email);
  await putSession(page, session);
  await page.goto(path);
}
