// Issue 26 ("Integrity, fail closed" and "Skew-safe sessions"), on the e2e server's throwaway release store:
// an open page keeps the release set it booted with across a switch (its next lazy screen still loads)
// and offers "A new version is available"; a released chunk with one byte flipped on disk never runs:
// the section shows its fallback and an integrity failure is reported.
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import { expectTitle, navigateInPage, openSignedIn, remoteArea, stackState } from '../support';

const ROOT = resolve(__dirname, '../..');
const UNAVAILABLE = 'This section is temporarily unavailable';

async function npmRun(script: string, env: Record<string, string> = {}): Promise<void> {
  const { portalUrl, dataDir } = stackState();
  await promisify(execFile)('npm', ['run', script, '-w', 'mfe-credit'], {
    cwd: ROOT,
    env: { ...process.env, PORT: new URL(portalUrl).port, DATA_DIR: dataDir, ...env },
  });
}

const creditManifest = async (page: Page) =>
  ((await (await page.request.get('/portal-config.json')).json()) as { remotes: { mfe_credit: string } }).remotes.mfe_credit;
type Failure = { remote: string; kind: string; message: string };
type Marked = Window & { __portalReleaseMarksRan?: string[]; __failures?: Failure[] };

test('a switch mid-session: the open page keeps its releases and offers a reload; a tampered chunk never runs and is reported', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const before = await creditManifest(page);
  await openSignedIn(page, 'client', '/');
  await expectTitle(page, 'Business Formation', 'mfe_setup');

  // A switch of mfe-credit while the page is open (its screens not loaded yet).
  const mark = `Integrity journey build ${Date.now()}`;
  await npmRun('release', { PORTAL_RELEASE_MARK: mark });
  const released = await creditManifest(page);
  expect(released).not.toBe(before);

  // The page's next lazy screen comes from the release it booted with (still served): it works, unmarked.
  const credit = remoteArea(page, 'mfe_credit');
  await navigateInPage(page, '/term-loan');
  await expectTitle(page, 'Credit & Loans', 'mfe_credit');
  await expect(credit.locator('[data-release-mark]')).toHaveCount(0);

  // It notices the new release set (on becoming visible again) and offers a reload.
  const notice = page.getByRole('status').filter({ hasText: 'A new version is available' });
  await expect(async () => {
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await expect(notice).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await notice.getByRole('button', { name: 'Reload' }).click();
  await expect(credit.getByText(mark)).toBeVisible();
  expect(await page.evaluate(() => (window as Marked).__portalReleaseMarksRan)).toEqual([mark]);

  // One byte flipped in the released chunk that carries the mark (still valid JavaScript: it would run).
  const folder = join(stackState().dataDir, 'releases', 'mfe-credit', released.split('/').at(-2)!);
  const chunk = readdirSync(folder).find((f) => f.endsWith('.js') && readFileSync(join(folder, f), 'utf8').includes(mark))!;
  const original = readFileSync(join(folder, chunk));
  const tampered = Buffer.from(original);
  tampered[original.indexOf(mark)] ^= 0x01;
  writeFileSync(join(folder, chunk), tampered);
  try {
    const context = await browser.newContext();
    const fresh = await context.newPage();
    await fresh.addInitScript(() =>
      window.addEventListener('portal:remote-failure', (e) =>
        ((window as Marked).__failures ??= []).push((e as CustomEvent<Failure>).detail),
      ),
    );
    await openSignedIn(fresh, 'client', '/term-loan');
    await expect(remoteArea(fresh, 'mfe_credit').getByText(UNAVAILABLE)).toBeVisible();
    await expect
      .poll(() => fresh.evaluate(() => (window as Marked).__failures ?? []))
      .toContainEqual({
        remote: 'mfe_credit',
        kind: 'integrity',
        message: `${chunk} of release ${released.split('/').at(-2)} does not match its recorded SHA-384`,
      });
    // The chunk's code never ran; the rest of the portal carries on.
    expect(await fresh.evaluate(() => (window as Marked).__portalReleaseMarksRan)).toBeUndefined();
    await fresh.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Training Videos' }).click();
    await expectTitle(fresh, 'Training Videos', 'mfe_content');
    await context.close();
  } finally {
    writeFileSync(join(folder, chunk), original);
    await npmRun('rollback');
  }
  expect(await creditManifest(page)).toBe(before);
});
