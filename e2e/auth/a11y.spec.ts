import { expect, test } from '@playwright/test';
import { remoteArea, seriousViolations } from '../support';

const SCREENS: [string, string][] = [
  ['/signin', 'Sign In'],
  ['/signup', 'Sign Up'],
  ['/forget', 'Forget Password'],
  ['/update-password', 'Update Password'],
  ['/signup/v/user/grant', 'Authentication Error'],
];

for (const [path, title] of SCREENS) {
  test(`axe: ${path} has no serious or critical violation`, async ({ page }) => {
    await page.goto(path);
    await expect(remoteArea(page, 'mfe_auth').getByRole('heading', { level: 1, name: title })).toBeVisible();
    // Let the typing headline finish so the checked page is the settled one.
    if (path === '/signin' || path === '/signup') await expect(page.getByTestId('typing-headline')).toHaveAttribute('data-done', 'true');
    expect(await seriousViolations(page, 'mfe_auth')).toEqual([]);
  });
}

test('axe: the states after an action (errors, confirmations) stay clean', async ({ page }) => {
  await page.goto('/signin');
  const form = page.getByRole('form', { name: 'Sign In' });
  await form.getByLabel('Email').fill('nobody@test.local');
  await form.getByLabel(/^Password/).fill('wrong-password');
  await form.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(form.getByRole('alert')).toBeVisible();
  expect(await seriousViolations(page, 'mfe_auth')).toEqual([]);

  await page.goto('/forget');
  const forget = page.getByRole('form', { name: 'Send reset e-mail' });
  await forget.getByLabel('Enter Email which is associated with your account').fill('nobody@test.local');
  await forget.getByRole('button', { name: 'Send Email' }).click();
  await expect(forget.getByRole('status')).toBeVisible();
  expect(await seriousViolations(page, 'mfe_auth')).toEqual([]);
});

test('axe: /signin/auto when Google cannot start', async ({ page }) => {
  await page.goto('/signin/auto');
  await expect(remoteArea(page, 'mfe_auth').getByRole('alert')).toBeVisible();
  expect(await seriousViolations(page, 'mfe_auth')).toEqual([]);
});
