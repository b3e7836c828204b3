import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { loadConfig, type StackConfig } from './config';
import type { StackContext } from './context';
import { migrate } from './db/migrate';
import { openApiDb, openDb } from './db/open-db';
import { asApiSession } from './db/api-session';
import { deriveApiKeys } from './api-keys';
import { createMailer } from './mail';
import { inboxClosedReason, startInboxServer, type InboxServer } from './mail/inbox-server';
import { keepServingOnUnhandledRejection } from './http/write-response';
import { assertJwtSecretFitsHost } from './secrets';
import { createHttpServer, createServices } from './server';
import { stackRunsCron, startCronScheduler } from './cron/runner';
import { stackSendsHttpQueue } from './cron/http-queue';
import { createRealtimeService } from './realtime';
import type { ExtensionChoice, OptionalExtension } from './db/optional-extensions';
import { assertVaultRootKeyOpens } from './vault/root-key';
import { pokeAfterWrites } from './realtime/poke-after-writes';
import { seedStorageObjects } from './storage/seed-objects';
import { writeStackVaultSecrets } from './vault/stack-secrets';

export { describeJwtSecret, describeSigningKeys } from './config';

export interface StartStackOptions extends Partial<StackConfig> {
  /** Apply infra/supabase/seed.sql (local and demo only). */
  seed?: boolean;
  /** Run the cron jobs due (pg_cron style, src/cron) while the stack runs; default true. */
  cron?: boolean;
  /** The extensions the stack uses when it can and stands in for otherwise (default: pg_cron, pg_net, Vault). */
  optionalExtensions?: OptionalExtension[];
}

export interface RunningStack {
  url: string;
  anonKey: string;
  serviceKey: string;
  /** Supabase's new keys (`sb_publishable_...`, `sb_secret_...`), accepted wherever the legacy ones are. */
  publishableKey: string;
  secretKey: string;
  /** The local inbox's own origin (`/` page, `/api/messages` JSON), or null when it is closed (`inboxClosed` says why). */
  inboxUrl: string | null;
  inboxClosed: string | null;
  config: StackConfig;
  ctx: StackContext;
  /** For each optional extension (pg_cron, pg_net, Vault): the extension or the stack's stand-in, and why. */
  extensions: ExtensionChoice[];
  /** Open realtime sockets and joined channels. */
  realtimeStats(): { sockets: number; channels: number };
  stop(): Promise<void>;
}

/** Starts the whole local Supabase-compatible stack; `port: 0` picks a free port. */
export async function startStack(options: StartStackOptions = {}): Promise<RunningStack> {
  const { seed, cron = true, optionalExtensions, ...overrides } = options;
  keepServingOnUnhandledRejection();
  const base = loadConfig(process.env, overrides);
  assertJwtSecretFitsHost(base.jwtSecret, base.host);
  // The signing keys: read (or made, on a data folder's first start) now, so a malformed keys file stops the start.
  base.jwtKeys.load();
  const seedFile = seed ? (base.seedFile ?? base.migrationsDir.replace(/migrations$/, 'seed.sql')) : undefined;
  const db = await openDb(base);
  let extensions: ExtensionChoice[];
  try {
    ({ extensions } = await migrate(db, base.migrationsDir, seedFile, optionalExtensions));
    await assertVaultRootKeyOpens(db, process.env, base.dataDir);
  } catch (error) {
    await db.close();
    throw error;
  }
  // Said once: an extension installed on the server but not usable here, and what runs in its place.
  for (const choice of extensions.filter((c) => c.hidden))
    process.stderr.write(`stack: ${choice.reason}: ${choice.extension.role} run by the stack's own stand-in\n`);
  const apiDb = await openApiDb(base, db).catch(async (error: unknown) => {
    await db.close();
    throw error;
  });
  const realtime = await createRealtimeService({ config: base, db, apiDb }).catch(async (error: unknown) => {
    await apiDb.close();
    await db.close();
    throw error;
  });
  const ctxDb = db.kind === 'pglite' ? pokeAfterWrites(db, realtime.poke) : db;
  const ctxApiDb = db.kind === 'pglite' ? asApiSession(ctxDb) : apiDb;
  const ctx: StackContext = {
    config: base,
    db: ctxDb,
    apiDb: ctxApiDb,
    keys: deriveApiKeys(base.jwtSecret),
    mailer: createMailer(base),
    sessionsEnded: realtime.endSessions,
    usersChanged: realtime.usersChanged,
  };
  // Realtime's REST API (broadcast) beside its websocket: the realtime service is made before ctx (the other services' writes poke it).
  const services = [...(await createServices(ctx)), { prefix: '/realtime/v1', handler: realtime.http }];
  const scheduler =
    cron && (await stackRunsCron(db))
      ? startCronScheduler(ctx, (line) => process.stderr.write(`stack: ${line}\n`), await stackSendsHttpQueue(db))
      : undefined;
  const server = createHttpServer(ctx, services);
  server.on('upgrade', (req, socket, head) => {
    if (!realtime.handleUpgrade(req, socket, head)) socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n');
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(base.port, base.host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  if (base.port === 0) {
    // The real port is known only now: everything that prints or links the API URL must use it.
    ctx.config = { ...ctx.config, port, apiUrl: options.apiUrl ?? `http://localhost:${port}` };
  }
  const url = ctx.config.apiUrl;
  // Other commands on this data folder (cron, vault:rotate) find the running stack here and ask it (src/db/cli.ts).
  const localHost = base.host === '0.0.0.0' || base.host === '::' ? '127.0.0.1' : base.host.includes(':') ? `[${base.host}]` : base.host;
  db.folder?.update({ url: `http://${localHost}:${port}` });
  // What the jobs read from Vault to call the stack's edge functions through net.http_post (hosted: set once, docs/deploy.md).
  await writeStackVaultSecrets(db, { project_url: url, service_role_key: ctx.keys.serviceKey });
  const inboxClosed = inboxClosedReason(ctx.config);
  let inbox: InboxServer | undefined;
  try {
    if (inboxClosed === null) inbox = await startInboxServer(ctx, base.inboxPort);
  } catch (error) {
    server.close();
    await Promise.all(services.map((service) => service.close?.()));
    await apiDb.close();
    await db.close();
    throw error;
  }
  // Decided once here: the inbox service itself answers 404 whenever the stack did not open it.
  ctx.config = { ...ctx.config, inbox: inbox !== undefined };
  if (seed) {
    // The demo files the seeded rows point at (videos, thumbnails, resources, covers).
    const seedHost = base.host === '0.0.0.0' || base.host === '::' ? '127.0.0.1' : base.host;
    await seedStorageObjects(`http://${seedHost}:${port}`, ctx.keys.serviceKey, path.join(base.functionsDir, '..', 'config.toml'));
  }
  let stopped: Promise<void> | undefined;
  return {
    url,
    ...ctx.keys,
    inboxUrl: inbox?.url ?? null,
    inboxClosed,
    config: ctx.config,
    ctx,
    extensions,
    realtimeStats: realtime.stats,
    stop: () =>
      (stopped ??= (async () => {
        await scheduler?.stop();
        await realtime.close();
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        });
        await inbox?.close();
        await Promise.all(services.map((service) => service.close?.()));
        await apiDb.close();
        await db.close();
      })()),
  };
}
