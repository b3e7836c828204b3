import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Db, Queryable } from './types';

const bootstrapSql = () => fs.readFileSync(path.join(__dirname, 'bootstrap.sql'), 'utf8');

export interface MigrationReport {
  applied: string[];
  seeded: boolean;
}

/**
 * Bootstraps Supabase's environment, then applies each `migrations/<version>_<name>.sql` once, in
 * order, recording it in supabase_migrations.schema_migrations (as the Supabase CLI does), and the
 * seed file once. Each step is one transaction under an advisory lock, so concurrent starts against
 * one PostgreSQL database never apply a file twice.
 */
export async function migrate(db: Db, migrationsDir: string, seedFile?: string): Promise<MigrationReport> {
  await locked(db, (tx) => tx.exec(bootstrapSql()));

  const files = fs.existsSync(migrationsDir) ? fs.readdirSync(migrationsDir).filter((f) => f.endsWith('.sql')).sort() : [];
  const applied: string[] = [];
  for (const file of files) {
    const [version, ...rest] = file.replace(/\.sql$/, '').split('_');
    const sql = fs.readFileSync(path.join(migrationsDir, file), 'utf8');
    const done = await locked(db, async (tx) => {
      const existing = await tx.query('select 1 from supabase_migrations.schema_migrations where version = $1', [version]);
      if (existing.rows.length > 0) return false;
      await tx.exec(sql).catch((error: Error) => {
        throw new Error(`migration ${file} failed: ${error.message}`);
      });
      await tx.query('insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)', [version, rest.join('_')]);
      return true;
    });
    if (done) applied.push(file);
  }

  let seeded = false;
  if (seedFile && fs.existsSync(seedFile)) {
    const sql = fs.readFileSync(seedFile, 'utf8');
    const name = path.basename(seedFile);
    seeded = await locked(db, async (tx) => {
      const existing = await tx.query('select 1 from supabase_migrations.seed_files where path = $1', [name]);
      if (existing.rows.length > 0) return false;
      await tx.exec(sql).catch((error: Error) => {
        throw new Error(`seed ${name} failed: ${error.message}`);
      });
      const hash = crypto.createHash('sha256').update(sql).digest('hex');
      await tx.query('insert into supabase_migrations.seed_files (path, hash) values ($1, $2)', [name, hash]);
      return true;
    });
  }
  return { applied, seeded };
}

function locked<T>(db: Db, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock(74201)');
    await tx.exec('set local search_path = public, extensions');
    return fn(tx);
  });
}
