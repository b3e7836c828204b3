import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectTitle, openSignedIn, remoteArea } from '../support';
import { hashTree, npm, releaseFolders, ROOT } from './release-tool';

const UNAVAILABLE = 'This section is temporarily unavailable';

/** `npm run <script> -w mfe-credit` against the running e2e portal. */
const npmRun = (script: string, env: Record<string, string> = {}) => npm([script, '-w', 'mfe-credit'], { env });

async function liveRemotes(page: Page): Promise<Record<string, string>> {
  return ((await (await page.request.get('/portal-config.json')).json()) as { remotes: Record<string, string> }).remotes;
}

test('release a changed mfe-credit with the portal open, see it; roll back, see the old one; nothing else changes', async ({ page }) => {
  test.setTimeout(150_000);
  const shellBefore = hashTree(join(ROOT, 'shell/dist'));
  const others = releaseFolders(['mfe-auth', 'mfe-setup', 'mfe-content', 'mfe-admin']);
  const othersBefore = others.map(hashTree);
  const before = await liveRemotes(page);
  const credit = remoteArea(page, 'mfe_credit');
  await openSignedIn(page, 'client', '/term-loan');
  await expectTitle(page, 'Credit & Loans', 'mfe_credit');
  await expect(credit.locator('[data-release-mark]')).toHaveCount(0);

  const mark = `Release journey build ${Date.now()}`;
  await npmRun('release', { PORTAL_RELEASE_MARK: mark });
  const released = await liveRemotes(page);
  expect(released.mfe_credit).not.toBe(before.mfe_credit);
  expect({ ...released, mfe_credit: null }).toEqual({ ...before, mfe_credit: null });
  await page.reload();
  await expect(credit.getByText(mark)).toBeVisible();
  await expectTitle(page, 'Credit & Loans', 'mfe_credit');

  await npmRun('rollback');
  expect(await liveRemotes(page)).toEqual(before);
  await page.reload();
  await expectTitle(page, 'Credit & Loans', 'mfe_credit');
  await expect(credit.locator('[data-release-mark]')).toHaveCount(0);
  expect(hashTree(join(ROOT, 'shell/dist'))).toBe(shellBefore);
  expect(others.map(hashTree)).toEqual(othersBefore);
});

/**
 * Serves mfe_credit's live manifest with another declared platform API version, as a release built so would
 * be: portal-config.json carries that manifest's SHA-384 (otherwise the shell refuses it for integrity).
 */
async function declarePlatformApi(page: Page, version: string): Promise<void> {
  const url = (await liveRemotes(page)).mfe_credit;
  const manifest = (await (await page.request.get(url)).json()) as { portal: { platformApi: string } };
  const body = JSON.stringify({ ...manifest, portal: { platformApi: version } });
  const integrity = `sha384-${createHash('sha384').update(body).digest('base64')}`;
  await page.route('**/portal-config.json', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as { releases: Record<string, { integrity: Record<string, string> }> };
    config.releases.mfe_credit.integrity['mf-manifest.json'] = integrity;
    await route.fulfill({ response, json: config });
  });
  await page.route(url, (route) => route.fulfill({ body, contentType: 'application/json' }));
}

test('version skew: a remote of an older minor works; one of another major shows the section fallback with the reason', async ({
  page,
}) => {
  await declarePlatformApi(page, '1.0');
  await openSignedIn(page, 'client', '/term-loan');
  await expectTitle(page, 'Credit & Loans', 'mfe_credit');

  await page.unrouteAll();
  await declarePlatformApi(page, '2.0');
  await page.reload();
  const credit = remoteArea(page, 'mfe_credit');
  await expect(credit.getByText(UNAVAILABLE)).toBeVisible();
  await expect(credit.getByText('This section was built for platform API 2.0; this portal provides 1.2.')).toBeVisible();
  // The rest of the portal carries on.
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Training Videos' }).click();
  await expectTitle(page, 'Training Videos', 'mfe_content');
});
