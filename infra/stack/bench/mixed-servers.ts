import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { hashPassword } from '../src/auth/passwords';
import { startStack } from '../src/index';
import { MIXED_PASSWORD, type MixedInfo } from './mixed-session';

/**
 * Child process of the mixed-load bench: the stack with the portal's migrations on PostgreSQL
 * (BENCH_DATABASE_URL) or on PGlite in a fresh folder (unset), and BENCH_USERS confirmed users made
 * straight in auth.users (the portal's triggers give each a users row and 45 tasks). Prints
 * `READY <json>`; stops on SIGTERM.
 */
async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stack-mixed-'));
  const users = Number(process.env.BENCH_USERS ?? 200);
  const stack = await startStack({ port: 0, host: '127.0.0.1', dataDir, databaseUrl: process.env.BENCH_DATABASE_URL || undefined, logRequests: false });
  await stack.ctx.db.query(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data, created_at)
     select '00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated', 'bench-' || i || '@example.com', $2,
            now(), '{"provider":"email","providers":["email"]}', jsonb_build_object('name', 'Bench user ' || i), now()
       from generate_series(1, $1::int) as i`,
    [users, await hashPassword(MIXED_PASSWORD)],
  );
  const emails = Array.from({ length: users }, (_, i) => `bench-${i + 1}@example.com`);
  const info: MixedInfo = { url: stack.url.replace('//localhost:', '//127.0.0.1:'), anonKey: stack.anonKey, emails };
  process.stdout.write(`READY ${JSON.stringify(info)}\n`);
  const stop = async () => {
    await stack.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop());
  process.once('SIGINT', () => void stop());
}

main().catch((error) => {
  process.stderr.write(`bench mixed servers: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
