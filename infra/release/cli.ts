// `npm run release -w <remote> [-- --no-switch] [-- --from <dir>] [-- --canary <percent>]`,
// `npm run release:promote -w <remote>`, `npm run rollback -w <remote>` (ends a canary first),
// `npm run release:all [-- --from-dists]` (a first deploy: every remote, switched as a set),
// `npm run check:migrations [-- <file>...]` (central migrations, by default those the database has not applied, against
// what every running release uses), `npm run releases`, `npm run releases -- --check-canaries` (the rollback rule now, as its job runs it). Same environment as `npm start` (PORT, DATA_DIR, ...; see open-store.ts); works
// while the portal runs (the next page load picks up a switch).
import { resolve } from 'node:path';
import { buildRemote } from './build';
import { openCanaryDb, type CanaryDb } from './canary-db';
import {
  CheckFailed,
  checkCentralMigrations,
  describeReleases,
  promote,
  readShellFacts,
  release,
  releaseAll,
  rollback,
  RollbackRefused,
  withServedStore,
  type ReleaseContext,
} from './commands';
import { MigrationRefused, migrationFile, readMigrations } from './migration-check';
import { openMigrationDb, type MigrationDb } from './migration-db';
import { openStore, releaseEnv, ROOT } from './open-store';
import { PACKAGES, type RemotePackage } from './types';

async function main(): Promise<void> {
  const [command, ...args] = process.argv.slice(2);
  const renv = releaseEnv();
  const store = openStore(renv);
  let opened: CanaryDb | undefined;
  const canaries = () => (opened ??= openCanaryDb());
  let migrationDb: (MigrationDb & { close(): Promise<void> }) | undefined;
  const migrations = () => (migrationDb ??= openMigrationDb());
  try {
    await run(command, args, store, renv, canaries, migrations);
  } finally {
    await migrationDb?.close();
  }
}

async function run(
  command: string | undefined,
  args: string[],
  store: ReturnType<typeof openStore>,
  renv: ReturnType<typeof releaseEnv>,
  canaries: () => CanaryDb,
  migrations: () => MigrationDb,
): Promise<void> {
  const flag = (name: string) => args.includes(name);
  const value = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
  if (command === 'releases') {
    if (flag('--check-canaries')) console.log(`${await canaries().check()} canaries rolled back`);
    // Canary statuses when the database answers; the store's listing alone otherwise.
    let db: CanaryDb | undefined;
    try {
      db = canaries();
    } catch {
      db = undefined; // no database to ask: the store's listing alone
    }
    console.log(await describeReleases(store, db));
    return;
  }
  if (command === 'check-migrations') {
    const files = args.length
      ? args.map((f) => migrationFile(resolve(f)))
      : await (async () => {
          const applied = new Set(await migrations().centralApplied());
          return readMigrations(resolve(ROOT, 'infra/supabase/migrations')).filter((m) => !applied.has(m.version));
        })();
    const problems = await checkCentralMigrations({ store, shell: () => readShellFacts(renv.shellManifestUrl) }, files);
    if (problems.length) throw new MigrationRefused(`central migrations (${files.length} checked)`, problems);
    console.log(`${files.length} central migration(s) checked against the running releases: no drop or rename of anything in use`);
    return;
  }
  if (command === 'release-all') {
    // `npm run release:all [-- --from-dists]`: each remote's production build (or its dist/, built by `npm run build`).
    const ctx: ReleaseContext = {
      store,
      shell: () => readShellFacts(renv.shellManifestUrl),
      log: (l) => console.log(l),
      canaries,
      migrations,
    };
    const dirOf = (pkg: RemotePackage) => (flag('--from-dists') ? resolve(ROOT, pkg, 'dist') : buildRemote(pkg));
    await withServedStore(ctx, renv.portalUrl, (c) => releaseAll(c, dirOf));
    return;
  }
  const pkg = (value('--remote') ?? process.env.npm_package_name) as RemotePackage;
  if (!PACKAGES.includes(pkg)) throw new Error(`run it for a remote: npm run ${command} -w <${PACKAGES.join('|')}>`);
  const ctx: ReleaseContext = {
    store,
    shell: () => readShellFacts(renv.shellManifestUrl),
    log: (l) => console.log(l),
    canaries,
    migrations,
  };
  await withServedStore(ctx, renv.portalUrl, async (c) => {
    if (command === 'release') {
      const from = value('--from');
      const canary = value('--canary');
      await release(c, pkg, {
        fromDir: from ? resolve(from) : undefined,
        build: buildRemote,
        noSwitch: flag('--no-switch'),
        canary: canary === undefined ? undefined : Number(canary),
      });
    } else if (command === 'promote') {
      await promote(c, pkg);
    } else if (command === 'rollback') {
      await rollback(c, pkg);
    } else throw new Error(`unknown command ${command} (release, promote, rollback, releases)`);
  });
}

main().catch((error: unknown) => {
  console.error(
    error instanceof CheckFailed || error instanceof MigrationRefused || error instanceof RollbackRefused
      ? error.message
      : `Error: ${(error as Error).message}`,
  );
  if (error instanceof CheckFailed && error.problems.some((p) => p.startsWith('manifest not served'))) {
    console.error('  (A portal runs on PORT but does not serve this store: give the command the same PORT and DATA_DIR as `npm start`.)');
  }
  process.exit(1);
});
