import fs from 'node:fs';
import os from 'node:os';

/** What a lock file says about the process holding the folder. */
export interface LockHolder {
  pid: number;
  hostname: string;
  startedAt: string;
  /** Set by a running stack once it listens: where other commands ask it to do database work (src/operations/service.ts). */
  url?: string;
}

/** Another live process has the embedded database open. */
export class FolderLockedError extends Error {
  constructor(
    readonly dir: string,
    readonly holder: LockHolder,
  ) {
    super(
      `the database in ${dir} is open in process ${holder.pid}` +
        (holder.url ? ` (the stack at ${holder.url})` : '') +
        ': an embedded database has one process at a time. Stop that process first' +
        (holder.url ? ', or run this command while it runs: it asks the running stack' : '') +
        ' (or use DATABASE_URL, which has no such limit)',
    );
  }
}

const held = new Map<string, string>(); // lock file -> this process's content
let exitHookAdded = false;

/** The lock file of an embedded database folder: beside it, so a copy of the folder carries no lock. */
export const lockFileOf = (dir: string) => `${dir.replace(/[\\/]+$/, '')}.lock`;

function alive(holder: LockHolder): boolean {
  if (holder.hostname !== os.hostname()) return true; // another machine's process: cannot check, assume live
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function read(file: string): { text: string; holder?: LockHolder } | undefined {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  try {
    const holder = JSON.parse(text) as LockHolder;
    return Number.isInteger(holder.pid) ? { text, holder } : { text };
  } catch {
    return { text }; // half-written or foreign: treated as stale
  }
}

/** The live process holding `dir`'s lock, if any (a stale lock, whose process is gone, counts as none). */
export function lockHolder(dir: string): LockHolder | undefined {
  const current = read(lockFileOf(dir));
  return current?.holder && alive(current.holder) ? current.holder : undefined;
}

/**
 * Takes the lock of an embedded database folder for this process: a file `<dir>.lock` created exclusively, with
 * this process's pid. A lock whose process is gone (killed, crashed) is stale and taken over; a live holder (this
 * process included: two databases on one folder in one process corrupt it as well) gets FolderLockedError.
 * The lock goes with release(), or with the process.
 */
export function lockFolder(dir: string): { release(): void; update(fields: Partial<LockHolder>): void } {
  const file = lockFileOf(dir);
  const holder: LockHolder = { pid: process.pid, hostname: os.hostname(), startedAt: new Date().toISOString() };
  for (let attempt = 0; ; attempt++) {
    const text = JSON.stringify(holder);
    try {
      fs.writeFileSync(file, text, { flag: 'wx', mode: 0o600 });
      held.set(file, text);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 3) throw error;
    }
    const current = read(file);
    if (current?.holder && alive(current.holder)) throw new FolderLockedError(dir, current.holder);
    // Stale: remove it unless another process took it over meanwhile, then try again.
    if (current && read(file)?.text === current.text) fs.rmSync(file, { force: true });
  }
  if (!exitHookAdded) {
    exitHookAdded = true;
    process.on('exit', () => {
      for (const [lock, text] of held) if (read(lock)?.text === text) fs.rmSync(lock, { force: true });
    });
  }
  return {
    release() {
      const text = held.get(file);
      held.delete(file);
      if (text !== undefined && read(file)?.text === text) fs.rmSync(file, { force: true });
    },
    update(fields) {
      Object.assign(holder, fields);
      const text = JSON.stringify(holder);
      if (!held.has(file)) return;
      fs.writeFileSync(`${file}.${process.pid}`, text, { mode: 0o600 });
      fs.renameSync(`${file}.${process.pid}`, file);
      held.set(file, text);
    },
  };
}
