import type { Page } from '@playwright/test';
import type { Session } from '@supabase/supabase-js';
import { stackState } from './stack';
import { signInSession, testUser, type E2eUser, type Role } from './users';

/** supabase-js' browser storage key for the API URL (`sb-<first host label>-auth-token`). */
export function storageKey(): string {
  return `sb-${new URL(stackState().apiUrl).hostname.split('.')[0]}-auth-token`;
}

/**
 * Puts `session` where the page's supabase-js keeps it (replacing whatever was stored): the one way the journeys
 * sign a page in without the sign-in screens. It opens the portal's small config document to reach the origin's
 * storage: loading a screen just for that would cost a whole portal load per journey.
 */
export async function putSession(page: Page, session: Session): Promise<void> {
  await page.goto('/portal-config.json');
  await page.evaluate(
    ([key, value]) => {
      localStorage.clear();
      localStorage.setItem(key, value);
    },
    [storageKey(), JSON.stringify(session)],
  );
}

/** Opens `path` signed in as `user`, or as the worker's shared user of that role (a real session, put by putSession). */
export async function openSignedIn(page: Page, user: Role | E2eUser, path = '/'): Promise<void> {
  await putSession(page, await signInSession(typeof user === 'string' ? await testUser(user) : user));
  await page.goto(path);
}

/** Client-side navigation, as a remote or the sidebar would do it. */
export async function navigateInPage(page: Page, path: string): Promise<void> {
  await page.evaluate((p) => window.history.pushState(null, '', p), path);
}
