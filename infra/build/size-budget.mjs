// Size budgets of the production build, read from the emitted files and the federation manifests.
// Static, conservative measure (no browser): the bench (infra/scripts/bench-size.mjs) measures the real
// first loads in Chromium and applies the same budgets.
import { readFileSync, readdirSync, existsSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { createHash } from 'node:crypto';
import { sizeModules } from './size-modules.mjs';
import { isConsumeShared, isProvideShared, isShareScopeModule, shareKeyOf } from './shared-modules.mjs';

export const KIB = 1024;
export const BUDGETS = {
  /**
   * First load of `/` signed in: shell + shared modules + mfe-setup's base and home screen, with what they
   * consume from the share scope (issue 9: router and RTK Query included). Issue 32: 255 -> 240 -> 235 -> 225 -> 220 ->
   * 210, measured 205.4 KiB (aim 215; React on its 19.2 line, react-dom 64.2 -> 55.5 KiB; the search palette, the
   * bell, supabase-js's Realtime/storage/functions clients, auth-js's GoTrueClient and admin API load after the first
   * screen; supabase-js is the shell's, not shared).
   */
  firstLoadHome: 210 * KIB,
  /**
   * First load of `/signin` signed out: shell + shared modules + mfe-auth's base and sign-in screen. Issue 32: 225 ->
   * 220 -> 215 -> 205 -> 200 -> 190 KiB, measured 184.5 KiB (React's 19.2 line; shared-ui's core no longer imports
   * react-redux: a remote without a store loads none of it; postgrest-js comes with a session, on first use or once
   * idle: the shell's `signed-in-*` chunk; GoTrueClient once idle or at the first sign-in).
   */
  firstLoadSignin: 190 * KIB,
  /** What a remote's first route adds beyond the shared modules (its largest screen counted as the first). */
  remoteFirstRoute: 50 * KIB,
  /** What one screen's own chunks add beyond the shared modules and the remote's base. */
  screen: 30 * KIB,
};

export const ROOT = resolve(import.meta.dirname, '../..');
export { REMOTE_FOLDERS as REMOTES } from '../remotes.mjs';

export const gzipBytes = (buffer) => gzipSync(buffer, { level: 9 }).length;
const isCode = (file) => /\.(js|css)$/.test(file);

function listCode(dist) {
  return readdirSync(dist, { recursive: true }).map(String).filter(isCode);
}

/** The share keys the modules of these chunks consume (what they load from the share scope). */
function consumedKeys(compilation, chunks) {
  const keys = new Set();
  for (const chunk of chunks) {
    for (const m of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
      if (isConsumeShared(m) && shareKeyOf(m)) keys.add(shareKeyOf(m));
    }
  }
  return [...keys];
}
const isScreensModule = (module) => /[\\/]src[\\/]app[\\/]screen-modules\.tsx?$/.test(module?.resource ?? '');

/**
 * Classifies a remote's emitted JS/CSS from webpack's chunk graph: `shared` (a shared module's fallback and the
 * chunks split off it, e.g. react-router inside shared-ui/router: the shell provides them), `screens` (each lazy
 * screen of `src/app/screen-modules.ts`: its own chunks) and `base` (remoteEntry, lifecycles, Root, router, store).
 * Written to dist/size-report.json.
 */
export function classifyChunks(compilation) {
  const shared = new Set();
  const screenFiles = new Map();
  const screenGroups = new Map();
  const all = new Set();
  for (const chunk of compilation.chunks) {
    const files = [...chunk.files].filter(isCode);
    files.forEach((f) => all.add(f));
    const groups = [...chunk.groupsIterable];
    const origins = groups.flatMap((g) => g.origins ?? []);
    // Chunks named `lazy-*` load on demand after first paint (e.g. tus-js-client on the first upload).
    if (groups.length > 0 && groups.every((g) => g.name?.startsWith('lazy-'))) files.forEach((f) => shared.add(f));
    else if (origins.length > 0 && origins.every((o) => isShareScopeModule(o.module))) files.forEach((f) => shared.add(f));
    else if (origins.length > 0 && origins.every((o) => isScreensModule(o.module))) {
      for (const g of groups) {
        const name = g.origins.map((o) => o.request).join(',') || `chunk-${chunk.id}`;
        const list = screenFiles.get(name) ?? new Set();
        files.forEach((f) => list.add(f));
        screenFiles.set(name, list);
        screenGroups.set(name, g);
      }
    }
  }
  const screenAll = new Set([...screenFiles.values()].flatMap((l) => [...l]));
  const base = [...all].filter((f) => !shared.has(f) && !screenAll.has(f));
  const chunksOf = (files) => [...compilation.chunks].filter((c) => [...c.files].some((f) => files.includes(f)));
  const screens = Object.fromEntries([...screenFiles].map(([k, v]) => [k, [...v].filter((f) => !shared.has(f))]));
  return {
    shared: [...shared],
    base,
    consumes: consumedKeys(compilation, chunksOf(base)),
    screens,
    // What each screen loads from the share scope (e.g. shared-ui/forms): counted in the first load it is part of.
    screenConsumes: Object.fromEntries([...screenGroups].map(([k, g]) => [k, consumedKeys(compilation, g.chunks)])),
  };
}

/** The chunk groups loaded on demand: named by `isOnDemand`, or reached only from such groups and shared-module offers. */
function onDemandGroups(compilation, isOnDemand) {
  const lazy = new Set();
  const groups = [...compilation.chunkGroups];
  const inLazyOnly = (module) =>
    [...compilation.chunkGraph.getModuleChunksIterable(module)].every((c) => [...c.groupsIterable].every((g) => lazy.has(g)));
  for (let changed = true; changed;) {
    changed = false;
    for (const g of groups) {
      if (lazy.has(g)) continue;
      const origins = g.origins ?? [];
      // A provided shared module is only offered: it loads when someone consumes it (counted then, see checkAppBudget).
      const isLazy =
        isOnDemand(g.name ?? '') ||
        (origins.length > 0 && origins.every((o) => o.module && (isProvideShared(o.module) || inLazyOnly(o.module))));
      if (isLazy) {
        lazy.add(g);
        changed = true;
      }
    }
  }
  return lazy;
}

/** The JS/CSS files of the chunks that are not only in on-demand groups. */
function eagerOf(compilation, lazy) {
  const files = new Set();
  for (const chunk of compilation.chunks) {
    if ([...chunk.groupsIterable].every((g) => lazy.has(g))) continue;
    [...chunk.files].filter(isCode).forEach((f) => files.add(f));
  }
  return files;
}

/**
 * The host's files that are not loaded on demand: every chunk but those reachable only through chunk groups
 * named `lazy-*` (webpackChunkName), following shared-module fallbacks loaded from such chunks. Written to
 * dist/size-report.json as `firstLoad`; `signedInOnly` lists those of them a signed-out first load does not fetch
 * (chunk groups named `signed-in-*`: loaded at boot with a session, else on first use or once idle).
 */
export function eagerFiles(compilation) {
  const firstLoad = eagerOf(
    compilation,
    onDemandGroups(compilation, (name) => name.startsWith('lazy-')),
  );
  const signedOut = eagerOf(
    compilation,
    onDemandGroups(compilation, (name) => /^(lazy|signed-in)-/.test(name)),
  );
  const provides = {};
  for (const g of compilation.chunkGroups) {
    const provider = (g.origins ?? []).find((o) => isProvideShared(o.module))?.module;
    if (provider) {
      provides[shareKeyOf(provider)] = {
        files: g.chunks.flatMap((c) => [...c.files].filter(isCode)),
        consumes: consumedKeys(compilation, g.chunks),
      };
    }
  }
  return { firstLoad: [...firstLoad], signedInOnly: [...firstLoad].filter((f) => !signedOut.has(f)), provides };
}

const bytesOf = (dist, files) => files.reduce((sum, f) => sum + gzipBytes(readFileSync(join(dist, f))), 0);

/** A remote's own bytes from its size report: base, each screen, and the first route (base + its largest screen). */
export function remoteSizes(dir) {
  const dist = join(dir, 'dist');
  const report = JSON.parse(readFileSync(join(dist, 'size-report.json'), 'utf8'));
  const base = bytesOf(
    dist,
    report.base.filter((f) => existsSync(join(dist, f))).concat(['remoteEntry.js'].filter((f) => !report.base.includes(f))),
  );
  const screens = Object.fromEntries(Object.entries(report.screens).map(([name, files]) => [name, bytesOf(dist, files)]));
  const largest = Math.max(0, ...Object.values(screens));
  return { base, screens, firstRoute: base + largest };
}

/** gzip bytes a remote's first route adds beyond shared modules (its base + its largest screen). */
export function remoteOwnBytes(dir) {
  return remoteSizes(dir).firstRoute;
}

/**
 * gzip bytes of every JS/CSS file of an app's dist but its `lazy-*` chunks (and, signed out, its `signed-in-*` ones),
 * identical files counted once (`react-dom` and `react-dom/` emit the same chunk twice; a page loads one): an upper
 * bound of its first load.
 */
export function appTotalBytes(dir, consumedByRemote = [], { signedIn = true } = {}) {
  const dist = join(dir, 'dist');
  const unique = new Map();
  const reportFile = join(dist, 'size-report.json');
  const report = existsSync(reportFile) ? JSON.parse(readFileSync(reportFile, 'utf8')) : undefined;
  // The shell's copies of what the remote consumes, and what those consume in turn.
  const keys = new Set(consumedByRemote.filter(Boolean));
  for (const key of keys) for (const k of report?.provides?.[key]?.consumes ?? []) if (k) keys.add(k);
  const extra = [...keys].flatMap((key) => report?.provides?.[key]?.files ?? []);
  const skipped = new Set(signedIn ? [] : (report?.signedInOnly ?? []));
  const eager = report ? report.firstLoad.filter((f) => !skipped.has(f)) : listCode(dist).filter((name) => !/(^|\/)lazy-/.test(name));
  for (const f of [...eager, ...extra]) {
    const body = readFileSync(join(dist, f));
    unique.set(createHash('sha1').update(body).digest('hex'), body);
  }
  return [...unique.values()].reduce((sum, body) => sum + gzipBytes(body), 0);
}

/** The first loads the shell's build checks: path, the remote and screen (screen id in its src/app/screen-modules.ts), budget. */
export const FIRST_LOADS = [
  { path: '/', remote: 'mfe-setup', screen: 'business-formation', budget: 'firstLoadHome', signedIn: true },
  { path: '/signin', remote: 'mfe-auth', screen: 'sign-in', budget: 'firstLoadSignin', signedIn: false },
];

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The module a screen id imports in a remote's `src/app/screen-modules.ts` (the key of its chunk in the size report):
 * `'sign-in': screenModule(() => import('../features/sign-in/SignInPage').then(...))` -> `../features/sign-in/SignInPage`.
 * `lazy(() => import(...))` (before shared-ui's `screenModule`) is read too.
 */
export function screenModuleRequest(source, screen) {
  const id = escapeRegExp(screen);
  const pattern = new RegExp(
    `(?:^|[\\s{,])(['"]?)${id}\\1\\s*:\\s*(?:screenModule|lazy)\\(\\s*(?:async\\s*)?\\(\\)\\s*=>\\s*import\\(\\s*(['"])([^'"]+)\\2`,
    'm',
  );
  return pattern.exec(source)?.[3];
}

/**
 * What a remote adds to a first load: its base + the screen the route shows (e.g. `/`: mfe-setup's `business-formation`), not
 * its largest screen (`/account` loads only when opened; each screen is held to the per-screen budget), and the
 * share keys the two consume (the shell's copies are counted with the shell).
 */
export function routeBytes(dir, screen) {
  const { base, screens } = remoteSizes(dir);
  const report = JSON.parse(readFileSync(join(dir, 'dist/size-report.json'), 'utf8'));
  const source = existsSync(join(dir, 'src/app/screen-modules.ts')) ? readFileSync(join(dir, 'src/app/screen-modules.ts'), 'utf8') : '';
  const module = screenModuleRequest(source, screen);
  if (!module || !screens[module]) {
    // A first load that silently counted no screen would pass its budget without measuring it.
    throw new Error(
      `no chunk of screen '${screen}' in ${dir}'s size report (its import in src/app/screen-modules.ts: ${module ?? 'not found'})`,
    );
  }
  const consumes = [...(report.consumes ?? []), ...(report.screenConsumes?.[module] ?? [])];
  return { bytes: base + screens[module], consumes };
}

/** Static first load of a route: the shell's eager files + the shared modules the route consumes + the remote's part. */
export function firstLoadBytes(shellDir, { remote, screen, signedIn }) {
  const dir = join(ROOT, remote);
  const { bytes, consumes } = existsSync(join(dir, 'dist/size-report.json')) ? routeBytes(dir, screen) : { bytes: 0, consumes: [] };
  const shell = appTotalBytes(shellDir, consumes, { signedIn });
  return { shell, remote: bytes, total: shell + bytes };
}

const kib = (bytes) => `${(bytes / KIB).toFixed(1)} KiB`;

/** Checks one app's budget after its build; returns error messages (empty when within budget). */
export function checkAppBudget(appDir, appName, log = () => {}) {
  const errors = [];
  if (appName === 'shell') {
    for (const load of FIRST_LOADS) {
      let measured;
      try {
        measured = firstLoadBytes(appDir, load);
      } catch (e) {
        errors.push(e.message);
        continue;
      }
      const { shell, remote, total } = measured;
      log(
        `first load of ${load.path} ${kib(total)} gz (shell ${kib(shell)} + ${load.remote} ${kib(remote)}), budget ${kib(BUDGETS[load.budget])}`,
      );
      if (total > BUDGETS[load.budget]) {
        errors.push(
          `first load of ${load.path} is ${total} B gz (shell ${shell} + ${load.remote} ${remote}), budget ${BUDGETS[load.budget]} B`,
        );
      }
    }
  } else {
    const { firstRoute, screens } = remoteSizes(appDir);
    if (firstRoute > BUDGETS.remoteFirstRoute) {
      errors.push(`${appName}'s first route adds ${firstRoute} B gz beyond shared modules, budget ${BUDGETS.remoteFirstRoute} B`);
    }
    for (const [screen, bytes] of Object.entries(screens)) {
      if (bytes > BUDGETS.screen) errors.push(`${appName} screen ${screen} adds ${bytes} B gz, budget ${BUDGETS.screen} B`);
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
      const report = this.appName === 'shell' ? eagerFiles(compilation) : classifyChunks(compilation);
      writeFileSync(join(compiler.outputPath, 'size-report.json'), JSON.stringify(report, null, 1));
      writeFileSync(
        join(compiler.outputPath, 'size-modules.json'),
        JSON.stringify(sizeModules(compilation, { root: ROOT, dist: compiler.outputPath }), null, 1),
      );
      for (const e of checkAppBudget(appDir, this.appName, (line) => console.log(`Size (static): ${line}`))) {
        compilation.errors.push(new Error(`Size budget exceeded: ${e}`));
      }
    });
  }
}
