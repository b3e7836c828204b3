import type { Queryable } from './types';

/** An extension hosted Supabase has and the portal uses, which the stack stands in for where it cannot be used. */
export interface OptionalExtension {
  name: string;
  /** The library the server must preload (`shared_preload_libraries`) for it to work. */
  library?: string;
  /** Where it must be created (hosted Supabase's place for it); unset: where its control file says. */
  schema?: string;
  /** The schema of the stack's stand-in (bootstrap.sql). */
  standIn?: string;
  /** What it does for the portal, for the start banner. */
  role: string;
}

export const OPTIONAL_EXTENSIONS: OptionalExtension[] = [
  { name: 'pg_cron', library: 'pg_cron', standIn: 'cron', role: 'scheduled jobs' },
  { name: 'pg_net', library: 'pg_net', schema: 'extensions', standIn: 'net', role: 'HTTP calls from jobs' },
  { name: 'supabase_vault', library: 'supabase_vault', standIn: 'vault', role: 'Vault' },
];

/** What the server says about one optional extension (extensionFacts). */
export interface ExtensionFacts {
  name: string;
  created: boolean;
  available: boolean;
  preloaded: boolean;
  /** The database user may create it: a superuser, or a trusted extension. */
  creatable: boolean;
  standInExists: boolean;
  /** pg_cron only: the database its background worker runs jobs in (`cron.database_name`), and this one's name. */
  cronDatabase: string | null;
  database: string;
}

/** The stack's choice for one optional extension: the extension itself, or its own stand-in, and why. */
export interface ExtensionChoice {
  extension: OptionalExtension;
  use: 'extension' | 'stand-in';
  /** Why not the extension (stand-in only). */
  reason?: string;
  /** Installed on the server but not usable here: migrations must not see it as available (migrate.ts). */
  hidden: boolean;
}

export async function extensionFacts(db: Queryable, extensions: OptionalExtension[]): Promise<ExtensionFacts[]> {
  const { rows } = await db.query<ExtensionFacts>(
    `select e.name,
            exists (select 1 from pg_catalog.pg_extension x where x.extname = e.name) as created,
            exists (select 1 from pg_catalog.pg_available_extensions a where a.name = e.name) as available,
            e.library is null or e.library = any (pg_catalog.string_to_array(
              pg_catalog.regexp_replace(pg_catalog.current_setting('shared_preload_libraries'), '[[:space:]"]', '', 'g'), ',')) as preloaded,
            coalesce((select r.rolsuper from pg_catalog.pg_roles r where r.rolname = current_user), false)
              or coalesce((select v.trusted from pg_catalog.pg_available_extension_versions v join pg_catalog.pg_available_extensions a
                            on a.name = v.name and a.default_version = v.version where v.name = e.name), false) as creatable,
            e.stand_in is not null and pg_catalog.to_regnamespace(e.stand_in) is not null as "standInExists",
            pg_catalog.current_setting('cron.database_name', true) as "cronDatabase",
            pg_catalog.current_database() as database
       from pg_catalog.jsonb_to_recordset($1::jsonb) as e(name text, library text, stand_in text)`,
    [JSON.stringify(extensions.map((e) => ({ name: e.name, library: e.library ?? null, stand_in: e.standIn ?? null })))],
  );
  return rows;
}

/**
 * Uses an optional extension only when it works here: created already, or installed, preloaded where it needs to
 * be, in pg_cron's database, creatable by the database user, and with no stand-in of the stack's in its place.
 * Otherwise the stack's stand-in (its own cron runner, pg_net queue, Vault), as on a server without it.
 */
export function chooseExtension(extension: OptionalExtension, facts: ExtensionFacts): ExtensionChoice {
  const standIn = (reason: string, hidden: boolean): ExtensionChoice => ({ extension, use: 'stand-in', reason, hidden });
  if (facts.created) return { extension, use: 'extension', hidden: false };
  if (!facts.available) return standIn(`${extension.name} is not installed`, false);
  if (!facts.preloaded) return standIn(`${extension.name} is installed but not in shared_preload_libraries`, true);
  if (extension.name === 'pg_cron' && (facts.cronDatabase ?? 'postgres') !== facts.database)
    return standIn(
      `pg_cron runs jobs in the database ${facts.cronDatabase ?? 'postgres'} (cron.database_name), not ${facts.database}`,
      true,
    );
  if (!facts.creatable) return standIn(`the database user may not create ${extension.name} (not a superuser)`, true);
  if (facts.standInExists) return standIn(`this database already has the stack's own ${extension.standIn} schema`, true);
  return { extension, use: 'extension', hidden: false };
}

/** The choice for each optional extension (the database user's view: run before bootstrap.sql). */
export async function chooseExtensions(db: Queryable, extensions = OPTIONAL_EXTENSIONS): Promise<ExtensionChoice[]> {
  const facts = await extensionFacts(db, extensions);
  return extensions.map((extension) =>
    chooseExtension(
      extension,
      facts.find((f) => f.name === extension.name)!,
    ),
  );
}

/** Creates each extension chosen and not there yet, as the platform does for its `postgres` role (supautils). */
export async function createChosenExtensions(tx: Queryable, choices: ExtensionChoice[]): Promise<void> {
  for (const { extension, use } of choices) {
    if (use !== 'extension') continue;
    const schema = extension.schema ? ` with schema ${quoteIdent(extension.schema)}` : '';
    if (extension.schema) await tx.exec(`create schema if not exists ${quoteIdent(extension.schema)}`);
    await tx.exec(`create extension if not exists ${quoteIdent(extension.name)}${schema}`);
  }
}

/**
 * While a migration runs: `pg_available_extensions` without the extensions installed here but not usable, so a
 * migration's `if exists (... pg_available_extensions ...) then create extension` leaves them to the stand-in. A
 * temporary view: searched before pg_catalog for an unqualified name, gone with the transaction's drop.
 */
export function hideUnusableSql(choices: ExtensionChoice[]): { create: string; drop: string } | undefined {
  const hidden = choices.filter((c) => c.hidden).map((c) => quoteLiteral(c.extension.name));
  if (hidden.length === 0) return undefined;
  return {
    create:
      `create temporary view pg_available_extensions as select * from pg_catalog.pg_available_extensions where name not in (${hidden.join(', ')});` +
      ` grant select on pg_temp.pg_available_extensions to public`,
    drop: 'drop view if exists pg_temp.pg_available_extensions',
  };
}

/** The start banner's line for one choice. */
export function describeChoice(choice: ExtensionChoice): string {
  return choice.use === 'extension' ? `${choice.extension.name} (the extension)` : `the stack's own (${choice.reason})`;
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;
const quoteLiteral = (text: string) => `'${text.replace(/'/g, "''")}'`;
