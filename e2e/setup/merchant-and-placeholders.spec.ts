import { expect, test } from '@playwright/test';
import { newUser, openSignedIn, remoteArea, seriousViolations, serviceDb } from '../support';
import { expectScreen } from './support';

// Each journey signs in, reloads and runs axe several times on a shared 2-core machine.
test.setTimeout(120_000);

test('merchant account: a new client sees an empty state; recorded transactions give the figures', async ({ page }) => {
  const client = await newUser('client', { tag: 'records-merchant', name: 'Records merchant' });
  await openSignedIn(page, client, '/merchant');
  await expectScreen(page, 'Merchant Account');
  await expect(remoteArea(page, 'mfe_setup').getByText('No transactions yet')).toBeVisible();
  expect(await seriousViolations(page, 'mfe_setup')).toEqual([]);

  // Thirteen monthly settlements of 2495, as the demo client has (admins record them).
  const rows = Array.from({ length: 13 }, (_, i) => {
    const d = new Date(Date.UTC(2026, 10 - i, 1));
    return {
      user_id: client.id,
      date: d.toISOString().slice(0, 10),
      description: 'Monthly card processing settlement',
      amount: 2495,
      status: 'Completed',
    };
  });
  expect((await serviceDb().from('merchant_transactions').insert(rows)).error).toBeNull();
  await page.reload();
  const area = remoteArea(page, 'mfe_setup');
  const stats = area.getByRole('region', { name: 'Merchant statistics' });
  await expect(stats).toContainText('$32,435.00');
  await expect(stats).toContainText('13');
  await expect(stats).toContainText('$2,495.00');
  await expect(area.getByText('2.9% + $0.30')).toBeVisible();
  await expect(area.getByText('Daily (T+2)')).toBeVisible();
  await expect(area.getByText('Active', { exact: true })).toBeVisible();
  const table = area.getByRole('table', { name: 'Transaction History' });
  await expect(table.getByRole('row')).toHaveCount(14);
  await expect(table.getByRole('row').nth(1)).toContainText('Nov 1, 2026');
  expect(await seriousViolations(page, 'mfe_setup')).toEqual([]);
});

for (const [path, title] of [
  ['/first-step-accounts', 'First Step Accounts'],
  ['/website', 'Website'],
] as const) {
  test(`${path}: the Members Only Access placeholder`, async ({ page }) => {
    const client = await newUser('client', { tag: 'records-members', name: 'Records members' });
    await openSignedIn(page, client, path);
    await expectScreen(page, title);
    await expect(remoteArea(page, 'mfe_setup').getByRole('heading', { name: 'Members Only Access' })).toBeVisible();
    await expect(
      remoteArea(page, 'mfe_setup').getByText('Access to all recommendations and accounts is exclusively available to registered users.'),
    ).toBeVisible();
    expect(await seriousViolations(page, 'mfe_setup')).toEqual([]);
  });
}
