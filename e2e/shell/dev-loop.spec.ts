import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { expectTitle, navigateInPage, openSignedIn, stackState } from '../support';

const ROOT = resolve(__dirname, '../..');
const TITLE = 'Social Media Accounts';
const EDITED = 'Social Media Accounts (dev loop edit)';

/** mfe-content's source files that hold the title (the route table, or the screen once it is built). */
function sourcesWithTitle(): string[] {
  const src = join(ROOT, 'mfe-content/src');
  return readdirSync(src, { recursive: true })
    .map((f) => join(src, String(f)))
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
    .filter((f) => /['"`>]Social Media Accounts['"`<]/.test(readFileSync(f, 'utf8')));
}

test('dev loop: `npm run dev -w mfe-content` with the override; a saved change shows after the hot reload; other remotes come from releases', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const portalPort = Number(new URL(stackState().portalUrl).port);
  const devPort = Number(process.env.E2E_DEV_PORT ?? portalPort + 7);
  const originals = new Map(sourcesWithTitle().map((f) => [f, readFileSync(f, 'utf8')]));
  expect(originals.size, `a source file of mfe-content holds '${TITLE}'`).toBeGreaterThan(0);
  let dev: ChildProcess | undefined;
  try {
    dev = spawn('npm', ['run', 'dev', '-w', 'mfe-content'], {
      cwd: ROOT,
      env: { ...process.env, DEV_PORT: String(devPort), PORT: String(portalPort) },
      detached: true,
    });
    let output = '';
    await new Promise<void>((ok, fail) => {
      const timer = setTimeout(() => fail(new Error(`dev server did not start:\n${output}`)), 90_000);
      dev!.stdout!.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('served with hot reload on save')) {
          clearTimeout(timer);
          ok();
        }
      });
      dev!.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    });

    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    const manifest = `http://127.0.0.1:${devPort}/mf-manifest.json`;
    await openSignedIn(page, 'client', `/social-media?devOverride=mfe_content=${manifest}`);
    await expectTitle(page, TITLE, 'mfe_content');
    expect(new URL(page.url()).search).toBe('');
    expect(requests.some((u) => u.startsWith(`http://127.0.0.1:${devPort}/`))).toBe(true);
    // While an override is active, every page says so.
    await expect(page.getByRole('status').filter({ hasText: `Development override active: mfe_content from ${manifest}` })).toBeVisible();

    // Save a change in mfe-content's source: the dev server rebuilds and the shell swaps the remote in
    // place (hot reload: the page itself is not reloaded, the marker set on it survives).
    await page.evaluate(() => ((window as unknown as { devLoopPage: boolean }).devLoopPage = true));
    for (const [file, text] of originals) writeFileSync(file, text.split(TITLE).join(EDITED));
    await expectTitle(page, EDITED, 'mfe_content');
    await expect(page.getByRole('heading', { level: 1, name: TITLE, exact: true })).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { devLoopPage?: boolean }).devLoopPage)).toBe(true);

    // The other remotes still come from their releases.
    requests.length = 0;
    await navigateInPage(page, '/term-loan');
    await expectTitle(page, 'Credit & Loans', 'mfe_credit');
    expect(requests.some((u) => /\/remotes\/mfe-credit\/[^/]+\//.test(u))).toBe(true);
    expect(requests.filter((u) => u.includes(`:${devPort}/`) && !u.endsWith('/dev-build.json'))).toEqual([]);
  } finally {
    for (const [file, text] of originals) writeFileSync(file, text);
    if (dev?.pid) process.kill(-dev.pid, 'SIGTERM');
  }
});
