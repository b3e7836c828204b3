import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../db/types';
import { loadSchema } from './schema-load';
import type { SchemaSnapshot } from './schema-types';

const watchSql = () => fs.readFileSync(path.join(__dirname, 'schema-watch.sql'), 'utf8');
const MIN_BLIND_RELOAD_MS = 1000;

/**
 * The REST schema cache. Requests are planned against `current` without touching the catalog; a
 * planning miss (unknown table, column, relationship or function) calls `refreshAfterMiss()`, which
 * reloads only when the DDL counter moved (or, without the counter, at most once per second).
 */
export class SchemaCache {
  current!: SchemaSnapshot;
  private version: string | null = null;
  private hasWatch = false;
  private loadedAt = 0;
  private pending: Promise<boolean> | null = null;

  constructor(private readonly db: Db) {}

  static async open(db: Db): Promise<SchemaCache> {
    const cache = new SchemaCache(db);
    await db.exec(watchSql());
    await cache.reload();
    return cache;
  }

  /** Re-reads the catalog (after migrations, or when the schema changed). */
  async reload(): Promise<void> {
    const version = await this.readVersion();
    this.current = await loadSchema(this.db);
    this.version = version;
    this.loadedAt = Date.now();
  }

  /** After a miss: reloads when the schema changed since the last load. Resolves true when it reloaded. */
  refreshAfterMiss(): Promise<boolean> {
    this.pending ??= (async () => {
      try {
        if (this.hasWatch) {
          if ((await this.readVersion()) === this.version) return false;
        } else if (Date.now() - this.loadedAt < MIN_BLIND_RELOAD_MS) {
          return false;
        }
        await this.reload();
        return true;
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
