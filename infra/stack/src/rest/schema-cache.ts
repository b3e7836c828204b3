import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../db/types';
import { ApiError } from './errors';
import { loadSchema } from './schema-load';
import type { SchemaSnapshot } from './schema-types';
import { loadDbSettings, type DbSettings } from './settings';

const watchSql = () => fs.readFileSync(path.join(__dirname, 'schema-watch.sql'), 'utf8');
const MIN_BLIND_RELOAD_MS = 1000;

/**
 * The REST schema cache: one snapshot per exposed schema, plus PostgREST's in-database settings. Requests
 * are planned against it without touching the catalog; a planning miss (unknown table, column,
 * relationship or function) calls `refreshAfterMiss()`, which reloads only when the DDL counter moved
 * (or, without the counter, at most once per second).
 */
export class SchemaCache {
  private snapshots = new Map<string, SchemaSnapshot>();
  settings: DbSettings = { aggregates: false, plan: false, txEnd: 'commit' };
  private version: string | null = null;
  private hasWatch = false;
  private loadedAt = 0;
  private pending: Promise<boolean> | null = null;

  constructor(
    private readonly db: Db,
    readonly schemas: string[] = ['public'],
  ) {}

  static async open(db: Db, schemas: string[] = ['public']): Promise<SchemaCache> {
    const cache = new SchemaCache(db, schemas.length > 0 ? schemas : ['public']);
    await db.exec(watchSql());
    await cache.reload();
    return cache;
  }

  /** The default schema's snapshot (the first exposed schema). */
  get current(): SchemaSnapshot {
    return this.snapshots.get(this.schemas[0])!;
  }

  /** The snapshot of an exposed schema (Accept-Profile / Content-Profile), or 406 PGRST106. */
  snapshot(schema: string | undefined): SchemaSnapshot {
    const found = this.snapshots.get(schema ?? this.schemas[0]);
    if (!found)
      throw new ApiError(
        406,
        'PGRST106',
        `Invalid schema: ${String(schema).slice(0, 100)}`,
        null,
        `Only the following schemas are exposed: ${this.schemas.join(', ')}`,
      );
    return found;
  }

  /** Re-reads the catalog (after migrations, or when the schema changed). */
  async reload(): Promise<void> {
    const version = await this.readVersion();
    const next = new Map<string, SchemaSnapshot>();
    for (const schema of this.schemas) next.set(schema, await loadSchema(this.db, schema));
    this.settings = await loadDbSettings(this.db);
    this.snapshots = next;
    this.version = version;
    this.loadedAt = Date.now();
  }

  /** After a miss: reloads when the schema changed since the last load. Resolves true when it reloaded. */
  refreshAfterMiss(force = false): Promise<boolean> {
    this.pending ??= (async () => {
      try {
        if (!force) {
          if (this.hasWatch) {
            if ((await this.readVersion()) === this.version) return false;
          } else if (Date.now() - this.loadedAt < MIN_BLIND_RELOAD_MS) {
            return false;
          }
        }
        await this.reload();
        return true;
      } catch {
        // The catalog could not be read (it is changing under us): PostgREST's answer while its cache is not loaded.
        throw new ApiError(503, 'PGRST002', 'Could not query the database for the schema cache. Retrying.');
      } finally {
        this.pending = null;
      }
    })();
    return this.pending;
  }

  private async readVersion(): Promise<string | null> {
    try {
      const { rows } = await this.db.query<{ v: string }>(
        `select (last_value::text || ':' || is_called::text) as v from pgrst.schema_version`,
      );
      const { rows: triggers } = this.hasWatch
        ? { rows: [1] }
        : await this.db.query(`select 1 from pg_event_trigger where evtname = 'pgrst_ddl_watch'`);
      this.hasWatch = triggers.length > 0;
      return rows[0]?.v ?? null;
    } catch {
      this.hasWatch = false;
      return null;
    }
  }
}
