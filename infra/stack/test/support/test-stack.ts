import fs from 'node:fs';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import ws from 'ws';
import { createTestDatabase } from './test-database';
import { startStack, type RunningStack, type StartStackOptions } from '../../src/index';

export interface TestStack extends RunningStack {
  /** A supabase-js client as the browser makes it (anon key), or with another key/token. */
  client(key?: string): SupabaseClient;
  /** Superuser SQL on the stack's database, for test setup only (creating test tables). */
  sql(text: string, params?: unknown[]): Promise<Record<string, unknown>[]>;
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
  // Hashes at bcrypt's lowest cost, as supabase/auth's own tests do (`QuickHashCost`): a suite signs many users up
  // and in, and at the default cost each hash or check is ~100 ms of CPU. A suite may set its own.
  stackOptions.passwordHashCost ??= 4;
  // The project's own migrations, or none: start from the run's template of either rather than creating it again.
  const { migrationsDir } = stackOptions;
  const database = await createTestDatabase({
    template: migrationsDir === undefined ? 'migrated' : fs.existsSync(migrationsDir) ? undefined : 'bare',
  });
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
