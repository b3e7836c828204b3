import { listJobs, runJobNamed, type CronJob, type JobRun } from '../cron/runner';
import { applyRemoteMigration, centralMigrationsApplied, remoteMigrationsApplied } from '../db/remote-migrations';
import { missingFromSchema, parseSchemaUsage } from '../db/schema-usage';
import type { Db } from '../db/types';

/**
 * The database work the stack's command-line tools do (`npm run cron`, `npm run vault:rotate`, the release tool's
 * remote migrations): run in the
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
  // The release tool (`npm run release -w <remote>`): a remote's own migrations (db/remote-migrations.ts).
  'remote-migrations-applied': async (db: Db, args: { remote?: unknown }): Promise<{ versions: string[] }> => {
    if (typeof args.remote !== 'string') throw new OperationInputError('a remote is needed');
    return { versions: await remoteMigrationsApplied(db, args.remote) };
  },
  'remote-migration-apply': async (db: Db, args: Record<string, unknown>): Promise<{ applied: boolean }> => {
    const { remote, version, name, sql } = args;
    if (typeof remote !== 'string' || typeof version !== 'string' || typeof name !== 'string' || typeof sql !== 'string')
      throw new OperationInputError('remote, version, name and sql are needed');
    return { applied: await applyRemoteMigration(db, { remote, version, name, sql }) };
  },
  'central-migrations-applied': async (db: Db): Promise<{ versions: string[] }> => ({ versions: await centralMigrationsApplied(db) }),
  // Before a rollback: what of the older release's usage a contract migration has removed since (db/schema-usage.ts).
  'schema-missing': async (db: Db, args: { usage?: unknown }): Promise<{ missing: string[] }> => {
    const usage = parseSchemaUsage(args.usage);
    if (!usage) throw new OperationInputError('a usage is needed: { tables: { name: [columns] }, functions: [names] }');
    return { missing: await missingFromSchema(db, usage) };
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
