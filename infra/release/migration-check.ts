// The migration rule (expand, then contract): before anything is applied, a migration is refused when it would
// break a release that still runs (every remote's live release and canary, and the release being made live): a drop
// or rename of a table, column or function one of them uses, a changed column type, a new NOT NULL column without a
// default on a table one of them uses. A remote's migration may only create, alter or drop objects it owns: names in
// `public` that start with its federation name and `_` (`mfe_credit_notes`); see docs/architecture.md.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { DataUsage } from './data-usage';
import { migrationFacts, type Change, type Touch } from './migration-sql';
import type { RemoteName } from './types';

/** One running release and what it uses. */
export interface UsageSite {
  remote: RemoteName;
  id: string;
  /** `live`, `canary`, or `being released`. */
  role: string;
  data: DataUsage;
}

export interface MigrationFile {
  /** `<version>_<name>.sql`. */
  file: string;
  version: string;
  name: string;
  sql: string;
}

const FILE = /^(\d{14})_([a-z0-9_]+)\.sql$/;

/** `<dir>/*.sql`, in version order; a file not named `<14 digits>_<name>.sql` is an error. */
export function readMigrations(dir: string): MigrationFile[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((file) => {
      const m = FILE.exec(file);
      if (!m) throw new Error(`${join(dir, file)}: a migration is named <yyyymmddhhmmss>_<name>.sql`);
      return { file, version: m[1], name: m[2], sql: readFileSync(join(dir, file), 'utf8') };
    });
}

export const ownPrefix = (remote: RemoteName) => `${remote}_`;

/**
 * The platform's registries a remote adds its own rows to (its search and notification kinds, named with its prefix):
 * the database refuses a row of another remote (migration 20261207110100, `portal.remote`).
 */
export const KIND_REGISTRIES: readonly string[] = ['notification_kinds', 'remote_search_kinds'];

const owns = (owner: RemoteName, touch: Touch) =>
  (touch.name.startsWith(ownPrefix(owner)) && !touch.name.includes('.')) ||
  (touch.verb === 'write' && KIND_REGISTRIES.includes(touch.name));

const touchText = (touch: Touch) =>
  touch.verb === 'write'
    ? `writes rows of ${touch.name}`
    : `${touch.verb === 'create' && touch.what !== 'table' ? `creates a ${touch.what} on` : `${touch.verb}s ${touch.what}`} ${touch.name}`;

const describe = (c: Change): string => {
  switch (c.kind) {
    case 'drop-table':
      return `drops table ${c.table}`;
    case 'rename-table':
      return `renames (or moves) table ${c.table}`;
    case 'drop-column':
      return `drops column ${c.table}.${c.column}`;
    case 'rename-column':
      return `renames column ${c.table}.${c.column}`;
    case 'column-type':
      return `changes the type of column ${c.table}.${c.column}`;
    case 'not-null-column':
      return `adds column ${c.table}.${c.column} NOT NULL without a default to a table in use`;
    case 'drop-function':
      return `drops function ${c.fn}`;
    case 'rename-function':
      return `renames (or moves) function ${c.fn}`;
  }
};

function uses(c: Change, data: DataUsage): boolean {
  if (c.fn) return data.functions.includes(c.fn);
  const columns = c.table ? data.tables[c.table] : undefined;
  if (!columns) return false;
  if (c.kind === 'drop-table' || c.kind === 'rename-table' || c.kind === 'not-null-column') return true;
  return columns.includes('*') || columns.includes(c.column!);
}

const EXPAND_THEN_CONTRACT =
  'expand, then contract: keep it in this release (add what replaces it beside it), stop using it, and remove it in a ' +
  'later release once no live release or canary uses it (`npm run releases` lists them)';

/**
 * Every problem of `migrations` (in order) against the running releases; `owner`: the remote whose migrations they
 * are (its objects only), or null for the central migrations.
 */
export function migrationProblems(migrations: readonly MigrationFile[], sites: readonly UsageSite[], owner: RemoteName | null): string[] {
  const problems: string[] = [];
  for (const m of migrations) {
    const facts = migrationFacts(m.sql);
    if (owner)
      for (const touch of facts.touches)
        if (!owns(owner, touch))
          problems.push(
            `${m.file} ${touchText(touch)}, which ${owner} does not own: a remote's objects are in public and named ${ownPrefix(owner)}<name>; ` +
              'what the platform owns changes in infra/supabase/migrations',
          );
    for (const change of facts.changes) {
      const users = sites.filter((s) => uses(change, s.data));
      if (!users.length) continue;
      const named = users.map((s) => `${s.remote} ${s.id} (${s.role})`).join(', ');
      problems.push(`${m.file} ${describe(change)}, which ${named} ${users.length > 1 ? 'use' : 'uses'}; ${EXPAND_THEN_CONTRACT}`);
    }
  }
  return problems;
}

export class MigrationRefused extends Error {
  constructor(
    readonly who: string,
    readonly problems: string[],
  ) {
    super(`${who}: migration refused before anything was applied; nothing switched:\n  - ${problems.join('\n  - ')}`);
  }
}

export const migrationFile = (path: string): MigrationFile => {
  const file = basename(path);
  const m = FILE.exec(file);
  return { file, version: m?.[1] ?? file, name: m?.[2] ?? file, sql: readFileSync(path, 'utf8') };
};

/** A migration and whose it is (a remote's federation name, or `central`). */
export interface OwnedMigration {
  owner: string;
  migration: MigrationFile;
}

const REMOVES: Record<string, (c: Change, name: string, column?: string) => boolean> = {
  table: (c, name) => (c.kind === 'drop-table' || c.kind === 'rename-table') && c.table === name,
  column: (c, name, column) =>
    REMOVES.table(c, name) || ((c.kind === 'drop-column' || c.kind === 'rename-column') && c.table === name && c.column === column),
  function: (c, name) => (c.kind === 'drop-function' || c.kind === 'rename-function') && c.fn === name,
};

/**
 * The migrations whose drop or rename removed `missing` (`table t`, `column t.c`, `function f`, as the database's
 * schema check names it), as `<owner>'s <file>`; empty when none of them says so.
 */
export function removedBy(missing: string, migrations: readonly OwnedMigration[]): string[] {
  const [what, name = ''] = missing.split(' ');
  const match = REMOVES[what];
  if (!match) return [];
  const dot = what === 'column' ? name.lastIndexOf('.') : -1;
  const [object, column] = dot < 0 ? [name, undefined] : [name.slice(0, dot), name.slice(dot + 1)];
  return migrations
    .filter(({ migration }) => migrationFacts(migration.sql).changes.some((c) => match(c, object, column)))
    .map(({ owner, migration }) => `${owner}'s ${migration.file}`);
}
