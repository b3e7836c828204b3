import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';

/**
 * Starts a bench's child process (`node --import tsx <script>` in this folder, from the repository root) apart
 * from the load generator, so that the two never compete for an event loop; resolves with the information
 * of its `READY <json>` line (announceReady). `result()` is the last `RESULT <json>` line it printed (its stop()
 * may print one: what it counted), read in full once stopBenchChild has resolved.
 */
export async function startBenchChild<T, R = unknown>(
  script: string,
  env: NodeJS.ProcessEnv,
  name: string,
): Promise<{ child: ChildProcess; info: T; result: () => R | undefined }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, script)], {
    cwd: path.resolve(__dirname, '../../..'),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let result: R | undefined;
  const info = await new Promise<T>((resolve, reject) => {
    const lines = readline.createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      if (line.startsWith('READY ')) resolve(JSON.parse(line.slice(6)) as T);
      if (line.startsWith('RESULT ')) result = JSON.parse(line.slice(7)) as R;
    });
    child.once('exit', (code) => reject(new Error(`${name} exited early (code ${code})`)));
  });
  return { child, info, result: () => result };
}

/** Stops a bench child (SIGTERM) and waits until it has exited and all it printed has been read. */
export async function stopBenchChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const closed = new Promise((resolve) => child.once('close', resolve));
  child.kill('SIGTERM');
  await closed;
}

/**
 * The child's side: main starts the servers and resolves with what the parent needs and how to stop; then it
 * prints `READY <json>` and, on SIGTERM or SIGINT, stops and exits. An error is written to stderr (after
 * `<name>: `) and ends the process with 1.
 */
export function runBenchChild<T>(name: string, main: () => Promise<{ info: T; stop(): Promise<void> }>): void {
  main().then(
    ({ info, stop }) => {
      process.stdout.write(`READY ${JSON.stringify(info)}\n`);
      const stopAndExit = async () => {
        await stop();
        process.exit(0);
      };
      process.once('SIGTERM', () => void stopAndExit());
      process.once('SIGINT', () => void stopAndExit());
    },
    (error: unknown) => {
      process.stderr.write(`${name}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
      process.exit(1);
    },
  );
}
