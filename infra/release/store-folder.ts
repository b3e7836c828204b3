import { cp, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { LiveRecord, ReleaseMeta, ReleaseStore, RemotePackage } from './types';

/**
 * The local target: a folder (by default `<DATA_DIR>/releases`) that `npm start` serves under
 * `/remotes/` (the same layout works behind any static host: point its root at the folder).
 *   <dir>/<package>/<release id>/...       the release's files and release.json (immutable)
 *   <dir>/registry/<package>.json          the live record (replaced by rename: atomic)
 */
export function folderStore(dir: string, publicBase: string): ReleaseStore & { dir: string } {
  const base = publicBase.replace(/\/$/, '');
  const recordFile = (pkg: string) => join(dir, 'registry', `${pkg}.json`);
  const recordTexts = new Map<string, { ino: bigint; mtimeNs: bigint; text: string }>();
  return {
    dir,
    description: `folder ${dir} (served at ${base}/)`,
    releaseUrl: (pkg, id) => `${base}/${pkg}/${id}/`,

    async publish(pkg, from, meta) {
      const target = join(dir, pkg, meta.id);
      if (existsSync(target)) throw new Error(`release ${meta.id} of ${pkg} exists already (releases are immutable)`);
      // Copied aside, then renamed into place: a release is never visible half-copied.
      const staging = join(dir, pkg, `.staging-${meta.id}-${process.pid}`);
      await mkdir(staging, { recursive: true });
      try {
        await cp(from, staging, { recursive: true });
        await writeFile(join(staging, 'release.json'), JSON.stringify(meta, null, 2));
        await rename(staging, target);
      } finally {
        await rm(staging, { recursive: true, force: true });
      }
    },

    async list(pkg: RemotePackage) {
      const folder = join(dir, pkg);
      if (!existsSync(folder)) return [];
      const metas: ReleaseMeta[] = [];
      for (const entry of await readdir(folder, { withFileTypes: true })) {
        if (!entry.isDirectory() || entry.name.startsWith('.')) continue;
        try {
          metas.push(JSON.parse(await readFile(join(folder, entry.name, 'release.json'), 'utf8')) as ReleaseMeta);
        } catch {
          /* not a release */
        }
      }
      return metas.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    },

    async readRelease(pkg, id) {
      try {
        return JSON.parse(await readFile(join(dir, pkg, id, 'release.json'), 'utf8')) as ReleaseMeta;
      } catch {
        return null;
      }
    },

    async readRecord(pkg) {
      try {
        // The portal derives its config from the records on every request it serves: one stat instead of reading each
        // record again (open, read, close: a tenth of a journey's portal CPU). A record is replaced by rename, so a
        // new record is a new inode, whatever the clock's resolution.
        const file = recordFile(pkg);
        const { ino, mtimeNs } = await stat(file, { bigint: true });
        let cached = recordTexts.get(pkg);
        if (cached?.ino !== ino || cached.mtimeNs !== mtimeNs) {
          cached = { ino, mtimeNs, text: await readFile(file, 'utf8') };
          recordTexts.set(pkg, cached);
        }
        return JSON.parse(cached.text) as LiveRecord;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },

    async writeRecord(pkg, record: LiveRecord) {
      await mkdir(join(dir, 'registry'), { recursive: true });
      const temp = `${recordFile(pkg)}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(temp, JSON.stringify(record, null, 2));
      await rename(temp, recordFile(pkg));
    },
  };
}
