import { expect, test, type Page, type Request } from '@playwright/test';
import type { Session } from '@supabase/supabase-js';
import { ADMIN_PATHS } from '../shell/routes';
import { expectTitle, newUser, putSession, remoteArea, signInSession, storageKey } from '../support';
import { expectDashboard, signInThroughForm } from './support/auth';

const JWKS = /\/auth\/v1\/\.well-known\/jwks\.json$/;
const USER = /\/auth\/v1\/user(\?|$)/;

const part = (token: string, index: number) =>
  JSON.parse(Buffer.from(token.split('.')[index], 'base64url').toString()) as Record<string, unknown>;
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** The requests the page makes to the auth server's user endpoint (what getUser() asks). */
function userRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => USER.test(request.url()) && seen.push(request));
  return seen;
}

const storedSession = (page: Page) => page.evaluate((key) => localStorage.getItem(key), storageKey());

test('signed in through the portal, the session claims are verified by getClaims() in the browser against the JWKS, asking no /auth/v1/user', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const user = await newUser('client', { tag: 'claims' });
  const asked = userRequests(page);
  await page.goto('/signin');
  const keysAtSignIn = page.waitForRequest(JWKS);
  await signInThroughForm(page, user.email, user.password);
  await keysAtSignIn;
  await expectDashboard(page);

  // The token is signed with the stack's asymmetric key, named by a kid the JWKS lists.
  const token = (JSON.parse((await storedSession(page))!) as Session).access_token;
  const header = part(token, 0);
  expect(header).toMatchObject({ alg: 'ES256', kid: expect.any(String) });

  // A fresh page with the stored session: its token verified once the page is idle, the keys fetched once.
  const keysOnLoad = page.waitForRequest(JWKS);
  await page.goto('/documents');
  const keys = await (await (await keysOnLoad).response())!.json();
  expect((keys as { keys: { kid: string }[] }).keys.map((key) => key.kid)).toContain(header.kid);
  await expectTitle(page, 'Business Documents', 'mfe_setup');
  expect(asked.map((request) => request.url())).toEqual([]);
});

test('a stored token whose signature was tampered with, or whose claims were forged, is refused: signed out and sent to sign-in', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const user = await newUser('client', { tag: 'claims-forged' });
  const session = await signInSession(user);
  const [header, payload, signature] = session.access_token.split('.');

  // The genuine token opens the portal (the same steps below fail only for what was changed).
  await putSession(page, session);
  await page.goto('/documents');
  await expectTitle(page, 'Business Documents', 'mfe_setup');

  // The signature changed in its middle (the last character may carry unused bits).
  const at = Math.floor(signature.length / 2);
  const flipped = signature.slice(0, at) + (signature[at] === 'A' ? 'B' : 'A') + signature.slice(at + 1);
  await putSession(page, { ...session, access_token: `${header}.${payload}.${flipped}` });
  await page.goto('/documents');
  await expect(page).toHaveURL('/signin');
  await expect(page.getByRole('form', { name: 'Sign In' })).toBeVisible();
  await expect.poll(() => storedSession(page)).toBeNull();

  // The claims rewritten to an admin's under the genuine signature: decoded, they open the admin screens until the
  // token is verified (once the page is idle); the data was never the token's to give (row-level security).
  const forged = `${header}.${b64({ ...part(session.access_token, 1), app_metadata: { provider: 'email', role: 'admin' } })}.${signature}`;
  await putSession(page, { ...session, access_token: forged });
  await page.goto(ADMIN_PATHS[0]);
  await expect(page).toHaveURL('/signin');
  await expect(page.getByRole('form', { name: 'Sign In' })).toBeVisible();
  // Whatever the decoded claims opened is gone with the session (the admin remote's area left empty, if it came).
  await expect(remoteArea(page, 'mfe_admin').filter({ hasText: /\S/ })).toHaveCount(0);
  await expect.poll(() => storedSession(page)).toBeNull();
});
