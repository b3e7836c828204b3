// The size bench's line items: the gzip bytes of each JS/CSS file a page loaded, apportioned among the
// libraries in that file by their minified bytes (the emitting app's dist/size-modules.json, written by its
// build: infra/build/size-modules.mjs). An apportionment: gzip compresses libraries unevenly, so a line is
// an estimate; the lines add up to the measured total.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The app that emitted a response, and the file: `/remotes/<package>/<release id>/<file>` or the shell's `/<file>`. */
export function sourceOf(url) {
  const path = new URL(url).pathname;
  const remote = /^\/remotes\/([^/]+)\/[^/]+\/(.+)$/.exec(path);
  return remote ? { app: remote[1], file: remote[2] } : { app: 'shell', file: path.slice(1) };
}

/** Reads (once) each app's `dist/size-modules.json` under `root`. */
export function distReports(root) {
  const cache = new Map();
  return (app) => {
    if (!cache.has(app)) {
      const file = join(root, app, 'dist/size-modules.json');
      cache.set(app, existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {});
    }
    return cache.get(app);
  };
}

/**
 * @param {{ url: string, gz: number }[]} rows  what a page loaded, with gzip bytes
 * @param {(app: string) => Record<string, { bytes: number, parts: Record<string, number> }>} reportOf
 * @returns {[string, number][]} label -> gzip bytes, largest first (they add up to the rows' total)
 */
export function lineItems(rows, reportOf) {
  const items = new Map();
  const add = (label, gz) => items.set(label, (items.get(label) ?? 0) + gz);
  for (const row of rows) {
    const { app, file } = sourceOf(row.url);
    const entry = reportOf(app)[file];
    if (!entry?.bytes) add(`${app} ${file} (no line items)`, row.gz);
    else for (const [label, bytes] of Object.entries(entry.parts)) add(label, (row.gz * bytes) / entry.bytes);
  }
  return [...items].sort((a, b) => b[1] - a[1]);
}

/** The lines the bench prints: one per label, then the total. */
export function formatLineItems(items, kib) {
  const total = items.reduce((n, [, gz]) => n + gz, 0);
  const line = (label, gz) => `    ${label.padEnd(34)} ${kib(gz).padStart(10)}`;
  return [...items.map(([label, gz]) => line(label, gz)), line('total (measured)', total)];
}
