import { deriveApiKeys } from '../api-keys';
import { loadConfig, type StackConfig } from '../config';
import { FolderLockedError, lockHolder } from '../db/folder-lock';
import { openDb, pgliteDir } from '../db/open-db';
import { OPERATIONS_PREFIX } from './service';
import { runDbOperation, type DbOperation, type OperationResult } from './registry';

export type RunOperation = <K extends DbOperation>(name: K, args?: Record<string, unknown>) => Promise<OperationResult<K>>;

/**
 * A command-line tool on the stack's database: main's result is the exit code; an error is printed as
 * `<name>: <message>` and exits 1. main runs its database work (registry.ts) through `run`, which
 *   * with DATABASE_URL, opens PostgreSQL itself (any number of processes may);
 *   * on the embedded database (DATA_DIR), asks the stack that has the folder open to run it (over HTTP, with
 *     the service key derived from the folder's JWT secret), as the embedded database has one process at a time;
 *   * when no process has the folder open, opens it itself (and locks it meanwhile);
 *   * when another process holds it without serving (a stack still starting, another tool), refuses, saying what to do.
 */
export function runDbCli(name: string, main: (run: RunOperation) => Promise<number>, config: StackConfig = loadConfig()): void {
  main((operation, args) => runOperation(config, operation, args)).then(
    (code) => process.exit(code),
    (error: Error) => {
      process.stderr.write(`${name}: ${error.message}\n`);
      process.exit(1);
    },
  );
}

export async function runOperation<K extends DbOperation>(
  config: StackConfig,
  name: K,
  args: Record<string, unknown> = {},
): Promise<OperationResult<K>> {
  for (let attempt = 0; ; attempt++) {
    const holder = config.databaseUrl ? undefined : lockHolder(pgliteDir(config));
    if (holder?.url) return askRunningStack(config, holder.url, name, args);
    if (holder) throw new FolderLockedError(pgliteDir(config), holder);
    try {
      const db = await openDb(config);
      try {
        return await runDbOperation(db, name, args);
      } finally {
        await db.close();
      }
    } catch (error) {
      // A stack took the folder between the look and the open: ask it instead.
      if (!(error instanceof FolderLockedError) || attempt > 0) throw error;
    }
  }
}

async function askRunningStack<K extends DbOperation>(
  config: StackConfig,
  url: string,
  name: K,
  args: Record<string, unknown>,
): Promise<OperationResult<K>> {
  let res: Response;
  try {
    res = await fetch(`${url}${OPERATIONS_PREFIX}/operations/${name}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${deriveApiKeys(config.jwtSecret).serviceKey}`, 'content-type': 'application/json' },
      body: JSON.stringify(args),
    });
  } catch (error) {
    throw new Error(
      `the stack that has ${pgliteDir(config)} open (at ${url}) did not answer (${(error as Error).message}); ` +
        'wait until it has started, or stop it, then run this again',
    );
  }
  const body = (await res.json().catch(() => ({}))) as { message?: string };
  if (res.status === 401)
    throw new Error(
      `the stack at ${url} refused this data folder's service key: it runs with another JWT secret (set JWT_SECRET as it has it)`,
    );
  if (!res.ok) throw new Error(body.message ?? `the stack at ${url} answered ${res.status}`);
  return body as OperationResult<K>;
}
