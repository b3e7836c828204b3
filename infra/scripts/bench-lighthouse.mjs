// `npm run bench` (Lighthouse part): every screen of the portal in Debian's Chromium against the production
// build and the real stack with its demo data: signed out, signed in as a client, signed in as an admin.
// Lighthouse's desktop preset, cold cache (the browser cache is cleared before each screen; the session stays in
// localStorage, where supabase-js keeps it). Prints performance, accessibility and best practices per screen, the
// CPU benchmark index (a busy machine scores performance far lower), any failing audit, and exits 1 when a
// screen is below 98 / 100 / 100. The signed-out pages are also checked for accessibility on a phone.
// BENCH_ONLY=/account,/clients limits the run to those paths; BENCH_SAVE=<dir> keeps each whole report. On a
// machine faster than a CPU benchmark index of 1700, the CPU is throttled down to it (issue 32); each row also
// gives LCP and Lighthouse's unused JavaScript: its audit lists a file only when 20 KiB of it or more never ran (the
// issue's bar), so the bench lowers that to 1 KiB and prints the largest file's figure (the audit weighs nothing in
// the performance score).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { launch } from 'chrome-launcher';
import puppeteer from 'puppeteer-core';
import { tsImport } from 'tsx/esm/api';
import { buildApps, startPortal } from './portal.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium-flags.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 8093);
const API_PORT = Number(process.env.BENCH_API_PORT ?? 24381);
const ONLY = process.env.BENCH_ONLY?.split(',').filter(Boolean);
/** BENCH_SAVE=<dir> keeps each screen's whole Lighthouse report (JSON) there, to read what a score is made of. */
const SAVE_DIR = process.env.BENCH_SAVE;
if (SAVE_DIR) mkdirSync(SAVE_DIR, { recursive: true });
/** The demo accounts of infra/supabase/seed.sql. */
const DEMO = { client: 'client@demo.local', admin: 'admin@demo.local', password: 'Demo-pass-2025!' };
const BAR = { performance: 98, accessibility: 100, 'best-practices': 100 };
/**
 * Issue 32: on `/`, no file with 20 KiB or more of JavaScript the screen never ran (Lighthouse's own threshold). The
 * signed-out screens run less of react-dom (20.5-23.7 KiB of it unused on 2026-11-29): printed, not held.
 */
const UNUSED_JS_BAR_KIB = 20;
const CATEGORIES = Object.keys(BAR);
/**
 * Public routes that leave the portal at once (to Google, or back to /signin without the provider's answer):
 * there is no screen to measure.
 */
const REDIRECTS = new Set(['/signin/auto', '/signup/v/user/grant']);
const MOBILE = { extends: 'lighthouse:default' };
/**
 * The machine speed the scores must hold at (issue 32): a CPU benchmark index at or below this. On a faster day
 * Lighthouse's CPU throttling (cpuSlowdownMultiplier = index / 1700) brings the effective index down to it.
 */
const TARGET_INDEX = 1700;
let cpuSlowdown = 1;
/** Lighthouse's desktop preset, with every file that wastes 1 KiB of JavaScript listed (not only those above 20). */
const CONFIG = {
  ...desktopConfig,
  audits: [{ path: 'byte-efficiency/unused-javascript', options: { unusedThreshold: 1024 } }],
};

/** The file with the most JavaScript a screen never ran (wasted bytes, gzip as transferred). */
function largestUnusedJs(lhr) {
  const items = lhr.audits['unused-javascript']?.details?.items ?? [];
  const top = items.reduce((a, b) => (b.wastedBytes > (a?.wastedBytes ?? -1) ? b : a), undefined);
  return top ? { kib: top.wastedBytes / 1024, file: new URL(top.url).pathname.split('/').pop() } : { kib: 0, file: '-' };
}

/** Every screen to measure, from the composed screen table of every remote's declarations: [who, path]. */
async function screens(stack) {
  const { PORTAL_SCREENS } = await tsImport('../screens/portal-screens.ts', import.meta.url);
  const { createScreenTable } = await tsImport('../../shared-ui/src/screens/screen-table.ts', import.meta.url);
  const { rows } = await stack.ctx.db.query('select id from auth.users where email = $1', [DEMO.client]);
  const path = (p) => p.replace(':id', rows[0].id);
  const list = [];
  for (const route of createScreenTable(PORTAL_SCREENS).screens) {
    if (route.access === 'public' && !REDIRECTS.has(route.path)) list.push(['signed out', route.path]);
    if (route.access === 'signed-in') list.push(['client', path(route.path)]);
    if (route.access === 'admin') list.push(['admin', path(route.path)]);
  }
  // An admin's own My Account (DECISIONS 12: it links to the admin area).
  list.push(['admin', '/account']);
  const unique = list.filter(([who, p], i) => list.findIndex(([w, q]) => w === who && q === p) === i);
  return ONLY ? unique.filter(([, p]) => ONLY.includes(p)) : unique;
}

/**
 * One cold-cache Lighthouse run of a screen. A run whose trace Chromium failed to record (NO_NAVSTART and the
 * like, seen on a busy machine) is tried again, up to three times.
 */
async function measure(cdp, page, url) {
  for (let attempt = 1; ; attempt++) {
    await cdp.send('Network.clearBrowserCache');
    const result = await lighthouse(
      url,
      {
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
        disableStorageReset: true,
        throttling: { ...desktopConfig.settings.throttling, cpuSlowdownMultiplier: cpuSlowdown },
      },
      CONFIG,
      page,
    );
    const lhr = result?.lhr;
    if (lhr && !lhr.runtimeError) return lhr;
    const why = lhr ? lhr.runtimeError.message : 'Lighthouse returned nothing';
    if (attempt === 3) throw new Error(`${url}: ${why}`);
    console.log(`  (${url}: ${why}; measuring again)`);
  }
}

/** The first element an accessibility audit flags, as Lighthouse quotes it: where to look. */
function firstNode(audit) {
  const node = audit.details?.items?.[0]?.node;
  return node?.snippet ? ` [${node.snippet.slice(0, 100)}]` : '';
}

async function signIn(stack, email) {
  const res = await fetch(`${stack.url.replace('//localhost:', '//127.0.0.1:')}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: stack.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO.password }),
  });
  if (!res.ok) throw new Error(`sign-in of ${email}: HTTP ${res.status} ${await res.text()}`);
  return res.json();
}

const storageKey = (apiUrl) => `sb-${new URL(apiUrl).hostname.split('.')[0]}-auth-token`;

async function main() {
  // Always the current sources: a stale build would measure yesterday's screens.
  buildApps({ force: true });
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-lighthouse-'));
  const portal = await startPortal({ port: PORT, apiPort: API_PORT, dataDir });
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  const failures = [];
  const rows = [];
  try {
    const page = await browser.newPage();
    const cdp = await page.createCDPSession();
    let signedInAs = 'signed out';
    const becomes = async (who) => {
      if (who === signedInAs) return;
      await page.goto(`${portal.portalUrl}/portal-config.json`);
      const key = storageKey(portal.stack.url);
      const session = who === 'signed out' ? null : JSON.stringify(await signIn(portal.stack, DEMO[who]));
      await page.evaluate((k, v) => (v ? localStorage.setItem(k, v) : localStorage.clear()), key, session);
      signedInAs = who;
    };

    const list = await screens(portal.stack);
    console.log(`\nLighthouse (desktop preset, cold cache, production build, Chromium): ${list.length} screens`);
    let benchmarkIndex;
    // The machine's speed first (one run of the first screen): faster than TARGET_INDEX, the CPU is throttled to it.
    if (list.length) {
      await becomes(list[0][0]);
      benchmarkIndex = (await measure(cdp, page, portal.portalUrl + list[0][1])).environment.benchmarkIndex;
      cpuSlowdown = Math.max(1, benchmarkIndex / TARGET_INDEX);
      console.log(
        `  CPU benchmark index ${benchmarkIndex}: CPU slowdown x${cpuSlowdown.toFixed(2)} (effective index ${Math.round(benchmarkIndex / cpuSlowdown)})`,
      );
    }
    for (const [who, path] of list) {
      await becomes(who);
      const lhr = await measure(cdp, page, portal.portalUrl + path);
      const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c].score ?? 0) * 100)]));
      const failing = CATEGORIES.flatMap((c) =>
        lhr.categories[c].auditRefs
          .map((ref) => lhr.audits[ref.id])
          .filter((a) => a.score !== null && a.score < 1 && (a.scoreDisplayMode === 'binary' || (c === 'performance' && a.score < 0.9)))
          // Listed down to 1 KiB here (CONFIG), so flagged; the row gives its figure.
          .filter((a) => a.id !== 'unused-javascript'),
      ).map((a) => (a.displayValue ? `${a.id} (${a.displayValue})` : `${a.id}${firstNode(a)}`));
      const unusedJs = largestUnusedJs(lhr);
      const lcp = lhr.audits['largest-contentful-paint']?.numericValue ?? 0;
      if (SAVE_DIR) writeFileSync(join(SAVE_DIR, `${who.replace(' ', '-')}${path.replaceAll('/', '_')}.json`), JSON.stringify(lhr));
      rows.push({ who, path, scores, failing, unusedJs, lcp });
      console.log(
        `  ${who.padEnd(11)} ${path.padEnd(28)} ${CATEGORIES.map((c) => String(scores[c]).padStart(4)).join('')}` +
          `   LCP ${Math.round(lcp)} ms, unused JS ${unusedJs.kib.toFixed(1)} KiB (${unusedJs.file})${failing.length ? `   ${failing.join(', ')}` : ''}`,
      );
      const short = CATEGORIES.filter((c) => scores[c] < BAR[c]);
      if (short.length) failures.push(`${who} ${path}: ${short.map((c) => `${c} ${scores[c]}`).join(', ')}`);
      if (path === '/' && unusedJs.kib >= UNUSED_JS_BAR_KIB)
        failures.push(`${who} ${path}: ${unusedJs.kib.toFixed(1)} KiB of ${unusedJs.file} never ran`);
    }
    console.log(
      `  CPU benchmark index: ${benchmarkIndex}, CPU slowdown x${cpuSlowdown.toFixed(2)}: effective index ${Math.round(benchmarkIndex / cpuSlowdown)} (at most ${TARGET_INDEX})`,
    );

    console.log('\nLighthouse accessibility on a phone (signed-out pages)');
    await becomes('signed out');
    for (const [who, path] of list.filter(([w]) => w === 'signed out')) {
      const result = await lighthouse(
        portal.portalUrl + path,
        { output: 'json', logLevel: 'error', onlyCategories: ['accessibility'] },
        MOBILE,
        page,
      );
      const score = Math.round((result.lhr.categories.accessibility.score ?? 0) * 100);
      console.log(`  ${'mobile'.padEnd(11)} ${path.padEnd(28)} ${String(score).padStart(4)}`);
      if (score < 100) failures.push(`mobile ${who} ${path}: accessibility ${score}`);
    }
    printTable(rows, benchmarkIndex);
  } finally {
    await browser.disconnect();
    await chrome.kill();
    await portal.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (failures.length) {
    console.error(`\n  BELOW ${Object.values(BAR).join(' / ')}:\n    ${failures.join('\n    ')}`);
    process.exitCode = 1;
  } else console.log(`\n  Every screen at or above ${Object.values(BAR).join(' / ')}.`);
}

/** The same figures as a Markdown table, for the README and the issue. */
function printTable(rows, benchmarkIndex) {
  console.log(
    `\n| Session | Screen | Performance | Accessibility | Best practices | LCP | Unused JS (largest file) |\n|---|---|---|---|---|---|---|`,
  );
  for (const { who, path, scores, lcp, unusedJs } of rows)
    console.log(
      `| ${who} | \`${path}\` | ${scores.performance} | ${scores.accessibility} | ${scores['best-practices']} | ${Math.round(lcp)} ms | ${unusedJs.kib.toFixed(1)} KiB |`,
    );
  console.log(
    `\nCPU benchmark index: ${benchmarkIndex}; CPU slowdown x${cpuSlowdown.toFixed(2)} (effective ${Math.round(benchmarkIndex / cpuSlowdown)})`,
  );
}

await main();
