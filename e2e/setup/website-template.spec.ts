import { expect, test } from '@playwright/test';
import { areaSelector, DIALOG, newUser, openSignedIn, remoteArea, seriousViolations, toast } from '../support';
import { expectScreen } from './support';

// Each journey signs in, reloads and runs axe several times on a shared 2-core machine.
test.setTimeout(120_000);

// DECISIONS 4: the saved HTML renders in a sandboxed frame; none of its scripts or handlers run.
const HOSTILE = [
  '<h1>Acme Plumbing</h1>',
  '<p>Open 7 days a week.</p>',
  '<script>window.parent.__templateRan = "script"; document.body.dataset.ran = "script";</script>',
  '<img src="x" onerror="window.parent.__templateRan = \'onerror\'; document.body.dataset.ran = \'onerror\'">',
].join('\n');

test('a template with a script and an onerror handler renders its text in a sandbox and runs nothing', async ({ page }) => {
  const client = await newUser('client', { tag: 'records-template', name: 'Records template' });
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await openSignedIn(page, client, '/website-template');
  await expectScreen(page, 'Website Template');
  await expect(remoteArea(page, 'mfe_setup').getByText('No template available. Click Edit Template to add one.')).toBeVisible();
  expect(await seriousViolations(page, 'mfe_setup')).toEqual([]);

  await remoteArea(page, 'mfe_setup').getByRole('button', { name: 'Edit Template' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Template' });
  await dialog.getByLabel('HTML').fill(HOSTILE);
  expect(await seriousViolations(page, DIALOG)).toEqual([]);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Template saved successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.reload();
  await expectScreen(page, 'Website Template');
  const frameElement = remoteArea(page, 'mfe_setup').locator('iframe');
  // An opaque origin: the frame can never reach the portal's DOM, storage or session.
  await expect(frameElement).toHaveAttribute('sandbox', /^(?!.*allow-same-origin).*$/);
  const frame = page.frameLocator(`${areaSelector('mfe_setup')} iframe`);
  await expect(frame.getByRole('heading', { name: 'Acme Plumbing' })).toBeVisible();
  await expect(frame.getByText('Open 7 days a week.')).toBeVisible();
  // The broken image has failed (its onerror would have fired by now), yet nothing ran anywhere.
  await expect.poll(() => frame.locator('img').evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
  expect(await page.evaluate(() => (window as unknown as { __templateRan?: string }).__templateRan)).toBeUndefined();
  await expect(frame.locator('body')).not.toHaveAttribute('data-ran', /.*/);
  expect(dialogs).toEqual([]);
  // The portal's page around the frame; the document inside is the user's own HTML (its image has no alt).
  expect(await seriousViolations(page, 'mfe_setup', `${areaSelector('mfe_setup')} iframe`)).toEqual([]);

  // Editing starts from the saved HTML.
  await remoteArea(page, 'mfe_setup').getByRole('button', { name: 'Edit Template' }).click();
  await expect(page.getByRole('dialog', { name: 'Edit Template' }).getByLabel('HTML')).toHaveValue(HOSTILE);
  await page.getByRole('dialog', { name: 'Edit Template' }).getByRole('button', { name: 'Cancel' }).click();
});
