import type { Db } from '../db/types';

interface QueuedRequest {
  id: string;
  method: string;
  url: string;
  headers: Record<string, string> | null;
  body: Uint8Array | null;
  timeout_milliseconds: number;
}

function headersOf(headers: Headers): Record<string, string> {
  const out: Record<string, string> = {};
  headers.forEach((value, name) => (out[name] = value));
  return out;
}

/** Whether the database has the stack's `net` schema (not the pg_net extension, which sends its own queue). */
export async function stackSendsHttpQueue(db: Db): Promise<boolean> {
  const { rows } = await db.query<{ ours: boolean }>(
    `select to_regclass('net.http_request_queue') is not null and not exists (select 1 from pg_extension where extname = 'pg_net') as ours`,
  );
  return rows[0]?.ours === true;
}

/**
 * Sends what `net.http_post` queued, as pg_net's background worker does: each request is taken off the
 * queue (committed first, so two stacks never send one twice), sent with its timeout, and its answer (or
 * error) recorded in `net._http_response`. Returns how many were sent.
 */
export async function sendHttpQueue(db: Db): Promise<number> {
  const { rows } = await db.query<QueuedRequest>(
    'delete from net.http_request_queue where id in (select id from net.http_request_queue order by id limit 50 for update skip locked) returning id::text as id, method, url, headers, body, timeout_milliseconds',
  );
  await Promise.all(
    rows.map(async (request) => {
      let answer: {
        status: number | null;
        type: string | null;
        headers: Record<string, string> | null;
        content: string | null;
        timedOut: boolean;
        error: string | null;
      };
      try {
        const res = await fetch(request.url, {
          method: request.method,
          headers: request.headers ?? {},
          body: request.body && request.method !== 'GET' ? Buffer.from(request.body) : undefined,
          signal: AbortSignal.timeout(request.timeout_milliseconds),
        });
        answer = {
          status: res.status,
          type: res.headers.get('content-type'),
          headers: headersOf(res.headers),
          content: await res.text(),
          timedOut: false,
          error: null,
        };
      } catch (error) {
        const timedOut = (error as Error).name === 'TimeoutError';
        answer = {
          status: null,
          type: null,
          headers: null,
          content: null,
          timedOut,
          error: timedOut ? `Timeout of ${request.timeout_milliseconds} ms reached` : (error as Error).message,
        };
      }
      await db.query(
        'insert into net._http_response (id, status_code, content_type, headers, content, timed_out, error_msg) values ($1, $2, $3, $4, $5, $6, $7)',
        [
          request.id,
          answer.status,
          answer.type,
          answer.headers === null ? null : JSON.stringify(answer.headers),
          answer.content,
          answer.timedOut,
          answer.error,
        ],
      );
    }),
  );
  return rows.length;
}
