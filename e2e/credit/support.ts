import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { expect, type Locator, type Page } from '@playwright/test';
import ws from 'ws';
import { putSession, signInSession, stackState } from '../platform/support';

const PASSWORD = 'E2e-pass-2025!';
const nodeUrl = (url: string) => url.replace('//localhost:', '//127.0.0.1:');

/** A new user of the real stack (service key, admin API), distinct on every call. */
export async function newUser(role: 'admin' | 'client'): Promise<string> {
  const { apiUrl, serviceKey } = stackState();
  const admin = createClient(nodeUrl(apiUrl), serviceKey, { auth: { persistSession: false }, realtime: { transport: ws as never } });
  const email = `e2e-credit-${role}-${randomUUID().slice(0, 8)}@test.local`;
  const { error } = await admin.auth.admin.createUser({ email, password: PASSWORD, email_confirm: true, app_metadata: { role } });
  if (error) throw error;
  return email;
}

/** supabase-js signed in as `email`, as an attacker with a stolen-free but real session would use it. */
export async function clientFor(email: string): Promise<SupabaseClient> {
  const { apiUrl, anonKey } = stackState();
  const session = await signInSession(email, PASSWORD);
  const client = createClient(nodeUrl(apiUrl), anonKey, { auth: { persistSession: false }, realtime: { transport: ws as never } });
  await client.auth.setSession({ access_token: session.access_token, refresh_token: session.refresh_token });
  return client;
}

/** Opens `path` signed in as `email` (the session put where the page's supabase-js keeps it). */
export async function openAs(page: Page, email: string, path: string): Promise<void> {
  const session = await signInSession(email, PASSWORD);
  await putSession(page, session);
  await page.goto(path);
}

/** This remote's area of the page. */
export function creditArea(page: Page): Locator {
  return page.locator('[id="single-spa-application:mfe_credit"]');
}

/** The card (article) whose heading is `name`. */
export function cardNamed(page: Page, name: string): Locator {
  return creditArea(page).getByRole('article', { name, exact: true });
}

export async function expectToast(page: Page, text: string): Promise<void> {
  await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
}

/** axe on this remote's area: no serious or critical violation. */
export async function expectNoSeriousViolations(page: Page): Promise<void> {
  const result = await new AxeBuilder({ page }).include('[id="single-spa-application:mfe_credit"]').analyze();
  const bad = result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(bad).toEqual([]);
}
