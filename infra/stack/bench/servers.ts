import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startStack } from '../src/index';
import { signJwt } from '../src/jwt';
import { startBareServer } from './bare-server';
import { runBenchChild } from './child';
import { BENCH_SCHEMA, BENCH_USER } from './database';

/** The stack's PostgreSQL pool size (openPostgres default); the bare endpoint gets the same. */
export const POOL_SIZE = 16;

export interface ServersInfo {
  stackUrl: string;
  bareUrl: string;
  anonKey: string;
  userToken: string;
}

/**
 * Child process of the bench: the stack and the bare endpoint on one database, apart from the load
 * generator so autocannon never competes with them for an event loop. Prints `READY <json>`, stops
 * on SIGTERM.
 */
runBenchChild<ServersInfo>('bench servers', async () => {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  if (!databaseUrl) throw new Error('BENCH_DATABASE_URL is not set');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stack-bench-'));
  const stack = await startStack({
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl,
    logRequests: false,
    migrationsDir: path.join(dataDir, 'no-migrations'),
  });
  await stack.ctx.db.exec(BENCH_SCHEMA);
  const bare = await startBareServer(databaseUrl, POOL_SIZE);
  const now = Math.floor(Date.now() / 1000);
  const userToken = signJwt(
    { sub: BENCH_USER, role: 'authenticated', aud: 'authenticated', iat: now, exp: now + 3600, email: 'bench@example.test' },
    stack.config.jwtSecret,
  );
  return {
    info: { stackUrl: stack.url.replace('//localhost:', '//127.0.0.1:'), bareUrl: bare.url, anonKey: stack.anonKey, userToken },
    async stop() {
      await bare.stop();
      await stack.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
});
