// `npm run bench` (size part): measures in Chromium, against the production build and the real stack,
// the gzip bytes of JS and CSS on the first load of /signin and of / (signed in), what each remote's
// first route adds beyond the shared modules, and the remoteEntry.js sizes, then the line items of both
// first loads library by library (bench-line-items.mjs). A first load is what the page fetches until its first
// screen is up and the browser idle (the shell's `portal:idle` mark): what loads after it (the search palette, the
// bell, Realtime, the next screens' remotes) is listed apart. Exits 1 over a budget.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { BUDGETS, gzipBytes, KIB } from '../build/size-budget.mjs';
import { distReports, formatLineItems, lineItems } from './bench-line-items.mjs';
import { benchSession } from './bench-session.mjs';
import { buildApps, ROOT, startPortal } from './portal.mjs';
import { REMOTE_PACKAGES } from './portal-config.mjs';
import { CHROMIUM_LAUNCH } from './chromium-flags.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 8093);
const API_PORT = Number(process.env.BENCH_API_PORT ?? 24381);
/** The first route of each remote and who opens it. */
const FIRST_ROUTES = {
  mfe_auth: ['/signin', null],
  mfe_setup: ['/', 'client'],
  mfe_credit: ['/term-loan', 'client'],
  mfe_content: ['/training', 'client'],
  mfe_admin: ['/clients', 'admin'],
};

const kib = (n) => `${(n / KIB).toFixed(1)} KiB`;

/** Records every JS/CSS response of a page with its gzip size (independent of the server's encoding). */
function recordCode(page) {
  const seen = [];
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    try {
      const body = await response.body();
      seen.push({ url: response.url(), type, gz: gzipBytes(body) });
    } catch {
      /* aborted or redirected */
    }
  });
  return seen;
}

const sum = (rows, type) => rows.filter((r) => !type || r.type === type).reduce((n, r) => n + r.gz, 0);

async function settle(page) {
  await page.waitForLoadState('networkidle');
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForFunction(() => performance.getEntriesByName('portal:idle').length > 0, null, { timeout: 15_000 });
  await page.waitForLoadState('networkidle');
}

/** The URLs the page requested before the shell's `portal:idle` mark (its first load). */
function requestedBeforeIdle(page) {
  return page.evaluate(() => {
    const idle = performance.getEntriesByName('portal:idle')[0]?.startTime ?? Infinity;
    return performance
      .getEntriesByType('resource')
      .filter((e) => e.startTime < idle)
      .map((e) => e.name);
  });
}

async function main() {
  buildApps();
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
  const portal = await startPortal({ port: PORT, apiPort: API_PORT, dataDir });
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  const failures = [];
  try {
    const sessions = {};
    for (const role of ['client', 'admin']) {
      sessions[role] = await benchSession(portal, role, 'bench');
    }
    const key = `sb-${new URL(portal.stack.url).hostname.split('.')[0]}-auth-token`;
    const context = (role) =>
      browser.newContext({
        viewport: { width: 1366, height: 900 },
        storageState: role
          ? { cookies: [], origins: [{ origin: portal.portalUrl, localStorage: [{ name: key, value: JSON.stringify(sessions[role]) }] }] }
          : undefined,
      });

    const firstLoad = async (path, role) => {
      const ctx = await context(role);
      const page = await ctx.newPage();
      const rows = recordCode(page);
      await page.goto(portal.portalUrl + path);
      await settle(page);
      const before = new Set(await requestedBeforeIdle(page));
      await ctx.close();
      const first = rows.filter((r) => before.has(r.url));
      const later = rows.filter((r) => !before.has(r.url));
      if (process.env.BENCH_VERBOSE) {
        for (const r of first) console.log(`    ${path} ${String(r.gz).padStart(7)} ${r.url}`);
        for (const r of later) console.log(`    ${path} ${String(r.gz).padStart(7)} ${r.url} (after idle)`);
      }
      first.later = later;
      return first;
    };

    console.log('\nSize bench (gzip, production build, Chromium)');
    const signin = await firstLoad('/signin');
    const home = await firstLoad('/', 'client');
    for (const [label, rows] of [
      ['first load /signin (signed out)', signin],
      ['first load / (signed in)', home],
    ]) {
      console.log(
        `  ${label.padEnd(34)} JS ${kib(sum(rows, 'script')).padStart(10)}  CSS ${kib(sum(rows, 'stylesheet')).padStart(8)}  total ${kib(sum(rows))} in ${rows.length} files` +
          `   (then, once idle: ${kib(sum(rows.later))} in ${rows.later.length} files)`,
      );
    }
    if (sum(home) > BUDGETS.firstLoadHome) failures.push(`first load of / is ${kib(sum(home))} (budget ${kib(BUDGETS.firstLoadHome)})`);
    if (sum(signin) > BUDGETS.firstLoadSignin)
      failures.push(`first load of /signin is ${kib(sum(signin))} (budget ${kib(BUDGETS.firstLoadSignin)})`);
    const reports = distReports(ROOT);
    for (const [label, rows] of [
      ['/ (signed in)', home],
      ['/signin (signed out)', signin],
    ]) {
      console.log(`\n  Line items of ${label}: each file's gzip bytes apportioned by its libraries' minified bytes`);
      for (const line of formatLineItems(lineItems(rows, reports), kib)) console.log(line);
    }

    console.log('\n  Per remote: bytes its first route adds beyond the shared modules (fresh load of that route)');
    for (const [name, [route, role]] of Object.entries(FIRST_ROUTES)) {
      const pkg = REMOTE_PACKAGES[name];
      const rows = await firstLoad(route, role);
      const own = rows.filter((r) => r.url.includes(`/remotes/${pkg}/`));
      const entry = readFileSync(join(ROOT, pkg, 'dist/remoteEntry.js'));
      console.log(
        `  ${name.padEnd(12)} ${route.padEnd(11)} adds ${kib(sum(own)).padStart(9)} (${own.length} files)` +
          `   remoteEntry.js ${kib(gzipBytes(entry)).padStart(8)} gz / ${kib(entry.length)} raw`,
      );
      if (sum(own) > BUDGETS.remoteFirstRoute)
        failures.push(`${name} first route adds ${kib(sum(own))} (budget ${kib(BUDGETS.remoteFirstRoute)})`);
    }
  } finally {
    await browser.close();
    await portal.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(
    `\n  Budgets: first load of / <= ${kib(BUDGETS.firstLoadHome)}, of /signin <= ${kib(BUDGETS.firstLoadSignin)}, ` +
      `each remote's first route <= ${kib(BUDGETS.remoteFirstRoute)} beyond shared`,
  );
  if (failures.length) {
    console.error(`  OVER BUDGET:\n    ${failures.join('\n    ')}`);
    process.exitCode = 1;
  } else console.log('  All within budget.');
}

await main();
