import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import ws from 'ws';
import { createScratchDatabase } from './scratch-database';
import { startStack, type RunningStack, type StartStackOptions } from '../../src/index';

export interface TestStack extends RunningStack {
  /** A supabase-js client as the browser makes it (anon key), or with another key/token. */
  client(key?: string): SupabaseClient;
  /** Superuser SQL on the stack's database, for test setup only (creating test tables). */
  sql(text: string, params?: unknown[]): Promise<Record<string, unknown>[]>;
}

/**
 * Starts a stack on a free port with a database of its own: a fresh PGlite folder, or a fresh
 * PostgreSQL database when TEST_DATABASE_URL is set (dropped again on stop).
 */
export async function startTestStack(options: StartStackOptions = {}): Promise<TestStack> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  let databaseUrl: string | undefined;
  let dropDatabase: (() => Promise<void>) | undefined;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stack-test-'));
  if (serverUrl) {
    const scratch = await createScratchDatabase(serverUrl, 'stack_test');
    databaseUrl = scratch.url;
    dropDatabase = scratch.drop;
  }
  const stack = await startStack({ port: 0, dataDir, databaseUrl, logRequests: false, ...options });
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
      await dropDatabase?.();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
