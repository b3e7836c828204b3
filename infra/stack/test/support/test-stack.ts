import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import ws from 'ws';
import { migratedTemplate } from './database-template';
import { createScratchDatabase } from './scratch-database';
import { startStack, type RunningStack, type StartStackOptions } from '../../src/index';

export interface TestStack extends RunningStack {
  /** A supabase-js client as the browser makes it (anon key), or with another key/token. */
  client(key?: string): SupabaseClient;
  /** Superuser SQL on the stack's database, for test setup only (creating test tables). */
  sql(text: string, params?: unknown[]): Promise<Record<string, unknown>[]>;
}

export interface TestDatabase {
  dataDir: string;
  /** Set on PostgreSQL (TEST_DATABASE_URL): a fresh database of this test's own. */
  databaseUrl?: string;
  remove(): Promise<void>;
}

/**
 * A throwaway data folder and, with TEST_DATABASE_URL, a fresh PostgreSQL database: empty, or with `migrated`
 * a copy of the integration run's migrated template (when the run made one; otherwise the stack migrates it).
 */
export async function createTestDatabase(options: { migrated?: boolean } = {}): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const template = options.migrated ? migratedTemplate() : undefined;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stack-test-'));
  if (template && !serverUrl) fs.cpSync(template.pgliteDir, path.join(dataDir, 'pgdata'), { recursive: true });
  // The copy's Vault secrets are encrypted under the template's root key, which lives beside the database, not in it.
  if (template) fs.copyFileSync(template.vaultRootKeyFile, path.join(dataDir, path.basename(template.vaultRootKeyFile)));
  const scratch = serverUrl ? await createScratchDatabase(serverUrl, 'stack_test', template?.database) : undefined;
  return {
    dataDir,
    databaseUrl: scratch?.url,
    async remove() {
      await scratch?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface TestStackOptions extends StartStackOptions {
  /** Stop and start the stack this many times on the same database before the tests use it. */
  restarts?: number;
}

/**
 * Starts a stack on a free port with a database of its own: a fresh PGlite folder, or a fresh
 * PostgreSQL database when TEST_DATABASE_URL is set (dropped again on stop).
 */
export async function startTestStack(options: TestStackOptions = {}): Promise<TestStack> {
  const { restarts = 0, ...stackOptions } = options;
  // Suites sign many users in from one address: the per-IP auth limits stay out of their way unless a suite sets its own.
  // The suites read the local inbox (its own port), as `npm start` opens it.
  stackOptions.inbox ??= true;
  stackOptions.rateLimit ??= {
    windowSeconds: 300,
    signInSignUps: 100_000,
    tokenRefresh: 100_000,
    tokenVerifications: 100_000,
    emailSent: 100_000,
  };
  // The project's own migrations: start from the run's migrated template rather than migrating again.
  const database = await createTestDatabase({ migrated: stackOptions.migrationsDir === undefined });
  const { dataDir, databaseUrl } = database;
  const boot = () => startStack({ port: 0, dataDir, databaseUrl, logRequests: false, ...stackOptions });
  let stack = await boot();
  for (let i = 0; i < restarts; i++) {
    await stack.stop();
    stack = await boot();
  }
  const clients: SupabaseClient[] = [];
  return {
    ...stack,
    client(key = stack.anonKey) {
      const client = createClient(stack.url, key, {
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
        realtime: { transport: ws as unknown as typeof WebSocket },
      });
      clients.push(client);
      return client;
    },
    async sql(text, params) {
      return (await stack.ctx.db.query(text, params)).rows;
    },
    async stop() {
      await Promise.all(clients.map((c) => c.removeAllChannels()));
      await stack.stop();
      await database.remove();
    },
  };
}
