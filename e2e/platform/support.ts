import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { createClient, type Session } from '@supabase/supabase-js';
import { expect, type Page } from '@playwright/test';
import ws from 'ws';

interface StackState {
  portalUrl: string;
  apiUrl: string;
  /** The local inbox's own origin (`/api/messages`): the stack serves it on its own port. */
  inboxUrl: string;
  anonKey: string;
  serviceKey: string;
  /** The e2e server's throwaway data folder (its release store is `<dataDir>/releases`). */
  dataDir: string;
}

export function stackState(): StackState {
  return JSON.parse(readFileSync(process.env.E2E_STATE_FILE as string, 'utf8')) as StackState;
}

const PASSWORD = 'E2e-pass-2025!';

/** Node resolves `localhost` to ::1 first while the stack listens on 127.0.0.1. */
const nodeUrl = (url: string) => url.replace('//localhost:', '//127.0.0.1:');
const users = new Map<string, string>();

/** A fresh user of the real stack, created with the service key (admin API), once per role and run. */
export async function testUser(role: 'admin' | 'client'): Promise<string> {
  const known = users.get(role);
  if (known) return known;
  const email = await newTestUser(role);
  users.set(role, email);
  return email;
}

/** Another fresh user of the real stack (never cached): for "another client never sees it" checks. */
export async function newTestUser(role: 'admin' | 'client'): Promise<string> {
  const { apiUrl, serviceKey } = stackState();
  const admin = createClient(nodeUrl(apiUrl), serviceKey, { auth: { persistSession: false }, realtime: { transport: ws as never } });
  const email = `e2e-${role}-${randomUUID().slice(0, 8)}@test.local`;
  const { error } = await admin.auth.admin.createUser({ email, password: PASSWORD, email_confirm: true, app_metadata: { role } });
  if (error) throw error;
  return email;
}

/** Signs in through supabase-js against the real stack. */
export async function signInSession(email: string, password = PASSWORD): Promise<Session> {
  const { apiUrl, anonKey } = stackState();
  const client = createClient(nodeUrl(apiUrl), anonKey, { auth: { persistSession: false }, realtime: { transport: ws as never } });
  const { data, error } = await client.auth.signInWithPassword({ email, password });
  if (error || !data.session) throw error ?? new Error('no session');
  return data.session;
}

/** supabase-js' browser storage key for the API URL (`sb-<first host label>-auth-token`). */
export function storageKey(): string {
  return `sb-${new URL(stackState().apiUrl).hostname.split('.')[0]}-auth-token`;
}

/**
 * Puts `session` where the page's supabase-js keeps it (replacing whatever was stored). It opens the portal's
 * small config document to reach the origin's storage: loading a screen just for that would cost a whole
 * portal load per journey.
 */
export async function putSession(page: Page, session: Session): Promise<void> {
  await page.goto('/portal-config.json');
  await page.evaluate(([key, value]) => {
    localStorage.clear();
    localStorage.setItem(key, value);
  }, [storageKey(), JSON.stringify(session)]);
}

/** Puts a real session where the page's supabase-js keeps it, then opens `path`. */
export async function openSignedIn(page: Page, role: 'admin' | 'client', path = '/', email?: string): Promise<void> {
  await putSession(page, await signInSession(email ?? (await testUser(role))));
  await page.goto(path);
}

/** Client-side navigation, as a remote or the sidebar would do it. */
export async function navigateInPage(page: Page, path: string): Promise<void> {
  await page.evaluate((p) => window.history.pushState(null, '', p), path);
}

export async function expectTitle(page: Page, title: string | RegExp, remote?: string): Promise<void> {
  const scope = remote ? page.locator(`[id="single-spa-application:${remote}"]`) : page;
  await expect(scope.getByRole('heading', { level: 1, name: title, exact: typeof title === 'string' }).first()).toBeVisible();
}
