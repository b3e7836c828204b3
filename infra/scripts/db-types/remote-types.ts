// A remote's own database types (issue 47, part 4): the central migrations, then the remote's own
// (`<remote>/supabase/migrations`, applied as the release applies them), and of schema public only what the remote owns
// (tables, views and functions named `<remote>_*`, and the enums they use), written to `<remote>/src/database.types.ts`.
import path from 'node:path';
import type { Db } from '../../stack/src/db/types';
import { applyRemoteMigration } from '../../stack/src/db/remote-migrations';
import type { MigrationFile } from '../../release/migration-check';
import { introspectSchema, type SchemaModel } from './introspect';
import { renderDatabaseTypes } from './render';
import { POSTGREST_VERSION } from './generate';

const ROOT = path.resolve(__dirname, '../../..');

/** `<remote package>/src/database.types.ts`. */
export const remoteTypesFile = (pkg: string) => path.join(ROOT, pkg, 'src/database.types.ts');

/** Of a schema's model, what `prefix` names (and the schema's enums those use, or that it names). */
export function ownedModel(model: SchemaModel, prefix: string): SchemaModel {
  const relations = model.relations.filter((r) => r.name.startsWith(prefix));
  const functions = model.functions.filter((f) => f.name.startsWith(prefix));
  const used = new Set([
    ...relations.flatMap((r) => r.columns.map((c) => c.typeOid)),
    ...functions.flatMap((f) => [f.returnTypeOid, ...f.args.map((a) => a.typeOid)]),
  ]);
  const types = new Map(
    [...model.types].filter(([oid, t]) => t.kind !== 'e' || t.schema !== model.schema || t.name.startsWith(prefix) || used.has(oid)),
  );
  return { ...model, relations, functions, types };
}

/** Applies the remote's migrations to `db` (migrated centrally) and renders its own `Database` type. */
export async function remoteTypesOf(db: Db, remote: string, pkg: string, migrations: readonly MigrationFile[]): Promise<string> {
  for (const m of migrations) await applyRemoteMigration(db, { remote, version: m.version, name: m.name, sql: m.sql });
  return renderDatabaseTypes(ownedModel(await introspectSchema(db), `${remote}_`), {
    postgrestVersion: POSTGREST_VERSION,
    source: `${pkg}/supabase/migrations after infra/supabase/migrations (objects named ${remote}_*)`,
  });
}
