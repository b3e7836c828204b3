import { expect, test } from '@playwright/test';
import { expectTitle, openSignedIn, remoteArea } from '../support';

const UNAVAILABLE = 'This section is temporarily unavailable';

test('an unreachable remote shows the fallback, the rest keeps working, Retry recovers', async ({ page }) => {
  await page.route('**/remotes/mfe-content/**', (route) => route.abort('connectionrefused'));
  await openSignedIn(page, 'client', '/training');

  const content = remoteArea(page, 'mfe_content');
  await expect(content.getByText(UNAVAILABLE)).toBeVisible();
  await expect(content.getByRole('button', { name: 'Retry' })).toBeVisible();

  // Sidebar, top bar and the other remotes keep working.
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('link', { name: 'Business Documents' }).click();
  await expectTitle(page, 'Business Documents', 'mfe_setup');
  await expect(page.getByText(UNAVAILABLE)).toHaveCount(0);
  await nav.getByRole('link', { name: 'First Step Accounts' }).click();
  await nav.getByRole('link', { name: 'Store Credit' }).click();
  await expectTitle(page, 'Store Credit Building', 'mfe_credit');

  // Still down: the fallback again; back up: Retry brings the section.
  await nav.getByRole('link', { name: 'Training Videos' }).click();
  await expect(content.getByText(UNAVAILABLE)).toBeVisible();
  await content.getByRole('button', { name: 'Retry' }).click();
  await expect(content.getByText(UNAVAILABLE)).toBeVisible();
  await page.unroute('**/remotes/mfe-content/**');
  await content.getByRole('button', { name: 'Retry' }).click();
  await expectTitle(page, 'Training Videos', 'mfe_content');
  await expect(page.getByText(UNAVAILABLE)).toHaveCount(0);
  await nav.getByRole('link', { name: 'Social Media' }).click();
  await expectTitle(page, 'Social Media Accounts', 'mfe_content');
});

test('a remote whose chunks fail after its entry loaded recovers with Retry', async ({ page }) => {
  // The manifest and remoteEntry.js load; the exposed module's chunks do not (/remotes/mfe-credit/<release id>/...).
  const chunks = /\/remotes\/mfe-credit\/[^/]+\/(?!mf-manifest\.json|remoteEntry\.js)[^/]+\.js$/;
  await page.route(chunks, (route) => route.abort('connectionrefused'));
  await openSignedIn(page, 'client', '/term-loan');
  const credit = remoteArea(page, 'mfe_credit');
  await expect(credit.getByText(UNAVAILABLE)).toBeVisible();
  await page.getByRole('button', { name: 'View Documents' }).click();
  await expectTitle(page, 'Business Documents', 'mfe_setup');
  await page.goBack();
  await expect(credit.getByText(UNAVAILABLE)).toBeVisible();
  await page.unroute(chunks);
  await credit.getByRole('button', { name: 'Retry' }).click();
  await expectTitle(page, 'Credit & Loans', 'mfe_credit');
});
