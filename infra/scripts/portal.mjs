// Builds (what is missing) and runs the whole portal: the local stack plus the static server for the
// shell and the remotes. Used by `npm start`, the browser tests and the size bench.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { placeholderPage, portalConfig, REMOTE_PACKAGES } from './portal-config.mjs';
import { portalSecurityHeaders } from './portal-headers.mjs';
import { serveStatic } from './serve-static.mjs';

export const ROOT = resolve(import.meta.dirname, '../..');
/** Remotes first: the shell's budget check adds mfe-setup's first route to its own first load. */
export const APPS = [...Object.values(REMOTE_PACKAGES), 'shell'];

const isBuilt = (app) => existsSync(join(ROOT, app, 'dist', app === 'shell' ? 'index.html' : 'mf-manifest.json'));

/** Production-builds every app without a dist (or all of them with `force`), one at a time (2 cores). */
export function buildApps({ force = false, log = console.log } = {}) {
  for (const app of APPS) {
    if (!force && isBuilt(app)) continue;
    log(`Building ${app}...`);
    const r = spawnSync(
      process.execPath,
      [join(ROOT, 'node_modules/webpack-cli/bin/cli.js'), '--config', 'webpack.config.mjs', '--mode', 'production'],
      {
        cwd: join(ROOT, app),
        stdio: 'inherit',
      },
    );
    if (r.status !== 0) throw new Error(`build of ${app} failed`);
  }
}

/**
 * @param {object} o
 * @param {number} o.port        portal port (shell at /, remote releases at /remotes/<package>/<release id>/)
 * @param {number} o.apiPort     stack port
 * @param {string} [o.dataDir]   stack data folder (PGlite)
 * @param {string} [o.databaseUrl]
 * @param {boolean} [o.seed]     load demo data
 * @param {boolean} [o.logRequests]
 * @param {boolean} [o.refreshReleases]  release each remote whose dist differs from its live release (REBUILD=1)
 * @param {boolean} [o.devOverrides]  let this browser load a remote from a loopback dev server (`?devOverride=`; DEV_OVERRIDES=true)
 */
export async function startPortal({
  port,
  apiPort,
  dataDir,
  databaseUrl,
  seed = true,
  logRequests = false,
  refreshReleases = false,
  devOverrides = process.env.DEV_OVERRIDES === 'true',
}) {
  const { startStack, describeJwtSecret, describeSigningKeys } = await tsImport('../stack/src/index.ts', import.meta.url);
  const releases = await tsImport('../release/index.ts', import.meta.url);
  const portalUrl = `http://localhost:${port}`;
  // Remotes are served from their live releases (infra/release): a first release of each from its dist.
  const store = releases.localStore(portalUrl, dataDir ?? join(ROOT, '.data/stack'));
  const shellFacts = () => releases.readShellFacts(`${portalUrl}/mf-manifest.json`);
  await releases.withServedStore({ store, shell: shellFacts, log: console.log }, portalUrl, (ctx) =>
    releases.ensureLiveReleases(ctx, { refresh: refreshReleases }),
  );
  // The local inbox is on by default here (npm start, the browser tests) unless LOCAL_INBOX says otherwise;
  // the stack still keeps it shut unless the API is a loopback one (mail/inbox-server.ts).
  const stack = await startStack({
    port: apiPort,
    inbox: (process.env.LOCAL_INBOX ?? 'true') === 'true',
    seed,
    siteUrl: portalUrl,
    logRequests,
    ...(dataDir ? { dataDir } : {}),
    ...(databaseUrl ? { databaseUrl } : {}),
  });
  // A remote's own migrations (<remote>/supabase/migrations), pending on this database: applied as its release would.
  await releases.migrateLiveRemotes({
    store,
    shell: shellFacts,
    log: console.log,
    migrations: () => releases.dbMigrations(stack.ctx.db, 'the stack database'),
    // A remote's search and notification kinds, enabled as its live release declares them (set_remote_kinds).
    canaries: () => releases.canaryDb(stack.url, stack.serviceKey),
  });
  const base = portalConfig({ portalUrl, apiUrl: stack.url, anonKey: stack.anonKey });
  // Derived from the registry on every request (uncached): a switch shows on the next page load.
  // Dev overrides (`npm run dev -w <remote>` loaded into this portal) only when asked for: DEV_OVERRIDES=true.
  const config = async () => ({ ...base, ...(await releases.liveConfig(store)), ...(devOverrides ? { devOverrides: true } : {}) });
  let server;
  try {
    server = await serveStatic({
      port,
      root: join(ROOT, 'shell/dist'),
      mounts: Object.fromEntries(Object.values(REMOTE_PACKAGES).map((pkg) => [`/remotes/${pkg}/`, join(store.dir, pkg)])),
      config,
      pages: placeholderPage,
      // CSP etc. from the live config, so the allowed origins follow the remotes' releases.
      headers: async (path) => portalSecurityHeaders(await config(), { path }),
    });
  } catch (error) {
    await stack.stop();
    throw error;
  }
  return {
    portalUrl,
    stack,
    config,
    releasesDir: store.dir,
    /** Where the stack's JWT secret came from (never the secret). */
    jwtSecret: describeJwtSecret(stack.config),
    /** What signs access tokens (the keys file and the signing kid; the JWKS lists the public keys). */
    signingKeys: describeSigningKeys(stack.config),
    stop: async () => {
      await server.close();
      await stack.stop();
    },
  };
}
