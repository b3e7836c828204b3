import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createScratchDatabase } from './scratch-database';
import { createTestDatabase } from './test-database';

const ROOT = path.resolve(__dirname, '../../../..');

export interface StartedProcess {
  portalUrl: string;
  apiUrl: string;
  dataDir: string;
  /** The PostgreSQL database it runs on (TEST_DATABASE_URL), or undefined on PGlite. */
  databaseUrl?: string;
  /** Everything the process printed so far (stdout and stderr). */
  output(): string;
  /** SIGTERM, then waits for the exit; resolves with the exit code. */
  stop(): Promise<number | null>;
}

/** A free TCP port on loopback (closed again at once; the tiny race is acceptable in tests). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Runs a script of the repository the way a person does (`node infra/scripts/start.mjs` is `npm start`;
 * `npm run stack` is tsx on infra/stack/src/main.ts), on free ports and a throwaway data folder (or a
 * fresh PostgreSQL database when TEST_DATABASE_URL is set), and waits until it says it is running.
 */
export async function startProcess(
  kind: 'start' | 'stack',
  env: Record<string, string> = {},
  options: { dataDir?: string; ready?: RegExp } = {},
): Promise<StartedProcess> {
  // A new process starts on a copy of the run's migrated template (as a stopped `npm start` leaves its folder): it
  // applies the seed and starts, rather than migrating from nothing again (the browser run's stack does that).
  const database = options.dataDir === undefined && !env.DATABASE_URL ? await createTestDatabase({ migrated: true }) : undefined;
  const dataDir = options.dataDir ?? database?.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'stack-entry-'));
  const ownsDataDir = options.dataDir === undefined;
  let scratch: { url: string; drop(): Promise<void> } | undefined;
  if (process.env.TEST_DATABASE_URL && !env.DATABASE_URL && !database)
    scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL, 'stack_entry');
  const [port, apiPort] = [await freePort(), await freePort()];
  const args =
    kind === 'start'
      ? [path.join(ROOT, 'infra/scripts/start.mjs')]
      : [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), path.join(ROOT, 'infra/stack/src/main.ts')];
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    API_PORT: String(apiPort),
    DATA_DIR: dataDir,
    SKIP_BUILD: '1',
    LOG_REQUESTS: 'false',
    ...(scratch ? { DATABASE_URL: scratch.url } : {}),
    ...(database?.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
    ...env,
  };
  delete childEnv.NODE_OPTIONS; // jest's --experimental-vm-modules is not how people run it
  delete childEnv.JEST_WORKER_ID;
  const child: ChildProcess = spawn(process.execPath, args, { cwd: ROOT, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const cleanup = async () => {
    await scratch?.drop();
    await database?.remove();
    if (ownsDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const ready = options.ready ?? (kind === 'start' ? /The business portal is running\./ : /Local stack is running\./);
  const outcome = await new Promise<'ready' | 'exited'>((resolve) => {
    const timer = setInterval(() => {
      if (ready.test(output)) {
        clearInterval(timer);
        resolve('ready');
      }
    }, 50);
    void exited.then(() => {
      clearInterval(timer);
      resolve(ready.test(output) ? 'ready' : 'exited');
    });
  });
  if (outcome === 'exited') {
    await cleanup();
    throw new Error(`${kind} exited before it was running:\n${output}`);
  }
  return {
    portalUrl: `http://localhost:${port}`,
    apiUrl: `http://localhost:${apiPort}`,
    dataDir,
    databaseUrl: childEnv.DATABASE_URL,
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      const code = await exited;
      await cleanup();
      return code;
    },
  };
}
