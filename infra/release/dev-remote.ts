// `npm run dev -w <remote>`: the one-team dev loop. Builds the remote in development mode, rebuilds on
// every saved change (webpack watch), serves it on DEV_PORT with CORS, and writes dev-build.json after each
// build. The running portal (`npm start`, the real shell and stack) loads it in place of its release through
// a development override of the runtime config (shell/src/boot/dev-overrides.ts) and swaps the remote in
// place on each build (hot reload).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import webpack, { type Configuration } from 'webpack';
import { ROOT } from './open-store';
import { serveDirs } from './serve-dir';
import { PACKAGES, remoteOf, type RemotePackage } from './types';

/** Each remote's dev server port unless DEV_PORT is set: 8141, 8142, ... in infra/remotes.json's order. */
const defaultPort = (pkg: RemotePackage) => 8141 + PACKAGES.indexOf(pkg);

/**
 * The running portal is a production build: its shared React has no development JSX runtime (jsxDEV
 * fails with "dispatcher.getOwner is not a function"). The remote keeps development mode (fast builds,
 * readable code) but compiles JSX for React's production runtime.
 */
function compileJsxForProduction(config: Configuration): void {
  for (const rule of config.module?.rules ?? []) {
    const use =
      rule && typeof rule === 'object'
        ? (rule.use as { loader?: string; options?: { jsc?: { transform?: { react?: { development?: boolean } } } } })
        : undefined;
    const react = use?.loader === 'swc-loader' ? use.options?.jsc?.transform?.react : undefined;
    if (react) react.development = false;
  }
}

async function main(): Promise<void> {
  const pkg = (process.argv[2] ?? process.env.npm_package_name) as RemotePackage;
  if (!PACKAGES.includes(pkg)) throw new Error(`run it for a remote: npm run dev -w <${PACKAGES.join('|')}>`);
  const port = Number(process.env.DEV_PORT || defaultPort(pkg));
  const portalUrl = `http://localhost:${Number(process.env.PORT || 8080)}`;
  const out = join(mkdtempSync(join(tmpdir(), `dev-${pkg}-`)), 'dist');
  const factory = (
    (await import(pathToFileURL(join(ROOT, pkg, 'webpack.config.mjs')).href)) as { default: (env: unknown, argv: unknown) => Configuration }
  ).default;
  const config = factory({}, { mode: 'development' });
  config.output = { ...config.output, path: out };
  compileJsxForProduction(config);

  const server = await serveDirs({ '/': out }, port);
  const manifest = `${server.url}/mf-manifest.json`;
  const compiler = webpack(config);
  let first = true;
  const watching = compiler.watch({ aggregateTimeout: 200 }, (error, stats) => {
    if (error || !stats || stats.hasErrors()) {
      console.error(error ?? stats?.toString({ all: false, errors: true }));
      return;
    }
    writeFileSync(join(out, 'dev-build.json'), JSON.stringify({ build: stats.hash, at: new Date().toISOString() }));
    console.log(`[dev] ${pkg} built in ${(stats.endTime ?? 0) - (stats.startTime ?? 0)} ms (${stats.hash})`);
    if (first) {
      first = false;
      console.log(`
${pkg} (${remoteOf(pkg)}) is served with hot reload on save at ${manifest}
With the portal running with overrides allowed (DEV_OVERRIDES=true npm start), open it with the override
(this browser only, until turned off; a banner shows while it is active):
  ${portalUrl}/?devOverride=${remoteOf(pkg)}=${manifest}
Back to the release: ${portalUrl}/?devOverride=off
Press Ctrl+C to stop.`);
    }
  });

  const stop = () => watching?.close(() => void server.close().then(() => process.exit(0)));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(`Error: ${(error as Error).message}`);
  process.exit(1);
});
