import { listJobs, runJobNamed, type CronJob, type JobRun } from '../cron/runner';
import type { Db } from '../db/types';

/**
 * The database work the stack's command-line tools do (`npm run cron`, `npm run vault:rotate`): run in the
 * process that has the database open. With DATABASE_URL a tool runs it itself; on the embedded database, which
 * one process at a time may open, a tool asks the running stack to run it (service.ts), or runs it
 * itself when no stack has the folder open (cli.ts).
 */
export const dbOperations = {
  'cron-list': (db: Db): Promise<CronJob[]> => listJobs(db),
  'cron-run': (db: Db, args: { name?: unknown }): Promise<JobRun> => {
    if (typeof args.name !== 'string' || !args.name) throw new OperationInputError('a job name is needed');
    return runJobNamed(db, args.name);
  },
  'vault-rotate': async (db: Db): Promise<{ reencrypted: number }> => {
    const { rows } = await db.query<{ n: number }>('select private.rotate_credential_key() as n');
    return { reencrypted: rows[0].n };
  },
};

export type DbOperation = keyof typeof dbOperations;
export type OperationResult<K extends DbOperation> = Awaited<ReturnType<(typeof dbOperations)[K]>>;

export const isDbOperation = (name: string): name is DbOperation => Object.prototype.hasOwnProperty.call(dbOperations, name);

/** The caller's mistake (answered 400), not the database's. */
export class OperationInputError extends Error {}

export function runDbOperation<K extends DbOperation>(db: Db, name: K, args: Record<string, unknown> = {}): Promise<OperationResult<K>> {
  return (dbOperations[name] as (db: Db, args: Record<string, unknown>) => Promise<OperationResult<K>>)(db, args);
}
