// The privileges the migrations give the API roles, as a committed table read like a schema
// (infra/supabase/privileges.txt, written by `npm run gen:types`; compared with a migrated database by
// infra/supabase/tests/privileges.itest.ts). DECISIONS 16: hosted Supabase gives new objects no Data API privilege,
// so what a role may do is exactly what a migration granted, and this table is that, object by object.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTE_PACKAGES } from '../../remotes.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));

export const PRIVILEGES_FILE = path.resolve(HERE, '../../supabase/privileges.txt');
/** The roles a request can act as (PUBLIC: every role, PostgreSQL's own default for functions). */
export const API_ROLES = ['PUBLIC', 'anon', 'authenticated', 'service_role'];
/** The schemas the migrations create objects in. */
export const GRANT_SCHEMAS = ['public', 'private', 'search'];

/** @typedef {Map<string, Map<string, string[]>>} PrivilegeTable  object ("table public.tasks") -> role -> privileges ("select", "update (read_at)") */

const KIND = { r: 'table', p: 'table', v: 'view', m: 'materialized view', f: 'foreign table', S: 'sequence' };
const ORDER = ['select', 'insert', 'update', 'delete', 'truncate', 'references', 'trigger', 'maintain', 'usage', 'execute', 'create'];
const rank = (privilege) => {
  const i = ORDER.indexOf(privilege.split(' ')[0]);
  return i === -1 ? ORDER.length : i;
};

/**
 * Reads every grant to the API roles on the migrations' schemas and on their tables, columns, sequences and functions
 * (with an empty search_path, so that every type in a function's arguments is written with its schema).
 */
/** @param {{ transaction<T>(fn: (tx: { query(sql: string): Promise<{ rows: any[] }>, exec(sql: string): Promise<void> }) => Promise<T>): Promise<T> }} db @returns {Promise<PrivilegeTable>} */
export function readPrivileges(db) {
  return db.transaction(async (tx) => {
    await tx.exec('set local search_path = pg_catalog');
    return readPrivilegesIn(tx);
  });
}

async function readPrivilegesIn(db) {
  const schemas = GRANT_SCHEMAS.map((s) => `'${s}'`).join(', ');
  const grantee = `case when a.grantee = 0 then 'PUBLIC' else a.grantee::regrole::text end`;
  const notExtension = (catalog, id) =>
    `not exists (select 1 from pg_depend d where d.classid = '${catalog}'::regclass and d.objid = ${id} and d.deptype = 'e')`;
  // PostgreSQL 17's MAINTAIN (hosted runs 17) has no counterpart on 15, which the stack also runs on: left out, so the
  // one table reads the same on both (what a default privilege leaves a table created after the explicit grants).
  const rows = (
    await db.query(
      `select 'schema ' || n.nspname as object, ${grantee} as role, lower(a.privilege_type) as privilege
         from pg_namespace n, aclexplode(n.nspacl) a
        where n.nspname in (${schemas})
       union all
       select c.relkind::text || ' ' || quote_ident(n.nspname) || '.' || quote_ident(c.relname), ${grantee}, lower(a.privilege_type)
         from pg_class c join pg_namespace n on n.oid = c.relnamespace, aclexplode(c.relacl) a
        where n.nspname in (${schemas}) and c.relkind in ('r', 'p', 'v', 'm', 'f', 'S') and ${notExtension('pg_class', 'c.oid')}
       union all
       select c.relkind::text || ' ' || quote_ident(n.nspname) || '.' || quote_ident(c.relname), ${grantee}, lower(a.privilege_type) || ' (' || t.attname || ')'
         from pg_attribute t join pg_class c on c.oid = t.attrelid join pg_namespace n on n.oid = c.relnamespace, aclexplode(t.attacl) a
        where n.nspname in (${schemas}) and t.attnum > 0 and not t.attisdropped and ${notExtension('pg_class', 'c.oid')}
       union all
       select 'function ' || quote_ident(n.nspname) || '.' || quote_ident(p.proname) || '(' || oidvectortypes(p.proargtypes) || ')', ${grantee}, lower(a.privilege_type)
         from pg_proc p join pg_namespace n on n.oid = p.pronamespace,
              aclexplode(coalesce(p.proacl, acldefault('f', p.proowner))) a
        where n.nspname in (${schemas}) and ${notExtension('pg_proc', 'p.oid')}`,
    )
  ).rows.filter((row) => row.privilege !== 'maintain');
  const table = new Map();
  // Every object of those schemas has a line, granted or not: a new object shows up in the diff even with no grant.
  const objects = (
    await db.query(
      `select 'schema ' || nspname as object from pg_namespace where nspname in (${schemas})
       union all
       select c.relkind::text || ' ' || quote_ident(n.nspname) || '.' || quote_ident(c.relname) from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname in (${schemas}) and c.relkind in ('r', 'p', 'v', 'm', 'f', 'S') and ${notExtension('pg_class', 'c.oid')}
       union all
       select 'function ' || quote_ident(n.nspname) || '.' || quote_ident(p.proname) || '(' || oidvectortypes(p.proargtypes) || ')' from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname in (${schemas}) and ${notExtension('pg_proc', 'p.oid')}`,
    )
  ).rows;
  const name = (object) => {
    const [kind, ...rest] = object.split(' ');
    return `${KIND[kind] ?? kind} ${rest.join(' ')}`;
  };
  for (const { object } of objects) table.set(name(object), new Map());
  for (const row of rows) {
    if (!API_ROLES.includes(row.role)) continue;
    const roles = table.get(name(row.object)) ?? new Map();
    table.set(name(row.object), roles);
    const list = roles.get(row.role) ?? [];
    if (!list.includes(row.privilege)) list.push(row.privilege);
    roles.set(row.role, list);
  }
  return table;
}

const HEADER = `# The privileges the API roles hold on what the migrations create: generated by \`npm run gen:types\` from a
# database with infra/supabase/migrations applied (hosted Supabase's default today: no automatic Data API privilege,
# so each line here is a migration's GRANT). infra/supabase/tests/privileges.itest.ts fails naming each object whose
# grants differ from this file. Roles: PUBLIC (every role), anon (signed out), authenticated (signed in),
# service_role (the server's key); a role not listed under an object has nothing on it.
`;

/** The table as the committed file writes it: objects sorted, one role a line. */
/** @param {PrivilegeTable} table */
export function renderPrivileges(table) {
  const lines = [HEADER];
  for (const object of [...table.keys()].sort()) {
    const roles = table.get(object);
    const granted = API_ROLES.filter((role) => (roles.get(role) ?? []).length > 0);
    lines.push(granted.length === 0 ? `${object}: nothing` : `${object}:`);
    for (const role of granted) {
      const list = [...roles.get(role)].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
      lines.push(`  ${role.padEnd(14)}${list.join(', ')}`);
    }
  }
  return `${lines.join('\n')}\n`;
}

/** The committed file read back. */
/** @param {string} text @returns {PrivilegeTable} */
export function parsePrivileges(text) {
  const table = new Map();
  let current;
  for (const line of text.split('\n')) {
    if (line.startsWith('#') || line.trim() === '') continue;
    const object = /^(\S.*?):( nothing)?$/.exec(line);
    if (object) {
      current = new Map();
      table.set(object[1], current);
      continue;
    }
    const role = /^ {2}(\S+)\s+(.+)$/.exec(line);
    if (role && current) current.set(role[1], role[2].split(/, (?![^(]*\))/));
  }
  return table;
}

/** Each difference, naming the object and the role: what the database grants that the table does not, and the reverse. */
/** @param {PrivilegeTable} expected @param {PrivilegeTable} actual @returns {string[]} */
export function privilegeDifferences(expected, actual) {
  const problems = [];
  for (const object of [...new Set([...expected.keys(), ...actual.keys()])].sort()) {
    const want = expected.get(object);
    const have = actual.get(object);
    if (!want) {
      problems.push(
        `${object}: in the database but not in privileges.txt (a new object: grant it in its migration, then npm run gen:types)`,
      );
      continue;
    }
    if (!have) {
      problems.push(`${object}: in privileges.txt but not in the database`);
      continue;
    }
    for (const role of API_ROLES) {
      const w = want.get(role) ?? [];
      const h = have.get(role) ?? [];
      const missing = w.filter((p) => !h.includes(p));
      const extra = h.filter((p) => !w.includes(p));
      if (missing.length > 0) problems.push(`${object}: ${role} is missing ${missing.join(', ')}`);
      if (extra.length > 0) problems.push(`${object}: ${role} has ${extra.join(', ')}, which privileges.txt does not grant`);
    }
  }
  return problems;
}

/**
 * The table without the remotes' own objects (`public.<remote>_*`, made by `<remote>/supabase/migrations` with their
 * release: docs/architecture.md "Data a remote owns"). privileges.txt is the central migrations' table; a remote's
 * migration grants its objects itself, so a project where a team shipped one is compared without them.
 */
/** @param {PrivilegeTable} table @returns {PrivilegeTable} */
export function centralPrivileges(table) {
  const prefixes = Object.keys(REMOTE_PACKAGES).map((remote) => `${remote}_`);
  const remoteOwned = (object) => {
    const name = /^[a-z ]+ public\.(\w+)/.exec(object)?.[1];
    return !!name && prefixes.some((prefix) => name.startsWith(prefix));
  };
  return new Map([...table].filter(([object]) => !remoteOwned(object)));
}

/** @returns {string | undefined} */
export function readCommittedPrivileges() {
  return fs.existsSync(PRIVILEGES_FILE) ? fs.readFileSync(PRIVILEGES_FILE, 'utf8') : undefined;
}
