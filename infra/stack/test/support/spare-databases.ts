import fs from 'node:fs';
import path from 'node:path';
import { createScratchDatabase, dropDatabase } from './scratch-database';

/**
 * On PostgreSQL, a suite's copy of a template is made while the suite before it runs. CREATE DATABASE ... TEMPLATE
 * mostly waits on the server's disk (0.4-0.6 s here, a few ms of CPU), once per suite: 76 times a run, one after
 * another. Each copy taken starts the next one in the background, so a suite finds its database made.
 *
 * The spares of a run are files in the run's folder, one per database: `<name>.making` while CREATE DATABASE runs,
 * `<name>` once it is done. A suite takes one by renaming it (atomic: two jest workers never take the same one).
 */
const making = '.making';

function spareDir(runDir: string, template: string): string {
  const dir = path.join(runDir, 'spare-databases', template);
  fs.mkdirSync(dir, { recursive: true });
  return dir;
}

/** A finished spare of `template`, taken by this suite: its database name, or undefined when none is ready. */
function takeSpare(dir: string): string | undefined {
  for (const name of fs.readdirSync(dir)) {
    if (name.endsWith(making) || name.endsWith('.taken')) continue;
    try {
      fs.renameSync(path.join(dir, name), path.join(dir, `${name}.taken`));
      return name;
    } catch {
      /* another worker took it */
    }
  }
  return undefined;
}

/** Starts making the next spare unless one is already made or being made. */
function makeNext(serverUrl: string, dir: string, template: string): void {
  if (fs.readdirSync(dir).some((name) => !name.endsWith('.taken'))) return;
  const marker = path.join(dir, `next-${process.pid}-${Date.now()}${making}`);
  fs.writeFileSync(marker, '');
  createScratchDatabase(serverUrl, 'stack_test', template)
    .then((scratch) => fs.renameSync(marker, path.join(dir, scratch.name)))
    .catch(() => fs.rmSync(marker, { force: true }));
}

/** A fresh copy of `template` on the server of `serverUrl`: a spare made in the background, or made now. */
export async function copyOfTemplate(serverUrl: string, runDir: string, template: string): Promise<{ url: string; drop(): Promise<void> }> {
  const dir = spareDir(runDir, template);
  const spare = takeSpare(dir);
  makeNext(serverUrl, dir, template);
  if (!spare) return createScratchDatabase(serverUrl, 'stack_test', template);
  const url = new URL(serverUrl);
  url.pathname = `/${spare}`;
  return { url: url.toString(), drop: () => dropDatabase(serverUrl, spare) };
}

/** Resolves once no spare in `dir` is being made (each marker is renamed or removed when its CREATE ends), or after 30 s. */
function made(dir: string): Promise<void> {
  const makingAny = () => fs.readdirSync(dir).some((name) => name.endsWith(making));
  return new Promise((resolve) => {
    const done = () => {
      watcher.close();
      clearTimeout(bound);
      resolve();
    };
    const watcher = fs.watch(dir, () => {
      if (!makingAny()) done();
    });
    const bound = setTimeout(done, 30_000);
    if (!makingAny()) done();
  });
}

/** The run's end: waits for spares still being made, then drops every spare no suite took. */
export async function dropSpares(serverUrl: string, runDir: string): Promise<void> {
  const root = path.join(runDir, 'spare-databases');
  if (!fs.existsSync(root)) return;
  for (const template of fs.readdirSync(root)) {
    const dir = path.join(root, template);
    await made(dir);
    for (const name of fs.readdirSync(dir)) if (!name.endsWith('.taken') && !name.endsWith(making)) await dropDatabase(serverUrl, name);
  }
}
