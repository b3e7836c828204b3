import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations, newUserWithDb, openSignedIn, remoteArea, type UserWithDb } from '../support';

// Each journey signs in, reloads and runs axe: give it room on a busy machine.
test.describe.configure({ timeout: 120_000 });

let client: UserWithDb;

test.beforeAll(async () => {
  client = await newUserWithDb('client', { tag: 'buildout-client', name: 'Scores Client' });
});

test('a stray click or arrow keys on the score bar save nothing; only Save score does, and Undo takes it back', async ({ page }) => {
  const owner = await newUserWithDb('client', { tag: 'buildout-client', name: 'Stray Click' });
  await openSignedIn(page, owner, '/dnb');
  const area = remoteArea(page, 'mfe_setup');
  await expect(area.getByRole('heading', { level: 1, name: 'CapitalScore' })).toBeVisible();
  await expect(area.getByTestId('capital-score')).toHaveText('Not set');
  // No PAYDEX recorded: no invented commentary.
  await expect(area.getByTestId('paydex-commentary')).toHaveText(/Record the PAYDEX from your D&B report/);
  await expect(area.getByText('Payments made on terms')).toHaveCount(0);

  // A stray click on the bar, then five arrow keys: a preview, no row.
  const track = area.getByTestId('capital-track');
  const box = (await track.boundingBox())!;
  await page.mouse.click(box.x + box.width * 0.4, box.y + box.height / 2);
  const slider = area.getByRole('slider', { name: 'CapitalScore' });
  await slider.focus();
  for (let i = 0; i < 5; i += 1) await page.keyboard.press('ArrowRight');
  await expect(area.getByTestId('capital-preview')).toContainText('not saved yet');
  await expect(area.getByTestId('capital-score')).toHaveText('Not set');
  await page.waitForTimeout(500);
  expect((await owner.db.from('capital_scores').select('id')).data).toEqual([]);
  await expect(page.getByText('CapitalScore updated successfully')).toHaveCount(0);

  // Escape drops it; the page after a reload has nothing either.
  await page.keyboard.press('Escape');
  await expect(area.getByRole('button', { name: 'Save score' })).toHaveCount(0);
  await page.reload();
  await expect(area.getByTestId('capital-score')).toHaveText('Not set');
  await page.goto('/');
  await expect(area.getByTestId('home-capital')).toHaveText('-');

  // One Save records one row; Undo takes it away again.
  await page.goto('/dnb');
  await area.getByRole('slider', { name: 'CapitalScore' }).focus();
  await page.keyboard.press('End');
  await area.getByRole('button', { name: 'Save score' }).click();
  await expect(page.getByText('CapitalScore updated successfully')).toBeVisible();
  await expect(area.getByTestId('capital-score')).toHaveText('1000');
  await expect(area.getByTestId('capital-as-of')).toHaveText(/^Self-reported on /);
  expect((await owner.db.from('capital_scores').select('score')).data).toEqual([{ score: 1000 }]);
  await area.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('CapitalScore change undone')).toBeVisible();
  await expect(area.getByTestId('capital-score')).toHaveText('Not set');
  expect((await owner.db.from('capital_scores').select('score')).data).toEqual([]);
});

test('a CapitalScore of 1200 saves as 1000 (Prime), PAYDEX saves, both survive a reload with their history', async ({ page }) => {
  await openSignedIn(page, client, '/dnb');
  const area = remoteArea(page, 'mfe_setup');
  await expect(area.getByRole('heading', { level: 1, name: 'CapitalScore' })).toBeVisible();
  await expect(area.getByText('self-reported', { exact: false }).first()).toBeVisible();
  await expect(area.getByText('Score History')).toBeVisible();

  await area.getByRole('button', { name: 'Edit CapitalScore' }).click();
  await area.getByRole('spinbutton', { name: 'CapitalScore' }).fill('1200');
  await area.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('CapitalScore updated successfully')).toBeVisible();
  await expect(area.getByTestId('capital-score')).toHaveText('1000');
  await expect(area.getByTestId('capital-tier')).toHaveText('Prime');
  await expect(area.getByTestId('tier-Prime')).toContainText('Current Tier');

  // Click the bar: a preview; Save score records it.
  const track = area.getByTestId('capital-track');
  const box = (await track.boundingBox())!;
  await page.mouse.click(box.x + box.width * 0.3, box.y + box.height / 2);
  await expect(area.getByTestId('capital-score')).toHaveText('1000');
  await area.getByRole('button', { name: 'Save score' }).click();
  await expect(area.getByTestId('capital-preview')).toContainText('as your self-reported CapitalScore');
  await expect(area.getByTestId('capital-tier')).toHaveText('Emerging');
  const dragged = Number(await area.getByTestId('capital-score').textContent());
  expect(dragged).toBeGreaterThanOrEqual(625);
  expect(dragged).toBeLessThan(750);

  const paydexForm = area.getByRole('form', { name: 'Update PAYDEX Score' });
  await paydexForm.getByLabel('PAYDEX score (0-100)').fill('150');
  await paydexForm.getByRole('button', { name: 'Save PAYDEX Score' }).click();
  await expect(page.getByText('PAYDEX score updated successfully')).toBeVisible();
  await expect(area.getByTestId('paydex-value')).toContainText('100');
  await expect(area.getByText('Low Risk').first()).toBeVisible();
  // One recorded PAYDEX: its behaviour and advice, no trend yet.
  const commentary = area.getByTestId('paydex-commentary');
  await expect(commentary).toContainText('Payments made ahead of terms');
  await expect(commentary).toContainText('Record another PAYDEX score to see a trend');
  await expect(area.getByTestId('paydex-entered')).toHaveText(/^Self-reported on /);

  await page.reload();
  await expect(area.getByTestId('capital-score')).toHaveText(String(dragged));
  await expect(area.getByTestId('paydex-value')).toContainText('100');
  const rows = area.getByTestId('history-row');
  await expect(rows).toHaveCount(3);
  await expect(rows.filter({ hasText: 'CapitalScore' })).toHaveCount(2);
  await expect(rows.filter({ hasText: '1000' })).toHaveCount(1);
  await expect(area.locator('[data-series="CapitalScore"] circle')).toHaveCount(2);

  // Stored as new rows: the history is in the database, and the home screen shows the same latest score.
  const { data } = await client.db.from('capital_scores').select('score').order('last_updated_at');
  expect(data!.map((r) => r.score)).toEqual([1000, dragged]);
  await page.goto('/');
  await expect(area.getByTestId('home-capital')).toContainText(String(dragged));
  await expect(area.getByTestId('home-capital')).toContainText('Self-reported');
  await expect(area.getByTestId('home-paydex')).toContainText('100');
  await expect(area.getByTestId('home-paydex')).toContainText('Self-reported');
});

test('axe: CapitalScore and PAYDEX have no serious or critical violation', async ({ page }) => {
  await openSignedIn(page, client, '/dnb');
  await expect(remoteArea(page, 'mfe_setup').getByRole('heading', { level: 1, name: 'CapitalScore' })).toBeVisible();
  await expect(remoteArea(page, 'mfe_setup').getByText('PAYDEX risk bands')).toBeVisible();
  await expectNoSeriousViolations(page, 'mfe_setup');
});
