import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { expect, type Page } from '@playwright/test';
import ws from 'ws';
import { putSession, stackState } from '../platform/support';

/** Node resolves `localhost` to ::1 first while the stack listens on 127.0.0.1. */
const nodeUrl = (url: string) => url.replace('//localhost:', '//127.0.0.1:');
const PASSWORD = 'E2e-build-out-2025!';

export interface TestUser {
  id: string;
  email: string;
  name: string;
  /** supabase-js signed in as this user, against the real stack (RLS applies). */
  db: SupabaseClient;
}

/** A fresh user of the real stack (created with the service key), signed in through supabase-js. */
export async function createUser(role: 'client' | 'admin', name: string): Promise<TestUser> {
  const { apiUrl, anonKey, serviceKey } = stackState();
  const options = { auth: { persistSession: false, autoRefreshToken: false }, realtime: { transport: ws as never } };
  const service = createClient(nodeUrl(apiUrl), serviceKey, options);
  const email = `e2e-buildout-${role}-${randomUUID().slice(0, 8)}@test.local`;
  const { data, error } = await service.auth.admin.createUser({
    email, password: PASSWORD, email_confirm: true, app_metadata: { role }, user_metadata: { name },
  });
  if (error || !data.user) throw error ?? new Error('no user');
  const db = createClient(nodeUrl(apiUrl), anonKey, options);
  const signIn = await db.auth.signInWithPassword({ email, password: PASSWORD });
  if (signIn.error) throw signIn.error;
  return { id: data.user.id, email, name, db };
}

/** Opens `path` in the page signed in as `user` (the session where the page's supabase-js keeps it). */
export async function openAs(page: Page, user: TestUser, path: string): Promise<void> {
  const { data } = await user.db.auth.getSession();
  if (!data.session) throw new Error('no session');
  await putSession(page, data.session);
  await page.goto(path);
}

/** mfe_setup's area of the page. */
export const setupArea = (page: Page) => page.locator('[id="single-spa-application:mfe_setup"]');

export async function expectNoSeriousViolations(page: Page): Promise<void> {
  const result = await new AxeBuilder({ page }).include('[id="single-spa-application:mfe_setup"]').analyze();
  const serious = result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} -> ${v.nodes.map((n) => `${n.target.join(" ")} ${n.html.slice(0, 120)} ${n.failureSummary ?? ""}`).join(", ")}`);
  expect(serious).toEqual([]);
}
