// The release commands behind `npm run release|rollback -w <remote>`, `npm run releases`, and what
// `npm start` does at start (first releases).
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { checkRelease, shellFacts, type FederationManifest, type ShellFacts } from './check';
import { ROOT } from './open-store';
import { contentHash, fileIntegrity, listFiles, releaseId } from './release-id';
import type { RemoteScreens } from '../../shared-ui/src/screens/screen-declarations';
import { liveConfig, readReleaseOnce, rolledBackRecord, switchedRecord } from './registry';
import { serveDirs } from './serve-dir';
import type { CanaryDb } from './canary-db';
import {
  MigrationRefused,
  migrationProblems,
  readMigrations,
  removedBy,
  type MigrationFile,
  type OwnedMigration,
  type UsageSite,
} from './migration-check';
import type { MigrationDb } from './migration-db';
import { PACKAGES, remoteOf, type LiveRecord, type ReleaseMeta, type ReleaseStore, type RemotePackage, type SwitchAction } from './types';

export class CheckFailed extends Error {
  constructor(
    readonly pkg: string,
    readonly id: string,
    readonly problems: string[],
  ) {
    super(`${pkg} ${id} failed the release check; nothing switched:\n  - ${problems.join('\n  - ')}`);
  }
}

export interface ReleaseContext {
  store: ReleaseStore;
  /** Where the check reads a release over HTTP (defaults to store.releaseUrl). */
  checkUrl?(pkg: RemotePackage, id: string): string;
  /** The live shell's platform API version and singletons. */
  shell(): Promise<ShellFacts>;
  log?(line: string): void;
  now?(): Date;
  /** The canaries in the database (canary-db.ts): needed by --canary, promote and the end of a canary. */
  canaries?(): CanaryDb;
  /** Where a remote's own migrations are applied (migration-db.ts): needed only when it has pending ones. */
  migrations?(): MigrationDb;
  /** A remote's migrations folder (default `<remote>/supabase/migrations`). */
  migrationsDir?(pkg: RemotePackage): string;
  /** The central migrations' folder (default infra/supabase/migrations): named when one removed what a rollback needs. */
  centralMigrationsDir?: string;
}

export class RollbackRefused extends Error {
  constructor(
    readonly pkg: string,
    readonly id: string,
    readonly problems: string[],
  ) {
    super(
      `${pkg}: rollback to ${id} refused; nothing switched:\n  - ${problems.join('\n  - ')}\n` +
        `A release that a contract migration has left behind cannot come back: release a fix instead (npm run release -w ${pkg}).`,
    );
  }
}

function canaryDbOf(ctx: ReleaseContext): CanaryDb {
  if (!ctx.canaries)
    throw new Error('canaries need the database (RELEASE_SUPABASE_URL and RELEASE_SUPABASE_SERVICE_KEY, or the local stack)');
  return ctx.canaries();
}

/** The shell's facts from its served manifest, or from shell/dist when nothing serves it (portal stopped). */
export async function readShellFacts(manifestUrl: string): Promise<ShellFacts> {
  try {
    const response = await fetch(manifestUrl, { cache: 'no-store' });
    if (response.ok) return shellFacts((await response.json()) as FederationManifest);
  } catch {
    /* not running: read the build */
  }
  const file = join(ROOT, 'shell/dist/mf-manifest.json');
  if (!existsSync(file))
    throw new Error(
      `no shell to check against: ${manifestUrl} is not served and ${file} does not exist. Build the shell first ` +
        '(`npm run build -w shell`): a remote is checked against the shell it will run in, the hosted one at ' +
        'SHELL_MANIFEST_URL, or shell/dist before the shell is hosted (docs/deploy.md, step 5).',
    );
  return shellFacts(JSON.parse(readFileSync(file, 'utf8')) as FederationManifest);
}

/**
 * Runs `fn` with a context whose check reads a folder store over HTTP: through the running portal when
 * it serves the store, otherwise through a temporary server of the folder.
 */
export async function withServedStore<T>(ctx: ReleaseContext, portalUrl: string, fn: (ctx: ReleaseContext) => Promise<T>): Promise<T> {
  const dir = (ctx.store as { dir?: string }).dir;
  let running = false;
  try {
    running = (await fetch(`${portalUrl}/portal-config.json`, { cache: 'no-store' })).ok;
  } catch {
    running = false;
  }
  if (running || !dir) return fn(ctx);
  const server = await serveDirs({ '/remotes/': dir });
  try {
    return await fn({ ...ctx, checkUrl: (pkg, id) => `${server.url}/remotes/${pkg}/${id}/` });
  } finally {
    await server.close();
  }
}

function metaOf(pkg: RemotePackage, dir: string, at: Date): ReleaseMeta {
  const files = listFiles(dir);
  if (files.includes('release.json')) throw new Error(`${dir} has a release.json: not a build output`);
  const version = (JSON.parse(readFileSync(join(ROOT, pkg, 'package.json'), 'utf8')) as { version: string }).version;
  const hash = contentHash(dir, files);
  let portal: FederationManifest['portal'];
  try {
    portal = (JSON.parse(readFileSync(join(dir, 'mf-manifest.json'), 'utf8')) as FederationManifest).portal;
  } catch {
    /* the check reports a missing manifest */
  }
  return {
    id: releaseId(version, hash, at),
    remote: remoteOf(pkg),
    package: pkg,
    version,
    contentHash: hash,
    createdAt: at.toISOString(),
    platformApi: portal?.platformApi ?? null,
    sharedUi: portal?.sharedUi ?? null,
    screens: portal?.screens ?? null,
    data: portal?.data ?? null,
    files,
    integrity: fileIntegrity(dir, files),
  };
}

/** Publishes a build folder as a new immutable release (no switch). */
export async function publish(ctx: ReleaseContext, pkg: RemotePackage, dir: string): Promise<ReleaseMeta> {
  const meta = metaOf(pkg, dir, ctx.now?.() ?? new Date());
  await ctx.store.publish(pkg, dir, meta);
  ctx.log?.(`Published ${pkg} ${meta.id} to ${ctx.store.description}`);
  return meta;
}

async function findRelease(ctx: ReleaseContext, pkg: RemotePackage, id: string): Promise<ReleaseMeta> {
  const meta = (await ctx.store.list(pkg)).find((m) => m.id === id);
  if (!meta) throw new Error(`${pkg} has no release ${id}`);
  return meta;
}

/** The screen declarations of every live release (`pending`: releases about to go live count as live). */
async function liveScreens(ctx: ReleaseContext, pending: readonly ReleaseMeta[] = []): Promise<RemoteScreens[]> {
  const records = await Promise.all(PACKAGES.map((p) => ctx.store.readRecord(p)));
  const metas = await Promise.all(
    PACKAGES.map((p, i) => pending.find((m) => m.package === p) ?? (records[i] ? readReleaseOnce(ctx.store, p, records[i].live) : null)),
  );
  return metas.flatMap((m) => (m?.screens ? [m.screens] : []));
}

/** Runs the check against the served release; throws CheckFailed with every problem found. */
export async function check(ctx: ReleaseContext, pkg: RemotePackage, id: string, pending: readonly ReleaseMeta[] = []): Promise<void> {
  const meta = await findRelease(ctx, pkg, id);
  const base = ctx.checkUrl?.(pkg, id) ?? ctx.store.releaseUrl(pkg, id);
  const problems = await checkRelease({
    manifestUrl: `${base}mf-manifest.json`,
    shell: await ctx.shell(),
    files: meta.files,
    // A release published before hashes were recorded has none: every file fails (release it again).
    integrity: meta.integrity ?? {},
    liveScreens: await liveScreens(ctx, pending),
  });
  if (problems.length) throw new CheckFailed(pkg, id, problems);
}

const kindsOf = (meta: ReleaseMeta | null) => ({
  search: Object.keys(meta?.screens?.searchKinds ?? {}),
  notification: Object.keys(meta?.screens?.notificationKinds ?? {}),
});

/**
 * After a remote's record changed (`before`: the record before): its search and notification kinds enabled in the
 * database exactly as its live release and canary declare them, so a rollback to a release without them removes them
 * from search and the bell. A remote none of whose releases involved declares a kind never asks the database.
 */
async function syncKinds(ctx: ReleaseContext, pkg: RemotePackage, before: LiveRecord | null): Promise<void> {
  const running = async (r: LiveRecord | null) =>
    Promise.all(
      (r ? [r.live, ...(r.canary ? [r.canary.id] : [])] : []).map(async (id) => kindsOf(await readReleaseOnce(ctx.store, pkg, id))),
    );
  const now = await running(await ctx.store.readRecord(pkg));
  const then = await running(before);
  const search = [...new Set(now.flatMap((k) => k.search))].sort();
  const notification = [...new Set(now.flatMap((k) => k.notification))].sort();
  if (![...now, ...then].some((k) => k.search.length || k.notification.length)) return;
  // `npm start` switches its first releases before its stack runs: migrateLiveRemotes enables them once it does.
  if (!ctx.canaries) {
    ctx.log?.(`${pkg}: its kinds are enabled once the database is reached`);
    return;
  }
  const missing = await canaryDbOf(ctx).setKinds(remoteOf(pkg), search, notification);
  ctx.log?.(`${pkg}: kinds searched and notified: ${[...search, ...notification].join(', ') || 'none'}`);
  if (missing.length)
    ctx.log?.(
      `${pkg}: declares kinds no migration of it registered (left out): ${missing.join(', ')}; add them in its supabase/migrations`,
    );
}

async function afterSwitch(ctx: ReleaseContext): Promise<void> {
  if (!ctx.store.publishConfig) return;
  await ctx.store.publishConfig(await liveConfig(ctx.store));
  ctx.log?.('portal-config.json republished');
}

/** Checks `id`, then makes it live in one atomic write of the remote's record. */
export async function switchTo(
  ctx: ReleaseContext,
  pkg: RemotePackage,
  id: string,
  action: SwitchAction = 'release',
  pending: readonly ReleaseMeta[] = [],
): Promise<LiveRecord> {
  await check(ctx, pkg, id, pending);
  const before = await ctx.store.readRecord(pkg);
  const record = switchedRecord(before, pkg, id, action, ctx.now?.() ?? new Date());
  await ctx.store.writeRecord(pkg, record);
  await afterSwitch(ctx);
  await syncKinds(ctx, pkg, before);
  if (before?.canary && action !== 'promote') {
    await canaryDbOf(ctx).finish(remoteOf(pkg), 'ended', `Replaced by release ${id} for everyone`);
    ctx.log?.(`${pkg}: canary ${before.canary.id} ended (replaced)`);
  }
  ctx.log?.(`${pkg}: ${id} is live${record.previous[0] ? ` (previous: ${record.previous[0]})` : ''}`);
  return record;
}

/**
 * Makes a release the remote's canary: checked as if it went live, then listed next to live (registry and
 * portal-config.json) and recorded in the database, which assigns it to `percent` of signed-in users.
 */
export async function startCanary(ctx: ReleaseContext, pkg: RemotePackage, id: string, percent: number): Promise<LiveRecord> {
  if (!Number.isInteger(percent) || percent < 1 || percent > 100)
    throw new Error(`--canary takes a whole percent from 1 to 100 (got ${percent})`);
  const record = await ctx.store.readRecord(pkg);
  if (!record) throw new Error(`${pkg} has no live release: a canary runs next to one`);
  await check(ctx, pkg, id);
  const db = canaryDbOf(ctx);
  const now = (ctx.now?.() ?? new Date()).toISOString();
  // The database first: until the registry lists the manifest, an assigned user still gets live.
  await db.start(remoteOf(pkg), id, record.live, percent);
  const next: LiveRecord = { ...record, canary: { id, percent, startedAt: now } };
  await ctx.store.writeRecord(pkg, next);
  await afterSwitch(ctx);
  await syncKinds(ctx, pkg, record);
  ctx.log?.(`${pkg}: ${id} is the canary for ${percent}% of signed-in users (live: ${record.live})`);
  return next;
}

/** `npm run release:promote`: the running canary goes live for everyone. */
export async function promote(ctx: ReleaseContext, pkg: RemotePackage): Promise<LiveRecord> {
  const record = await ctx.store.readRecord(pkg);
  if (!record?.canary) throw new Error(`${pkg} has no canary to promote`);
  const db = canaryDbOf(ctx);
  const [row] = (await db.list(remoteOf(pkg))).filter((c) => c.release_id === record.canary?.id);
  if (row && row.status !== 'running')
    throw new Error(
      `${pkg}: canary ${row.release_id} is ${row.status.replace('_', ' ')}${row.reason ? ` (${row.reason})` : ''}; end it with rollback`,
    );
  const next = await switchTo(ctx, pkg, record.canary.id, 'promote');
  await db.finish(remoteOf(pkg), 'promoted', `Promoted to live at ${next.switchedAt}`);
  return next;
}

/** Ends the remote's canary (running, or already rolled back by the job): everyone gets live. */
export async function endCanary(ctx: ReleaseContext, pkg: RemotePackage, reason = 'Ended by hand (npm run rollback)'): Promise<LiveRecord> {
  const record = await ctx.store.readRecord(pkg);
  if (!record?.canary) throw new Error(`${pkg} has no canary`);
  await canaryDbOf(ctx).finish(remoteOf(pkg), 'ended', reason);
  const next: LiveRecord = { ...record, canary: null };
  await ctx.store.writeRecord(pkg, next);
  await afterSwitch(ctx);
  await syncKinds(ctx, pkg, record);
  ctx.log?.(`${pkg}: canary ${record.canary.id} ended; everyone gets ${record.live}`);
  return next;
}

/** Every migration on disk, the remotes' and the central ones, with its owner (to name what removed an object). */
function everyMigration(ctx: ReleaseContext): OwnedMigration[] {
  const folders: [string, string][] = [
    ...PACKAGES.map((p): [string, string] => [remoteOf(p), migrationsDirOf(ctx, p)]),
    ['central', ctx.centralMigrationsDir ?? join(ROOT, 'infra/supabase/migrations')],
  ];
  return folders.flatMap(([owner, dir]) => {
    try {
      return readMigrations(dir).map((migration) => ({ owner, migration }));
    } catch {
      return []; // a misnamed file: its release reports it
    }
  });
}

/**
 * What the release a rollback goes back to uses and the database no longer has (a contract migration applied after
 * it stopped running), each named with the migration that removed it. Asked of the database only when the context has
 * one; a remote without migrations of its own rolls back unchecked when it cannot be reached (said in the log).
 */
async function schemaProblems(ctx: ReleaseContext, pkg: RemotePackage, id: string): Promise<string[]> {
  const meta = await readReleaseOnce(ctx.store, pkg, id);
  if (!ctx.migrations || !meta?.data) return [];
  let missing: string[];
  try {
    missing = await ctx.migrations().missing(meta.data);
  } catch (error) {
    if (readMigrations(migrationsDirOf(ctx, pkg)).length) throw error;
    ctx.log?.(`${pkg}: the database was not asked whether ${id} finds what it uses (${(error as Error).message})`);
    return [];
  }
  const migrations = missing.length ? everyMigration(ctx) : [];
  return missing.map((m) => {
    const by = removedBy(m, migrations);
    return `${id} uses ${m}, which the database no longer has${by.length ? ` (removed by ${by.join(', ')})` : ''}`;
  });
}

/**
 * Switches back to the previous release (checked first, like any switch, and refused when the database no longer has
 * what it uses); with a canary, ends the canary instead.
 */
export async function rollback(ctx: ReleaseContext, pkg: RemotePackage): Promise<LiveRecord> {
  const record = await ctx.store.readRecord(pkg);
  if (!record) throw new Error(`${pkg} has no live release`);
  if (record.canary) return endCanary(ctx, pkg);
  const next = rolledBackRecord(record, ctx.now?.() ?? new Date());
  const problems = await schemaProblems(ctx, pkg, next.live);
  if (problems.length) throw new RollbackRefused(pkg, next.live, problems);
  await check(ctx, pkg, next.live);
  await ctx.store.writeRecord(pkg, next);
  await afterSwitch(ctx);
  await syncKinds(ctx, pkg, record);
  ctx.log?.(`${pkg}: rolled back from ${record.live} to ${next.live}`);
  return next;
}

/**
 * What every running release uses: each remote's live release and canary (`pending`: releases about to go live,
 * which run beside the live one until every open page has reloaded).
 */
export async function runningUsage(ctx: ReleaseContext, pending: readonly ReleaseMeta[] = []): Promise<UsageSite[]> {
  const sites: UsageSite[] = [];
  for (const pkg of PACKAGES) {
    const record = await ctx.store.readRecord(pkg);
    const roles: [string, string][] = [];
    if (record) roles.push([record.live, 'live']);
    if (record?.canary) roles.push([record.canary.id, 'canary']);
    for (const meta of pending.filter((m) => m.package === pkg)) roles.push([meta.id, 'being released']);
    for (const [id, role] of roles) {
      const meta = pending.find((m) => m.id === id) ?? (await readReleaseOnce(ctx.store, pkg, id));
      if (meta?.data) sites.push({ remote: remoteOf(pkg), id, role, data: meta.data });
    }
  }
  return sites;
}

const migrationsDirOf = (ctx: ReleaseContext, pkg: RemotePackage) => ctx.migrationsDir?.(pkg) ?? join(ROOT, pkg, 'supabase/migrations');

function migrationDbOf(ctx: ReleaseContext): MigrationDb {
  if (!ctx.migrations) throw new Error('a remote with migrations needs the database (SUPABASE_DB_URL, or the local stack)');
  return ctx.migrations();
}

/**
 * Before anything is built or published: a remote with migrations has somewhere to apply them. A hosted release
 * without SUPABASE_DB_URL is refused here (openMigrationDb), not after a build and an upload of a release it could
 * never switch live.
 */
function requireMigrationDb(ctx: ReleaseContext, pkg: RemotePackage): void {
  if (readMigrations(migrationsDirOf(ctx, pkg)).length) migrationDbOf(ctx);
}

/** The remote's migrations not applied yet (none: the database is not asked). */
export async function pendingMigrations(ctx: ReleaseContext, pkg: RemotePackage): Promise<MigrationFile[]> {
  const files = readMigrations(migrationsDirOf(ctx, pkg));
  if (!files.length) return [];
  const applied = new Set(await migrationDbOf(ctx).applied(remoteOf(pkg)));
  return files.filter((f) => !applied.has(f.version));
}

/**
 * The migration step of a release: the remote's pending migrations are checked against every running release
 * (and `meta`, the release they come with) and refused before any is applied; then the release check runs, and
 * only then are they applied, each in its own transaction, recorded in the remote's history.
 */
export async function migrateRemote(ctx: ReleaseContext, pkg: RemotePackage, meta: ReleaseMeta): Promise<string[]> {
  const pending = await pendingMigrations(ctx, pkg);
  if (!pending.length) return [];
  const problems = migrationProblems(pending, await runningUsage(ctx, [meta]), remoteOf(pkg));
  if (problems.length) throw new MigrationRefused(`${pkg} ${meta.id}`, problems);
  await check(ctx, pkg, meta.id, [meta]);
  const db = migrationDbOf(ctx);
  for (const m of pending) {
    await db.apply({ remote: remoteOf(pkg), version: m.version, name: m.name, sql: m.sql });
    ctx.log?.(`${pkg}: migration ${m.file} applied to ${db.description}`);
  }
  return pending.map((m) => m.file);
}

/**
 * `npm start`, once its stack runs: each remote's pending migrations (a fresh database, or a pull that brought new
 * ones), checked against the running releases as a release would; a refused one is reported and not applied. Then
 * each remote's kinds enabled as its live release declares them.
 */
export async function migrateLiveRemotes(ctx: ReleaseContext): Promise<void> {
  for (const pkg of PACKAGES) {
    const record = await ctx.store.readRecord(pkg);
    const pending = await pendingMigrations(ctx, pkg);
    if (!record || !pending.length) continue;
    const problems = migrationProblems(pending, await runningUsage(ctx), remoteOf(pkg));
    if (problems.length) {
      ctx.log?.(new MigrationRefused(pkg, problems).message);
      continue;
    }
    for (const m of pending) {
      await migrationDbOf(ctx).apply({ remote: remoteOf(pkg), version: m.version, name: m.name, sql: m.sql });
      ctx.log?.(`${pkg}: migration ${m.file} applied`);
    }
  }
  // The kinds of every live release, as declared (a fresh database, or first releases switched before the stack ran).
  for (const pkg of PACKAGES) await syncKinds(ctx, pkg, null);
}

/** `npm run check:migrations`: central migrations against every running release (drops of what one uses). */
export async function checkCentralMigrations(ctx: ReleaseContext, migrations: readonly MigrationFile[]): Promise<string[]> {
  return migrationProblems(migrations, await runningUsage(ctx), null);
}

/** Builds (or takes `fromDir`), publishes, applies the remote's pending migrations, and unless `noSwitch`, checks and switches live. */
export async function release(
  ctx: ReleaseContext,
  pkg: RemotePackage,
  {
    fromDir,
    build,
    noSwitch = false,
    canary,
  }: { fromDir?: string; build?: (pkg: RemotePackage) => string; noSwitch?: boolean; canary?: number },
): Promise<ReleaseMeta> {
  if (!noSwitch) requireMigrationDb(ctx, pkg);
  // Before any build or upload: a first release on an empty project must end with a portal-config.json (or not start).
  for (const made of (await ctx.store.prepareConfig?.()) ?? []) ctx.log?.(made);
  const dir = fromDir ?? build?.(pkg);
  if (!dir) throw new Error('nothing to release: no build and no folder');
  try {
    const meta = await publish(ctx, pkg, dir);
    if (!noSwitch) await migrateRemote(ctx, pkg, meta);
    if (canary !== undefined) await startCanary(ctx, pkg, meta.id, canary);
    else if (!noSwitch) await switchTo(ctx, pkg, meta.id, 'release');
    return meta;
  } finally {
    if (!fromDir) rmSync(dirname(dir), { recursive: true, force: true });
  }
}

/**
 * `npm run release:all`: every remote published, then each switched, checked as if the others were live already (a
 * project's first deploy: the remotes link to each other's screens, so one alone would be refused for the links to
 * remotes not live yet). The bucket and portal-config.json are made first (prepareConfig), as for one release.
 */
export async function releaseAll(ctx: ReleaseContext, dirOf: (pkg: RemotePackage) => string): Promise<ReleaseMeta[]> {
  for (const pkg of PACKAGES) requireMigrationDb(ctx, pkg);
  for (const made of (await ctx.store.prepareConfig?.()) ?? []) ctx.log?.(made);
  const published: ReleaseMeta[] = [];
  for (const pkg of PACKAGES) published.push(await publish(ctx, pkg, dirOf(pkg)));
  for (const meta of published) {
    const record = await ctx.store.readRecord(meta.package);
    await migrateRemote(ctx, meta.package, meta);
    await switchTo(ctx, meta.package, meta.id, record ? 'release' : 'first', published);
  }
  return published;
}

/**
 * `npm start`: a remote without a live release gets one from its dist (built by then); with `refresh`
 * (REBUILD=1) a dist that differs from the live release is released too.
 */
export async function ensureLiveReleases(ctx: ReleaseContext, { refresh = false } = {}): Promise<void> {
  if (!existsSync(join(ROOT, 'shell/dist/mf-manifest.json'))) {
    ctx.log?.('The shell is not built: no first releases (SKIP_BUILD=1 serves what exists).');
    return;
  }
  // Every release first, then the switches, each checked as if the others were live already: remotes link
  // to each other's screens, so the first bring-up of one alone would leave its links unresolved.
  const planned: { meta: ReleaseMeta; action: SwitchAction }[] = [];
  for (const pkg of PACKAGES) {
    const dist = join(ROOT, pkg, 'dist');
    const record = await ctx.store.readRecord(pkg);
    // A live release without recorded hashes (published before integrity) is released again from dist:
    // the shell would refuse to run any of its files.
    const legacy = !!record && !(await readReleaseOnce(ctx.store, pkg, record.live))?.integrity;
    if (record && !refresh && !legacy) continue;
    if (!existsSync(join(dist, 'mf-manifest.json'))) {
      if (!record) ctx.log?.(`${pkg} is not built and has no release: not served.`);
      continue;
    }
    if (record && !legacy) {
      const live = (await ctx.store.list(pkg)).find((m) => m.id === record.live);
      if (live?.contentHash === contentHash(dist)) continue;
    }
    if (legacy) ctx.log?.(`${pkg}: live release ${record?.live} records no file hashes: releasing its dist again`);
    planned.push({ meta: await publish(ctx, pkg, dist), action: record ? 'release' : 'first' });
  }
  const pending = planned.map((p) => p.meta);
  for (const { meta, action } of planned) await switchTo(ctx, meta.package, meta.id, action, pending);
}

/**
 * `npm run releases`: each remote's releases, newest first, the live one and the canary marked; with the
 * database, each canary's status and, when it ended, why (the rollback job's reason).
 */
export async function describeReleases(store: ReleaseStore, db?: CanaryDb): Promise<string> {
  const lines: string[] = [`Releases in ${store.description}`];
  for (const pkg of PACKAGES) {
    const [metas, record] = await Promise.all([store.list(pkg), store.readRecord(pkg)]);
    const canaries = db ? await db.list(remoteOf(pkg)).catch(() => null) : null;
    lines.push('', `${pkg}${record ? `  (live since ${record.switchedAt})` : '  (nothing live)'}`);
    if (!metas.length) lines.push('    no releases');
    for (const m of [...metas].reverse()) {
      const mark =
        m.id === record?.canary?.id
          ? '~ canary  '
          : m.id === record?.live
            ? '* live    '
            : m.id === record?.previous[0]
              ? '  previous'
              : '          ';
      const row = canaries?.find((c) => c.release_id === m.id);
      lines.push(
        `  ${mark} ${m.id}  platform API ${m.platformApi ?? '?'}  shared-ui ${m.sharedUi ?? '?'}  ${m.screens?.screens.length ?? '?'} screens  ${m.files.length} files`,
      );
      if (row)
        lines.push(
          `               canary ${row.percent}% ${row.status.replace('_', ' ')} since ${row.started_at}${row.reason ? `: ${row.reason}` : ''}`,
        );
    }
  }
  return lines.join('\n');
}
