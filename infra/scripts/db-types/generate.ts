import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrate } from '../../stack/src/db/migrate';
import { openDb } from '../../stack/src/db/open-db';
import type { Db, Queryable } from '../../stack/src/db/types';
import { introspectSchema } from './introspect';
import { renderDatabaseTypes } from './render';
import { readPrivileges, renderPrivileges } from './privileges.mjs';

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

export interface Generated {
  /** shared-ui/src/platform/database.types.ts */
  types: string;
  /** infra/supabase/privileges.txt */
  privileges: string;
}

/** The `Database` type of schema public and the API roles' privileges, as the migrations build them (an empty target database). */
export async function generateDatabaseTypes(target: TargetDatabase): Promise<Generated> {
  const db = await openMigratedDatabase(target);
  try {
    return { types: await databaseTypesOf(db), privileges: renderPrivileges(await readPrivileges(db)) };
  } finally {
    await db.close();
  }
}

/** The same on a fresh PGlite in a temporary folder (removed afterwards). */
export async function generateFromFreshDatabase(): Promise<Generated> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gen-db-types-'));
  try {
    return await generateDatabaseTypes({ dataDir });
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Null when the committed file is what the migrations give; otherwise what to do about it. */
export function driftMessage(committed: string | undefined, generated: string, generatedFile = TYPES_FILE): string | null {
  if (committed === generated) return null;
  const file = path.relative(process.cwd(), generatedFile);
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

export function readCommitted(): string | undefined {
  return fs.existsSync(TYPES_FILE) ? fs.readFileSync(TYPES_FILE, 'utf8') : undefined;
}
