import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrate } from '../../stack/src/db/migrate';
import { openDb } from '../../stack/src/db/open-db';
import type { Db, Queryable } from '../../stack/src/db/types';
import { introspectSchema } from './introspect';
import { renderDatabaseTypes } from './render';

export const MIGRATIONS_DIR = path.resolve(__dirname, '../../supabase/migrations');
/** The committed types, imported (as types only) through shared-ui's core: `import type { Database } from 'shared-ui'`. */
export const TYPES_FILE = path.resolve(__dirname, '../../../shared-ui/src/platform/database.types.ts');
/** The PostgREST version the stack answers as (infra/stack/src/rest/README.md); hosted Supabase runs this or newer. */
export const POSTGREST_VERSION = '12';

export interface TargetDatabase {
  /** A data folder for PGlite (its `pgdata/`), used when there is no databaseUrl. */
  dataDir: string;
  /** A PostgreSQL database instead (it must be empty). */
  databaseUrl?: string;
}

/**
 * A database with the migrations applied the way the stack applies them at start (`openDb` + `migrate`:
 * bootstrap.sql, create-database.sql, each migration once, no seed). The caller closes it.
 */
export async function openMigratedDatabase(target: TargetDatabase): Promise<Db> {
  const db = await openDb(target);
  try {
    await migrate(db, MIGRATIONS_DIR);
    return db;
  } catch (error) {
    await db.close();
    throw error;
  }
}

/** The `Database` type of one schema of an open database, read from its catalogs. */
export async function databaseTypesOf(db: Queryable, schema = 'public', source?: string): Promise<string> {
  return renderDatabaseTypes(await introspectSchema(db, schema), { postgrestVersion: POSTGREST_VERSION, source });
}

/** The `Database` type of schema public as the migrations build it (an empty target database). */
export async function generateDatabaseTypes(target: TargetDatabase): Promise<string> {
  const db = await openMigratedDatabase(target);
  try {
    return await databaseTypesOf(db);
  } finally {
    await db.close();
  }
}

/** The same on a fresh PGlite in a temporary folder (removed afterwards). */
export async function generateFromFreshDatabase(): Promise<string> {
  return withFreshMigratedDatabase(databaseTypesOf);
}

/**
 * Runs `read` on a freshly migrated PGlite in a temporary folder (removed afterwards): each generated file is one
 * reader of the same database (`databaseTypesOf`, `currentSchemaOf`, ...), so generators compose.
 */
export async function withFreshMigratedDatabase<T>(read: (db: Db) => Promise<T>): Promise<T> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gen-db-types-'));
  try {
    const db = await openMigratedDatabase({ dataDir });
    try {
      return await read(db);
    } finally {
      await db.close();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Null when the committed file is what the migrations give; otherwise what to do about it. */
export function driftMessage(committed: string | undefined, generated: string, target = TYPES_FILE): string | null {
  if (committed === generated) return null;
  const file = path.relative(process.cwd(), target);
  if (committed === undefined) return `${file} is missing: run npm run gen:types and commit it.`;
  const a = committed.split('\n');
  const b = generated.split('\n');
  const line = a.findIndex((text, i) => text !== b[i]);
  const at = line === -1 ? b.length : line;
  return (
    `${file} is out of date with infra/supabase/migrations: run npm run gen:types and commit the result.\n` +
    `  first difference at line ${at + 1}:\n  committed: ${a[at] ?? '(end of file)'}\n  generated: ${b[at] ?? '(end of file)'}`
  );
}

export function readCommitted(file = TYPES_FILE): string | undefined {
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined;
}
