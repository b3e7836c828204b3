import pg from 'pg';
import type { Db } from '../db/types';
import type { CapturedChange } from './dispatch';

const BATCH = 1000;
/** The fallback poll: changes from writers the stack does not see (cron jobs run through it; psql on PostgreSQL wakes LISTEN). */
const POLL_MS = 1000;

interface ChangeRow {
  id: string | number;
  schema_name: string;
  table_name: string;
  action: CapturedChange['action'];
  record: Record<string, unknown> | string | null;
  old_record: Record<string, unknown> | string | null;
  commit_timestamp: string;
}

const parsed = (value: ChangeRow['record']) => (typeof value === 'string' ? (JSON.parse(value) as Record<string, unknown>) : value);

/**
 * Drains stack_realtime.changes (filled by the capture trigger) and hands each batch to `deliver`, in
 * order. A drain deletes what it reads: rows of transactions still open are invisible to it and come in
 * a later drain, so none is skipped. Woken by `poke()` (the stack's own writes), by LISTEN on PostgreSQL,
 * and by a poll every second.
 */
export class ChangeFeed {
  private running = false;
  private again = false;
  private timer: NodeJS.Timeout | undefined;
  private listener: pg.Client | undefined;
  private closed = false;

  constructor(
    private readonly db: Db,
    private readonly databaseUrl: string | undefined,
    private readonly deliver: (changes: CapturedChange[]) => Promise<void>,
  ) {}

  async start(): Promise<void> {
    // Nobody was connected while the stack was down: what was captured then has no one to go to.
    await this.db.query('truncate stack_realtime.changes');
    this.timer = setInterval(() => this.poke(), POLL_MS);
    this.timer.unref();
    if (this.databaseUrl) await this.listen();
  }

  /** The id of the last change captured so far. */
  async watermark(): Promise<number> {
    const { rows } = await this.db.query<{ last: string | number }>('select coalesce(max(id), 0) as last from stack_realtime.changes');
    return Number(rows[0].last);
  }

  poke(): void {
    if (this.closed) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = true;
    void this.drain().finally(() => {
      this.running = false;
      if (this.again) {
        this.again = false;
        this.poke();
      }
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.timer);
    await this.listener?.end().catch(() => undefined);
  }

  private async drain(): Promise<void> {
    try {
      for (;;) {
        const { rows } = await this.db.query<ChangeRow>(
          `delete from stack_realtime.changes where id in (select id from stack_realtime.changes order by id limit ${BATCH} for update skip locked)
           returning id, schema_name, table_name, action, record, old_record,
                     to_char(committed_at at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as commit_timestamp`,
        );
        if (rows.length === 0) return;
        const changes = rows
          .map((r) => ({
            id: Number(r.id),
            schema: r.schema_name,
            table: r.table_name,
            action: r.action,
            record: parsed(r.record),
            oldRecord: parsed(r.old_record),
            commitTimestamp: r.commit_timestamp,
          }))
          .sort((a, b) => a.id - b.id);
        await this.deliver(changes);
        if (rows.length < BATCH) return;
      }
    } catch (error) {
      if (!this.closed) process.stderr.write(`stack: realtime could not read changes: ${(error as Error).message}\n`);
    }
  }

  /** PostgreSQL: the capture trigger's pg_notify wakes the feed at once, whoever wrote. */
  private async listen(): Promise<void> {
    const client = new pg.Client({ connectionString: this.databaseUrl });
    client.on('notification', () => this.poke());
    client.on('error', () => {
      this.listener = undefined;
      if (!this.closed) setTimeout(() => void this.listen().catch(() => undefined), POLL_MS).unref();
    });
    await client.connect();
    await client.query('listen stack_realtime');
    if (this.closed) await client.end();
    else this.listener = client;
  }
}
