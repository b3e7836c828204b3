import type { Db } from '../db/types';

export const PUBLICATION = 'supabase_realtime';

/** A table of the `supabase_realtime` publication, as the change payloads and RLS checks need it. */
export interface PublishedTable {
  schema: string;
  table: string;
  /** `"schema"."table"`, quoted for SQL. */
  entity: string;
  rls: boolean;
  /** Replica identity full: UPDATE and DELETE carry the whole old row, else only its primary key (as on hosted Realtime). */
  replicaFull: boolean;
  primaryKey: string[];
  /** Column names and type names in table order (the payload's `columns`). */
  columns: { name: string; type: string }[];
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * The publication as the stack streams it: keeps the capture trigger on exactly the published tables
 * (stack_realtime.sync_triggers) and caches what each table looks like. Refreshed when a channel joins
 * and when a change of an unknown table arrives; concurrent refreshes share one query.
 */
export class Publication {
  private tables = new Map<string, PublishedTable>();
  private refreshing: Promise<void> | undefined;
  private refreshedAt = 0;

  constructor(private readonly db: Db) {}

  /** Refreshes unless the last refresh is younger than `maxAgeMs`. */
  async refresh(maxAgeMs = 0): Promise<void> {
    if (this.refreshing) return this.refreshing;
    if (maxAgeMs > 0 && Date.now() - this.refreshedAt < maxAgeMs) return;
    this.refreshing = this.load().finally(() => {
      this.refreshing = undefined;
    });
    return this.refreshing;
  }

  get(schema: string, table: string): PublishedTable | undefined {
    return this.tables.get(`${schema}.${table}`);
  }

  /** Published tables a subscription's schema/table (either may be `*`) names. */
  matching(schema: string, table: string): PublishedTable[] {
    return [...this.tables.values()].filter((t) => (schema === '*' || t.schema === schema) && (table === '*' || t.table === table));
  }

  private async load(): Promise<void> {
    await this.db.query('select stack_realtime.sync_triggers()');
    const { rows } = await this.db.query<{
      schema: string;
      table: string;
      rls: boolean;
      replica_full: boolean;
      primary_key: string[] | null;
      columns: { name: string; type: string }[];
    }>(
      `select p.schemaname as schema, p.tablename as table, c.relrowsecurity as rls, c.relreplident = 'f' as replica_full,
              (select array_agg(a.attname::text order by a.attnum) from pg_constraint k
                 join pg_attribute a on a.attrelid = k.conrelid and a.attnum = any(k.conkey)
                where k.conrelid = c.oid and k.contype = 'p') as primary_key,
              (select json_agg(json_build_object('name', a.attname, 'type', t.typname) order by a.attnum)
                 from pg_attribute a join pg_type t on t.oid = a.atttypid
                where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped) as columns
         from pg_publication_tables p
         join pg_namespace n on n.nspname = p.schemaname
         join pg_class c on c.relnamespace = n.oid and c.relname = p.tablename
        where p.pubname = $1`,
      [PUBLICATION],
    );
    this.tables = new Map(
      rows.map((r) => [
        `${r.schema}.${r.table}`,
        {
          schema: r.schema,
          table: r.table,
          entity: `${quote(r.schema)}.${quote(r.table)}`,
          rls: r.rls,
          replicaFull: r.replica_full,
          primaryKey: r.primary_key ?? [],
          columns: typeof r.columns === 'string' ? JSON.parse(r.columns) : (r.columns ?? []),
        },
      ]),
    );
    this.refreshedAt = Date.now();
  }

  static quote = quote;
}
