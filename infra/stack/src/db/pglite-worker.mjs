// The embedded database's own thread (plain JS: Node loads it the same way under tsx, jest and node).
// PGlite runs Postgres synchronously in WebAssembly: a long statement would freeze whichever thread
// runs it, and Postgres's own statement_timeout never fires there (its timer needs the event loop).
// Here it can only freeze this thread; the stack's thread enforces the deadline by terminating it
// (see pglite-host.ts). Protocol: {id, op: 'query'|'exec'|'batch'|'close', sql, params, statements}
// → {id, result|error}; a batch is BEGIN, its statements, COMMIT (ROLLBACK on the first error) in one message.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import { gunzipSync } from 'node:zlib';
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

// Two extension libraries must not be preloaded together: PGlite instantiates every `.so` of its `extensions`
// at start-up, concurrently, and when pg_trgm's finishes around pgcrypto's, pgcrypto's OpenSSL is left broken
// for that instance ("encrypt_iv error: Cipher cannot be initialized" on every call, in about one instance in
// eight). So only pgcrypto is preloaded; pg_trgm's files are written into the instance's file system, and
// Postgres loads its library on first use, alone (0 failures in 50 instances, against 4 in 30 before).
async function pgTrgmFiles() {
  const { bundlePath } = await pg_trgm.setup();
  return untar(gunzipSync(readFileSync(fileURLToPath(bundlePath))));
}

/** The regular files of a ustar archive (PGlite's own reader is not exported). */
function untar(archive) {
  const files = [];
  for (let offset = 0; offset + 512 <= archive.length;) {
    const header = archive.subarray(offset, offset + 512);
    if (header.every((byte) => byte === 0)) break;
    const field = (from, to) =>
      header
        .subarray(from, to)
        .toString('latin1')
        .replace(/\0[\s\S]*$/, '');
    const prefix = field(345, 500);
    const name = (prefix ? `${prefix}/` : '') + field(0, 100);
    const size = parseInt(field(124, 136).trim() || '0', 8);
    const type = field(156, 157);
    if (type === '0' || type === '')
      files.push({ name: name.replace(/^\.\//, ''), data: archive.subarray(offset + 512, offset + 512 + size) });
    offset += 512 + Math.ceil(size / 512) * 512;
  }
  return files;
}

// Postgres zeroes its shared buffers at every start, in WebAssembly here: at the default 128 MB that was about half of
// a start's CPU time (a stack starts the database for every test suite, and again after a timeout). One connection on
// a small database needs few: 16 MB halves the start (250 -> 125 ms of CPU).
const START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

async function openDatabase() {
  const db = await PGlite.create(workerData.dir, {
    extensions: { pgcrypto },
    parsers,
    pgliteWasmModule: workerData.module,
    startParams: START_PARAMS,
  });
  const { FS, WASM_PREFIX } = db.mod;
  for (const file of await pgTrgmFiles()) {
    const path = `${WASM_PREFIX}/${file.name}`;
    FS.mkdirTree(path.slice(0, path.lastIndexOf('/')));
    FS.writeFile(path, file.data);
  }
  return db;
}

let pg;
try {
  pg = await openDatabase();
  // API transactions set their session user to `authenticator` locally (src/db/api-session.ts); their end restores
  // the value set here. Without it the embedded Postgres has none to restore, and would stay `authenticator`.
  await pg.query(`select set_config('session_authorization', current_user, false)`);
  // What the stack gives every session of its own (the Vault root key: src/vault/root-key.ts), again after each restart.
  for (const statement of workerData.sessionStatements ?? []) await pg.query(statement.sql, statement.params);
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
