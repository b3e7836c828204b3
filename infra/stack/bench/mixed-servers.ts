import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { hashPassword } from '../src/auth/passwords';
import { startStack } from '../src/index';
import { runBenchChild } from './child';
import { MIXED_PASSWORD, type MixedInfo } from './mixed-session';
import { seedUsers } from './seed';

/**
 * Child process of the mixed-load bench: the stack with the portal's migrations on PostgreSQL
 * (BENCH_DATABASE_URL) or on PGlite in a fresh folder (unset), and BENCH_USERS confirmed users made
 * straight in auth.users (the portal's triggers give each a users row and 45 tasks). Prints
 * `READY <json>`; stops on SIGTERM.
 */
runBenchChild<MixedInfo>('bench mixed servers', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stack-mixed-'));
  const users = Number(process.env.BENCH_USERS ?? 200);
  const stack = await startStack({
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl: process.env.BENCH_DATABASE_URL || undefined,
    logRequests: false,
  });
  await seedUsers((sql, params) => stack.ctx.db.query(sql, params), {
    count: users,
    emailPrefix: 'bench-',
    namePrefix: 'Bench user ',
    password: await hashPassword(MIXED_PASSWORD, stack.ctx.config.passwordHashCost),
  });
  const emails = Array.from({ length: users }, (_, i) => `bench-${i + 1}@example.com`);
  return {
    info: { url: stack.url.replace('//localhost:', '//127.0.0.1:'), anonKey: stack.anonKey, emails },
    async stop() {
      await stack.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
});
