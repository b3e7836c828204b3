// Size budgets of the production build, read from the emitted files and the federation manifests.
// Static, conservative measure (no browser): the bench (infra/scripts/bench-size.mjs) measures the real
// first loads in Chromium and applies the same budgets.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { createHash } from 'node:crypto';

export const KIB = 1024;
export const BUDGETS = {
  /** First load of `/` signed in: shell + shared modules + mfe-setup's first route. */
  firstLoadHome: 230 * KIB,
  /** What a remote's first route adds beyond the shared modules. */
  remoteFirstRoute: 50 * KIB,
};

export const ROOT = resolve(import.meta.dirname, '../..');
export const REMOTES = ['mfe-auth', 'mfe-setup', 'mfe-credit', 'mfe-content', 'mfe-admin'];

export const gzipBytes = (buffer) => gzipSync(buffer, { level: 9 }).length;
const isCode = (file) => /\.(js|css)$/.test(file);

function listCode(dist) {
  return readdirSync(dist, { recursive: true }).map(String).filter(isCode);
}

/** Files of a remote's dist that hold shared modules (fallbacks other apps may provide instead). */
function sharedAssets(manifest) {
  const files = new Set();
  for (const s of manifest.shared ?? []) {
    for (const kind of ['js', 'css']) {
      for (const f of [...(s.assets?.[kind]?.sync ?? []), ...(s.assets?.[kind]?.async ?? [])]) files.add(f);
    }
  }
  return files;
}

/** Chunks the app loads on demand after first paint (named `lazy-*` with webpackChunkName, e.g. tus-js-client on the first upload). */
const isLazy = (file) => /(^|\/)lazy-/.test(file);

/** gzip bytes a remote adds beyond shared modules: remoteEntry + every non-shared chunk but `lazy-*` ones (upper bound). */
export function remoteOwnBytes(dir) {
  const dist = join(dir, 'dist');
  const manifest = JSON.parse(readFileSync(join(dist, 'mf-manifest.json'), 'utf8'));
  const shared = sharedAssets(manifest);
  let total = 0;
  for (const f of listCode(dist)) if (!shared.has(f) && !isLazy(f)) total += gzipBytes(readFileSync(join(dist, f)));
  return total;
}

/**
 * gzip bytes of every JS/CSS file of an app's dist but its `lazy-*` chunks, identical files counted once
 * (`react-dom` and `react-dom/` emit the same chunk twice; a page loads one): an upper bound of its first load.
 */
export function appTotalBytes(dir) {
  const dist = join(dir, 'dist');
  const unique = new Map();
  for (const f of listCode(dist).filter((name) => !isLazy(name))) {
    const body = readFileSync(join(dist, f));
    unique.set(createHash('sha1').update(body).digest('hex'), body);
  }
  return [...unique.values()].reduce((sum, body) => sum + gzipBytes(body), 0);
}

/** Checks one app's budget after its build; returns error messages (empty when within budget). */
export function checkAppBudget(appDir, appName) {
  const errors = [];
  if (appName === 'shell') {
    const setup = join(ROOT, 'mfe-setup');
    const setupBytes = existsSync(join(setup, 'dist/mf-manifest.json')) ? remoteOwnBytes(setup) : 0;
    const total = appTotalBytes(appDir) + setupBytes;
    if (total > BUDGETS.firstLoadHome) {
      errors.push(`first load of / is ${total} B gz (shell ${total - setupBytes} + mfe-setup ${setupBytes}), budget ${BUDGETS.firstLoadHome} B`);
    }
  } else {
    const own = remoteOwnBytes(appDir);
    if (own > BUDGETS.remoteFirstRoute) {
      errors.push(`${appName} adds ${own} B gz beyond shared modules, budget ${BUDGETS.remoteFirstRoute} B`);
    }
  }
  return errors;
}

/** webpack plugin: fails a production build that exceeds its budget. */
export class SizeBudgetPlugin {
  constructor(appDir, appName) {
    this.appDir = appDir;
    this.appName = appName;
  }
  apply(compiler) {
    compiler.hooks.afterEmit.tap('SizeBudgetPlugin', (compilation) => {
      if (compilation.errors.length > 0) return;
      // The folder holding the emitted `dist` (a release builds into <tmp>/dist, see infra/release).
      const appDir = basename(compiler.outputPath) === 'dist' ? dirname(compiler.outputPath) : this.appDir;
      for (const e of checkAppBudget(appDir, this.appName)) {
        compilation.errors.push(new Error(`Size budget exceeded: ${e}`));
      }
    });
  }
}
