import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { remoteArea } from '../../support';

export const newEmail = (tag: string) => `e2e-auth-${tag}-${randomUUID().slice(0, 8)}@test.local`;

/** The dashboard (`/`, mfe_setup's Business Formation) is on screen. */
export async function expectDashboard(page: Page): Promise<void> {
  await expect(page).toHaveURL('/');
  await expect(remoteArea(page, 'mfe_setup').getByRole('heading', { level: 1, name: 'Business Formation' })).toBeVisible();
}

export async function signUpThroughForm(
  page: Page,
  values: { name: string; email: string; phone: string; password: string },
): Promise<void> {
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
