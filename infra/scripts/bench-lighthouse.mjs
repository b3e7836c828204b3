// `npm run bench` (accessibility part): Lighthouse's accessibility score of the signed-out pages, in
// Debian's Chromium against the production build and the real stack. Prints each score and any failing
// audit; exits 1 below 100 (issue 9: "Lighthouse accessibility 100 on /signin").
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { launch } from 'chrome-launcher';
import { buildApps, startPortal } from './portal.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 8093);
const API_PORT = Number(process.env.BENCH_API_PORT ?? 54393);
const PAGES = ['/signin', '/signup', '/forget'];
/** Lighthouse's default (a phone) and a desktop screen. */
const FORM_FACTORS = {
  mobile: { extends: 'lighthouse:default' },
  desktop: { extends: 'lighthouse:default', settings: { formFactor: 'desktop', screenEmulation: { disabled: true } } },
};
const TARGET = 100;

async function main() {
  buildApps();
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-lighthouse-'));
  const portal = await startPortal({ port: PORT, apiPort: API_PORT, dataDir });
  const chrome = await launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  const failures = [];
  try {
    console.log('\nLighthouse accessibility (production build, Chromium)');
    for (const [formFactor, config] of Object.entries(FORM_FACTORS)) {
      for (const path of PAGES) {
        const result = await lighthouse(
          portal.portalUrl + path,
          { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['accessibility'], throttlingMethod: 'provided' },
          config,
        );
        const lhr = result?.lhr;
        if (!lhr) throw new Error(`Lighthouse returned nothing for ${path}`);
        if (lhr.runtimeError) throw new Error(`${path}: ${lhr.runtimeError.message}`);
        const score = Math.round((lhr.categories.accessibility.score ?? 0) * 100);
        const failing = lhr.categories.accessibility.auditRefs
          .map((ref) => lhr.audits[ref.id])
          .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary');
        console.log(`  ${formFactor.padEnd(8)} ${path.padEnd(10)} ${String(score).padStart(3)} / 100${failing.length ? `   failing: ${failing.map((a) => a.id).join(', ')}` : ''}`);
        if (score < TARGET) failures.push(`${formFactor} ${path}: accessibility ${score} (target ${TARGET})`);
      }
    }
  } finally {
    await chrome.kill();
    await portal.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (failures.length) {
    console.error(`  BELOW TARGET:\n    ${failures.join('\n    ')}`);
    process.exitCode = 1;
  } else console.log(`  All at ${TARGET}.`);
}

await main();
