import { execFile, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import ws from 'ws';
import { lockFileOf } from '../../src/db/folder-lock';
import { startProcess, type StartedProcess } from '../support/start-process';
import { createTestDatabase } from '../support/test-database';

const ROOT = path.resolve(__dirname, '../../../..');
const DEMO_PASSWORD = 'Demo-pass-2025!';
const pglite = !process.env.TEST_DATABASE_URL;

/** An npm script as a person runs it, on a data folder (and its stack's database). */
async function npmRunOn(target: { dataDir: string; databaseUrl?: string }, ...args: string[]) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: target.dataDir };
  delete env.NODE_OPTIONS;
  delete env.DATABASE_URL;
  if (target.databaseUrl) env.DATABASE_URL = target.databaseUrl;
  try {
    const { stdout, stderr } = await promisify(execFile)('npm', ['run', '--silent', ...args], { cwd: ROOT, env });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/**
 * Issue 31, item 9: one process per embedded database. With a stack running (`npm run stack`, as `npm start` runs
 * it), the README's commands (`npm run cron -- run compliance-reminders`, `npm run vault:rotate`) run their work in
 * that stack (on PGlite) or on PostgreSQL itself (DATABASE_URL): the running stack sees every write, a second run
 * finds no duplicate key, and a second stack on the same folder is refused instead of writing the same files.
 */
describe('one process per embedded database', () => {
  let started: StartedProcess;
  let anonKey: string;
  let serviceKey: string;

  const npmRun = (...args: string[]) => npmRunOn(started, ...args);

  const client = (key: string): SupabaseClient =>
    createClient(started.apiUrl, key, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      realtime: { transport: ws as unknown as typeof WebSocket },
    });
  const signedIn = async (email: string) => {
    const db = client(anonKey);
    const { error } = await db.auth.signInWithPassword({ email, password: DEMO_PASSWORD });
    if (error) throw error;
    return db;
  };

  beforeAll(async () => {
    started = await startProcess('stack');
    anonKey = /anon key: (\S+)/.exec(started.output())?.[1] ?? '';
    serviceKey = /service_role key: (\S+)/.exec(started.output())?.[1] ?? '';
  }, 120_000);
  afterAll(async () => {
    expect(await started?.stop()).toBe(0);
  });

  it('runs `npm run cron -- run compliance-reminders` in the running stack: its reminder is seen, a second run is fine', async () => {
    const demo = await signedIn('client@demo.local');
    const { data: user } = await demo.auth.getUser();
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const task = await client(serviceKey)
      .from('tasks')
      .insert({
        user_id: user.user!.id,
        position: 999,
        task_name: 'File the annual report (one process)',
        task_due_date: tomorrow,
        is_compliance: true,
      })
      .select('id')
      .single();
    expect(task.error).toBeNull();

    for (let run = 0; run < 2; run++) {
      const result = await npmRun('cron', '--', 'run', 'compliance-reminders');
      expect(result).toMatchObject({ code: 0, stdout: 'compliance-reminders: succeeded (done)\n' });
    }
    const reminders = await demo.from('notifications').select('title').eq('kind', 'compliance_due').like('title', '%one process%');
    expect(reminders.data).toHaveLength(1);
    const listed = await npmRun('cron', '--', 'list');
    expect(listed.code).toBe(0);
    expect(listed.stdout).toMatch(/^compliance-reminders\t0 \* \* \* \*\tactive\t/m);
  });

  it('runs `npm run vault:rotate` in the running stack: every secret still opens for its owner', async () => {
    const result = await npmRun('vault:rotate');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^vault: \d+ secret\(s\) re-encrypted under a new key\n$/);
    const demo = await signedIn('client@demo.local');
    const profile = (await demo.from('owner_profiles').select('user_id').single()).data!;
    const revealed = await demo.rpc('reveal_secret', {
      secret_table: 'owner_profiles',
      secret_id: profile.user_id,
      secret_field: 'owner_ssn',
    });
    expect(revealed.data).toBe('123456789');
  });

  it('does the work only for the service key', async () => {
    const url = `${started.apiUrl}/stack/v1/operations/cron-run`;
    const body = JSON.stringify({ name: 'compliance-reminders' });
    for (const key of [undefined, anonKey, 'sb_secret_forged']) {
      const res = await fetch(url, { method: 'POST', body, headers: key ? { authorization: `Bearer ${key}` } : {} });
      expect(res.status).toBe(401);
    }
    const unknown = await fetch(`${started.apiUrl}/stack/v1/operations/drop-everything`, {
      method: 'POST',
      headers: { authorization: `Bearer ${serviceKey}` },
    });
    expect(unknown.status).toBe(404);
    const missing = await npmRun('cron', '--', 'run', 'no-such-job');
    expect(missing).toMatchObject({ code: 1, stderr: "cron: could not find valid entry for job 'no-such-job'\n" });
  });

  (pglite ? it : it.skip)('refuses a second stack on the same data folder, and the first keeps serving', async () => {
    const lock = JSON.parse(fs.readFileSync(lockFileOf(path.join(started.dataDir, 'pgdata')), 'utf8')) as { pid: number; url: string };
    expect(lock.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    await expect(startProcess('stack', {}, { dataDir: started.dataDir })).rejects.toThrow(
      /the database in .*pgdata is open in process \d+ \(the stack at http:\/\/127\.0\.0\.1:\d+\): an embedded database has one process at a time/,
    );
    expect((await fetch(`${started.apiUrl}/health`)).status).toBe(200);
    expect((await (await signedIn('admin@demo.local')).from('users').select('id').limit(1)).error).toBeNull();
  });
});

(pglite ? describe : describe.skip)('the embedded database folder without a running stack', () => {
  it('the command opens the folder itself, taking over a stale lock whose process is gone', async () => {
    // A migrated database folder (the run's template copy), as a stopped `npm start` leaves it.
    const database = await createTestDatabase({ template: 'migrated' });
    const { dataDir } = database;
    try {
      const lockFile = lockFileOf(path.join(dataDir, 'pgdata'));
      // What a killed stack leaves: a lock naming a process that is gone.
      const gone = spawnSync(process.execPath, ['-e', '']).pid;
      fs.writeFileSync(
        lockFile,
        JSON.stringify({ pid: gone, hostname: os.hostname(), startedAt: new Date().toISOString(), url: 'http://127.0.0.1:9' }),
      );
      const result = await npmRunOn({ dataDir }, 'cron', '--', 'run', 'compliance-reminders');
      expect(result).toMatchObject({ code: 0, stdout: 'compliance-reminders: succeeded (done)\n' });
      expect(fs.existsSync(lockFile)).toBe(false);
    } finally {
      await database.remove();
    }
  });
});
