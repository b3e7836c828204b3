// The embedded database's own thread (plain JS: Node loads it the same way under tsx, jest and node).
// PGlite runs Postgres synchronously in WebAssembly: a long statement would freeze whichever thread
// runs it, and Postgres's own statement_timeout never fires there (its timer needs the event loop).
// Here it can only freeze this thread; the stack's thread enforces the deadline by terminating it
// (see pglite-host.ts). Protocol: {id, op: 'query'|'exec'|'batch'|'close', sql, params, statements}
// → {id, result|error}; a batch is BEGIN, its statements, COMMIT (ROLLBACK on the first error) in one message.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

// Same text forms as the pg driver (see postgres-db.ts): int8, date, timestamp, timestamptz, numeric.
const keepText = (value) => value;
const parsers = Object.fromEntries([20, 1082, 1114, 1184, 1700].map((oid) => [oid, keepText]));

const ERROR_FIELDS = ['code', 'detail', 'hint', 'constraint', 'table', 'column', 'schema', 'severity', 'position', 'where'];

function errorData(error) {
  const out = { message: error instanceof Error ? error.message : String(error) };
  for (const field of ERROR_FIELDS) if (error && error[field] !== undefined) out[field] = error[field];
  return out;
}

// pgcrypto's OpenSSL must be set up before pg_trgm's library is loaded: once pg_trgm is in, OpenSSL's first
// cipher or digest set-up fails in about one PGlite instance in ten ("Cipher cannot be initialized"), and
// keeps failing in that instance. Each cipher and digest the migrations use runs once here, through
// temporary C functions (the extension may not exist yet), in a transaction rolled back; an instance where
// it still fails is closed and opened again.
const PGCRYPTO_WARM_UP = `begin;
create function pg_temp.warm_encrypt_iv(bytea, bytea, bytea, text) returns bytea as '$libdir/pgcrypto', 'pg_encrypt_iv' language c strict;
create function pg_temp.warm_decrypt_iv(bytea, bytea, bytea, text) returns bytea as '$libdir/pgcrypto', 'pg_decrypt_iv' language c strict;
create function pg_temp.warm_digest(bytea, text) returns bytea as '$libdir/pgcrypto', 'pg_digest' language c strict;
create function pg_temp.warm_hmac(bytea, bytea, text) returns bytea as '$libdir/pgcrypto', 'pg_hmac' language c strict;
create function pg_temp.warm_random_bytes(integer) returns bytea as '$libdir/pgcrypto', 'pg_random_bytes' language c strict;
select pg_temp.warm_decrypt_iv(pg_temp.warm_encrypt_iv('x', key, iv, 'aes-cbc/pad:pkcs'), key, iv, 'aes-cbc/pad:pkcs'),
  pg_temp.warm_digest('x', 'sha256'), pg_temp.warm_hmac('x', key, 'sha256')
from (select pg_temp.warm_random_bytes(32) as key, pg_temp.warm_random_bytes(16) as iv) k;
rollback;`;

async function openDatabase() {
  for (let attempt = 1; ; attempt++) {
    const db = await PGlite.create(workerData.dir, { extensions: { pgcrypto, pg_trgm }, parsers });
    try {
      await db.exec(PGCRYPTO_WARM_UP);
      return db;
    } catch (error) {
      await db.close().catch(() => undefined);
      if (attempt === 3) throw error;
    }
  }
}

let pg;
try {
  pg = await openDatabase();
  // API transactions set their session user to `authenticator` locally (src/db/api-session.ts); their end restores
  // the value set here. Without it the embedded Postgres has none to restore, and would stay `authenticator`.
  await pg.query(`select set_config('session_authorization', current_user, false)`);
} catch (error) {
  parentPort.postMessage({ id: 0, error: errorData(error) });
  process.exit(1);
}

async function batch(begin, statements) {
  await pg.exec(begin);
  try {
    const results = [];
    for (const statement of statements) {
      const result = await pg.query(statement.sql, statement.params);
      results.push({ rows: result.rows, affectedRows: result.affectedRows ?? 0 });
    }
    await pg.exec('COMMIT');
    return results;
  } catch (error) {
    await pg.exec('ROLLBACK').catch(() => undefined);
    throw error;
  }
}

parentPort.on('message', async ({ id, op, sql, params, statements }) => {
  try {
    if (op === 'batch') {
      parentPort.postMessage({ id, result: await batch(sql, statements) });
    } else if (op === 'query') {
      const result = await pg.query(sql, params);
      parentPort.postMessage({ id, result: { rows: result.rows, affectedRows: result.affectedRows ?? 0 } });
    } else if (op === 'exec') {
      await pg.exec(sql);
      parentPort.postMessage({ id, result: null });
    } else if (op === 'close') {
      await pg.close();
      parentPort.postMessage({ id, result: null });
    }
  } catch (error) {
    parentPort.postMessage({ id, error: errorData(error) });
  }
});
parentPort.postMessage({ id: 0, result: 'ready' });
