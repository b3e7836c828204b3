import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { createScratchDatabase } from '../support/scratch-database';

// Crash safety (issue 8): the stack runs as a child process on its own data folder (and database),
// takes concurrent uploads and inserts, and is killed with SIGKILL in the middle of them. Started
// again on the same folder, it must still hold every write it had answered 2xx (rows and files),
// and no row may point at a file that is missing. Writers follow the usual client order: upload the
// file, then insert the row that names it.
const CHILD = path.join(__dirname, 'crash-child.ts');
const WRITERS = 12;
/** Killed once this many notes were acknowledged (whatever the machine's speed), with writes in flight. */
const KILL_AFTER_ROWS = 40;

interface Running {
  child: ChildProcess;
  url: string;
  serviceKey: string;
}

function startChild(dataDir: string, databaseUrl?: string): Promise<Running> {
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD], {
    env: { ...process.env, NODE_OPTIONS: '', API_PORT: '0', DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '', LOG_REQUESTS: 'false' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  return new Promise((resolve, reject) => {
    const lines = readline.createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      if (!line.startsWith('{')) return;
      const ready = JSON.parse(line) as { url: string; serviceKey: string };
      resolve({ child, url: ready.url, serviceKey: ready.serviceKey });
    });
    child.once('exit', (code) => reject(new Error(`the stack exited (${code}) before it was ready: ${stderr}`)));
  });
}

function stopped(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', () => resolve()));
}

const headers = (key: string, extra: Record<string, string> = {}) => ({ apikey: key, authorization: `Bearer ${key}`, ...extra });

interface Acked {
  rows: Map<string, string | null>;
  files: Map<string, Buffer>;
}

/** One writer: upload a file then insert its note, or a note alone, until the stack dies. */
async function writer(stack: Running, acked: Acked, stop: { now: boolean }): Promise<void> {
  for (let i = 0; !stop.now; i++) {
    const id = crypto.randomUUID();
    let filePath: string | null = null;
    try {
      if (i % 2 === 0) {
        const bytes = crypto.randomBytes(256 + (i % 7) * 1024);
        const name = `${id}.bin`;
        const up = await fetch(`${stack.url}/storage/v1/object/crash/${name}`, {
          method: 'POST',
          headers: headers(stack.serviceKey, { 'content-type': 'application/octet-stream' }),
          body: bytes,
        });
        if (!up.ok) continue;
        acked.files.set(name, bytes);
        filePath = name;
      }
      const res = await fetch(`${stack.url}/rest/v1/crash_notes`, {
        method: 'POST',
        headers: headers(stack.serviceKey, { 'content-type': 'application/json', prefer: 'return=minimal' }),
        body: JSON.stringify({ id, body: `note ${i}`, file_path: filePath }),
      });
      if (res.status === 201) acked.rows.set(id, filePath);
    } catch {
      return; // the connection died with the stack
    }
  }
}

async function download(stack: Running, name: string): Promise<Buffer | undefined> {
  const res = await fetch(`${stack.url}/storage/v1/object/crash/${name}`, { headers: headers(stack.serviceKey) });
  return res.ok ? Buffer.from(await res.arrayBuffer()) : undefined;
}

/** The items for which `test` holds, eight checks at a time. */
async function filter<T>(items: T[], test: (item: T) => Promise<boolean>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < items.length; i += 8) {
    const batch = items.slice(i, i + 8);
    const results = await Promise.all(batch.map(test));
    batch.forEach((item, j) => results[j] && out.push(item));
  }
  return out;
}

describe('crash safety: SIGKILL in the middle of writes', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stack-crash-'));
  let databaseUrl: string | undefined;
  let drop: (() => Promise<void>) | undefined;
  let stack: Running | undefined;

  beforeAll(async () => {
    if (process.env.TEST_DATABASE_URL)
      ({ url: databaseUrl, drop } = await createScratchDatabase(process.env.TEST_DATABASE_URL, 'stack_crash'));
  });
  afterAll(async () => {
    if (stack) {
      stack.child.kill('SIGTERM');
      await stopped(stack.child);
    }
    await drop?.();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every write it answered 2xx, and no row points at a missing file', async () => {
    stack = await startChild(dataDir, databaseUrl);
    const acked: Acked = { rows: new Map(), files: new Map() };
    const stop = { now: false };
    const writers = Array.from({ length: WRITERS }, () => writer(stack!, acked, stop));
    const deadline = Date.now() + 90_000;
    while (acked.rows.size < KILL_AFTER_ROWS && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
    stack.child.kill('SIGKILL');
    await stopped(stack.child);
    stop.now = true;
    await Promise.all(writers);
    expect(acked.rows.size).toBeGreaterThanOrEqual(KILL_AFTER_ROWS);
    expect(acked.files.size).toBeGreaterThan(KILL_AFTER_ROWS / 4);

    stack = await startChild(dataDir, databaseUrl);
    const res = await fetch(`${stack.url}/rest/v1/crash_notes?select=id,file_path`, { headers: headers(stack.serviceKey) });
    expect(res.status).toBe(200);
    const rows = new Map(((await res.json()) as { id: string; file_path: string | null }[]).map((r) => [r.id, r.file_path]));
    const lostRows = [...acked.rows.keys()].filter((id) => !rows.has(id));
    expect(lostRows).toEqual([]);

    const lostFiles = await filter([...acked.files], async ([name, bytes]) => !(await download(stack!, name))?.equals(bytes));
    expect(lostFiles.map(([name]) => name)).toEqual([]);

    const dangling = await filter([...rows.values()], async (file) => file !== null && !(await download(stack!, file)));
    expect(dangling).toEqual([]);

    // Every object row the storage API lists has its bytes, too.
    const list = await fetch(`${stack.url}/storage/v1/object/list/crash`, {
      method: 'POST',
      headers: headers(stack.serviceKey, { 'content-type': 'application/json' }),
      body: JSON.stringify({ prefix: '', limit: 100000 }),
    });
    const objects = (await list.json()) as { name: string; id: string | null }[];
    expect(objects.length).toBeGreaterThanOrEqual(acked.files.size);
    const missing = await filter(objects, async (object) => object.id !== null && !(await download(stack!, object.name)));
    expect(missing).toEqual([]);
    // And the restarted stack takes writes again.
    const again = await fetch(`${stack.url}/rest/v1/crash_notes`, {
      method: 'POST',
      headers: headers(stack.serviceKey, { 'content-type': 'application/json', prefer: 'return=minimal' }),
      body: JSON.stringify({ id: crypto.randomUUID(), body: 'after the crash' }),
    });
    expect(again.status).toBe(201);
  }, 240_000);
});
