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

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * A port that is free on loopback now, below the kernel's ephemeral range (32768-60999 on Linux): a port from that
 * range can be taken between this check and the child's listen by any outgoing connection of the machine (the other
 * integration lane's database and HTTP clients), which failed `npm start` with EADDRINUSE. With `alsoFree`, those
 * offsets from it are free too (the stack's inbox listens on API_PORT + 3).
 */
export async function freePort(alsoFree: number[] = []): Promise<number> {
  for (;;) {
    const port = 20000 + Math.floor(Math.random() * 12000);
    const ports = [port, ...alsoFree.map((offset) => port + offset)];
    if ((await Promise.all(ports.map(canListen))).every(Boolean)) return port;
  }
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
  const database = options.dataDir === undefined && !env.DATABASE_URL ? await createTestDatabase({ template: 'migrated' }) : undefined;
  const dataDir = options.dataDir ?? database?.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'stack-entry-'));
  const ownsDataDir = options.dataDir === undefined;
  let scratch: { url: string; drop(): Promise<void> } | undefined;
  if (process.env.TEST_DATABASE_URL && !env.DATABASE_URL && !database)
    scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL, 'stack_entry');
  const args =
    kind === 'start'
      ? [path.join(ROOT, 'infra/scripts/start.mjs')]
      : [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), path.join(ROOT, 'infra/stack/src/main.ts')];
  const ready = options.ready ?? (kind === 'start' ? /The business portal is running\./ : /Local stack is running\./);
  const cleanup = async () => {
    await scratch?.drop();
    await database?.remove();
    if (ownsDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  };

  // Free ports are checked, then handed to the child: another process may still take one in between. Such a start
  // is tried again on other ports (the data folder is the same: a second start on it is a restart).
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const apiPort = await freePort([3]);
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
      if (attempt < 3 && output.includes('EADDRINUSE') && !env.PORT && !env.API_PORT) continue;
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
}
