import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { stackState } from '../../platform/support';

/** Node resolves `localhost` to ::1 first while the stack listens on 127.0.0.1. */
export const nodeUrl = (url: string) => url.replace('//localhost:', '//127.0.0.1:');

export const newEmail = (tag: string) => `e2e-auth-${tag}-${randomUUID().slice(0, 8)}@test.local`;

/** The remote's own area of the page. */
export const authArea = (page: Page) => page.locator('[id="single-spa-application:mfe_auth"]');

/** The dashboard (`/`, mfe_setup's Business Formation) is on screen. */
export async function expectDashboard(page: Page): Promise<void> {
  await expect(page).toHaveURL('/');
  await expect(page.locator('[id="single-spa-application:mfe_setup"]').getByRole('heading', { level: 1, name: 'Business Formation' })).toBeVisible();
}

export async function signUpThroughForm(page: Page, values: { name: string; email: string; phone: string; password: string }): Promise<void> {
  await page.goto('/signup');
  const form = page.getByRole('form', { name: 'Sign Up' });
  await form.getByLabel('Full Name').fill(values.name);
  await form.getByLabel('Email').fill(values.email);
  await form.getByLabel('Phone Number').fill(values.phone);
  await form.getByLabel(/^Password/).fill(values.password);
  await form.getByRole('button', { name: 'Sign Up', exact: true }).click();
}

export async function signInThroughForm(page: Page, email: string, password: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Sign In' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel(/^Password/).fill(password);
  await form.getByRole('button', { name: 'Sign In', exact: true }).click();
}

interface CaughtMessage {
  to: string;
  subject: string;
  links: string[];
}

const inboxUrl = (to: string) => `${stackState().inboxUrl}/api/messages?to=${encodeURIComponent(to)}`;

/** How many e-mails the stack's mail catcher holds for `to`. */
export async function inboxCount(to: string): Promise<number> {
  return ((await (await fetch(inboxUrl(to))).json()) as unknown[]).length;
}

/** The newest e-mail the stack's mail catcher holds for `to`, read from its JSON endpoint. */
export async function latestEmail(to: string): Promise<CaughtMessage> {
  const url = inboxUrl(to);
  let found: CaughtMessage | undefined;
  await expect
    .poll(async () => {
      const res = await fetch(url);
      const list = (await res.json()) as CaughtMessage[];
      found = list[0];
      return list.length;
    })
    .toBeGreaterThan(0);
  return found as CaughtMessage;
}
