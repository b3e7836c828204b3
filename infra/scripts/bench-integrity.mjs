// `npm run bench` (integrity part): what fail-closed integrity (issue 26) costs a cold load. In Chromium, the
// SHA-384 (Web Crypto, what subresource integrity computes) of every file the shell verifies of each remote
// (its manifest and scripts: an upper bound, a first route loads a part of them), then what the hashes add to
// portal-config.json (fetched once per page load). Reads the remotes' production builds (dist/).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './chromium-flags.mjs';
import { tsImport } from 'tsx/esm/api';
import { buildApps, ROOT } from './portal.mjs';
import { REMOTE_PACKAGES } from './portal-config.mjs';

const RUNS = 7;
const { fileIntegrity, listFiles } = await tsImport('../release/release-id.ts', import.meta.url);
const { shellIntegrity } = await tsImport('../release/registry.ts', import.meta.url);

buildApps();
const remotes = Object.entries(REMOTE_PACKAGES)
  .map(([name, pkg]) => ({ name, dir: join(ROOT, pkg, 'dist') }))
  .filter((r) => existsSync(join(r.dir, 'mf-manifest.json')))
  .map((r) => {
    const integrity = shellIntegrity({ integrity: fileIntegrity(r.dir, listFiles(r.dir)) });
    return { ...r, integrity, files: Object.keys(integrity).map((f) => readFileSync(join(r.dir, f)).toString('base64')) };
  });

const browser = await chromium.launch(CHROMIUM_LAUNCH);
try {
  const page = await browser.newPage();
  // Web Crypto needs a secure context: a blank page answered on localhost (no server).
  await page.route('http://localhost/bench-integrity', (route) =>
    route.fulfill({ body: '<!doctype html><title>bench</title>', contentType: 'text/html' }),
  );
  await page.goto('http://localhost/bench-integrity');
  console.log('\nIntegrity bench (SHA-384 in Chromium Web Crypto, median of 7; production builds)');
  let totalMs = 0;
  let totalBytes = 0;
  let totalFiles = 0;
  for (const r of remotes) {
    const { ms, bytes } = await page.evaluate(
      async ({ files, runs }) => {
        const buffers = files.map((b64) => Uint8Array.from(atob(b64), (c) => c.charCodeAt(0)));
        const times = [];
        for (let i = 0; i < runs; i++) {
          const start = performance.now();
          await Promise.all(buffers.map((b) => crypto.subtle.digest('SHA-384', b)));
          times.push(performance.now() - start);
        }
        times.sort((a, b) => a - b);
        return { ms: times[Math.floor(runs / 2)], bytes: buffers.reduce((n, b) => n + b.length, 0) };
      },
      { files: r.files, runs: RUNS },
    );
    totalMs += ms;
    totalBytes += bytes;
    totalFiles += r.files.length;
    console.log(
      `  ${r.name.padEnd(12)} ${String(r.files.length).padStart(3)} files ${(bytes / 1024).toFixed(0).padStart(5)} KiB  hashed in ${ms.toFixed(1)} ms`,
    );
  }
  const hashes = Object.fromEntries(remotes.map((r) => [r.name, { integrity: r.integrity }]));
  const json = JSON.stringify(hashes, null, 2);
  console.log(
    `  all remotes  ${String(totalFiles).padStart(3)} files ${(totalBytes / 1024).toFixed(0).padStart(5)} KiB  hashed in ${totalMs.toFixed(1)} ms (every script of every remote: a cold load verifies a part)`,
  );
  console.log(
    `  portal-config.json: the hashes add ${(json.length / 1024).toFixed(1)} KiB (${(gzipSync(json).length / 1024).toFixed(1)} KiB gz) per page load`,
  );
} finally {
  await browser.close();
}
