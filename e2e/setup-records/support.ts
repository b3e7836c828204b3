import AxeBuilder from '@axe-core/playwright';
import { randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { expect, type Page } from '@playwright/test';
import ws from 'ws';
import { putSession, stackState } from '../platform/support';

export const PASSWORD = 'E2e-pass-2025!';
const nodeUrl = (url: string) => url.replace('//localhost:', '//127.0.0.1:');

export interface E2eUser {
  id: string;
  email: string;
  password: string;
}

/** The stack with the service key: creates users, seeds rows an admin would record, reads the truth. */
export function serviceDb(): SupabaseClient {
  const { apiUrl, serviceKey } = stackState();
  return createClient(nodeUrl(apiUrl), serviceKey, { auth: { persistSession: false }, realtime: { transport: ws as never } });
}

/** supabase-js as a browser would use it (anon key), not signed in. */
export function anonDb(): SupabaseClient {
  const { apiUrl, anonKey } = stackState();
  return createClient(nodeUrl(apiUrl), anonKey, { auth: { persistSession: false }, realtime: { transport: ws as never } });
}

/** A brand-new user of the real stack (a fresh client starts from the empty states). */
export async function newUser(role: 'client' | 'admin', tag: string): Promise<E2eUser> {
  const email = `e2e-records-${tag}-${randomUUID().slice(0, 8)}@test.local`;
  const { data, error } = await serviceDb().auth.admin.createUser({
    email, password: PASSWORD, email_confirm: true, user_metadata: { name: `Records ${tag}` }, ...(role === 'admin' ? { app_metadata: { role } } : {}),
  });
  if (error || !data.user) throw error ?? new Error('no user');
  return { id: data.user.id, email, password: PASSWORD };
}

/** Signs in through supabase-js, puts the session where the page's supabase-js keeps it, opens `path`. */
export async function openAs(page: Page, user: E2eUser, path: string): Promise<void> {
  const { data, error } = await anonDb().auth.signInWithPassword({ email: user.email, password: user.password });
  if (error || !data.session) throw error ?? new Error('no session');
  await putSession(page, data.session);
  await page.goto(path);
}

/** mfe_setup's area of the page. */
export const setupArea = (page: Page) => page.locator('[id="single-spa-application:mfe_setup"]');

export async function expectScreen(page: Page, title: string): Promise<void> {
  await expect(setupArea(page).getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
}

export const SETUP_AREA = '[id="single-spa-application:mfe_setup"]';
/** Dialogs are portalled to the body: check them with this scope. */
export const DIALOG = '[role="dialog"], [role="alertdialog"]';

/** axe on the remote's area (or another scope, e.g. DIALOG). */
export async function seriousViolations(page: Page, scope = SETUP_AREA, exclude?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).include(scope);
  const result = await (exclude ? builder.exclude(exclude) : builder).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** A toast of the shell (sonner) with this text. */
export const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

interface CaughtMessage {
  to: string;
  subject: string;
  text?: string;
}

/** The e-mails the stack's mail catcher holds for `to`, newest first. */
export async function inbox(to: string): Promise<CaughtMessage[]> {
  const res = await fetch(`${stackState().inboxUrl}/api/messages?to=${encodeURIComponent(to)}`);
  return (await res.json()) as CaughtMessage[];
}
