import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { errors } from './errors';

/** Flushes a file or folder to the device (a folder: so that a rename in it survives a power cut). */
async function fsyncPath(target: string): Promise<void> {
  const handle = await fs.open(target, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * The bytes of every object, under `<dataDir>/storage/<bucket>/<name>`. New bytes are written to a
 * temporary file first, flushed, and renamed into place (the folder flushed too) before the row's
 * transaction commits: a reader never sees a half-written object, and a committed row never points at
 * a file a crash (of the process or of the machine) could lose. A crash between the rename and the
 * COMMIT leaves at worst a file without a row, never a row without its file.
 */
export class ObjectDisk {
  readonly root: string;
  private readonly tmpDir: string;

  constructor(dataDir: string) {
    this.root = path.resolve(dataDir, 'storage');
    this.tmpDir = path.join(this.root, '.tmp');
  }

  /** The file of an object; throws when the result would leave the bucket's folder (defence in depth). */
  filePath(bucket: string, name: string): string {
    const bucketDir = path.resolve(this.root, bucket);
    const file = path.resolve(bucketDir, name);
    if (path.dirname(bucketDir) !== this.root || bucket.startsWith('.') || !file.startsWith(bucketDir + path.sep)) {
      throw errors.invalidKey(name);
    }
    return file;
  }

  /** Writes bytes to a fresh temporary file and returns its path. */
  async writeTemp(bytes: Buffer): Promise<string> {
    await fs.mkdir(this.tmpDir, { recursive: true });
    const tmp = path.join(this.tmpDir, crypto.randomUUID());
    const handle = await fs.open(tmp, 'w');
    try {
      await handle.writeFile(bytes);
      await handle.sync();
    } finally {
      await handle.close();
    }
    return tmp;
  }

  /** Moves a temporary file into place (atomic on one filesystem). */
  async commit(tmp: string, bucket: string, name: string): Promise<void> {
    const file = this.filePath(bucket, name);
    try {
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.rename(tmp, file);
      await fsyncPath(path.dirname(file));
    } catch (error) {
      // A name that is both a file and a folder on disk (`a` and `a/b`) cannot be stored.
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOTDIR' || code === 'EISDIR' || code === 'EEXIST' || code === 'ENOTEMPTY') throw errors.invalidKey(name);
      throw error;
    }
  }

  async discard(tmp: string): Promise<void> {
    await fs.rm(tmp, { force: true });
  }

  /** The bytes of an object, or undefined when the file is missing. */
  async read(bucket: string, name: string): Promise<Buffer | undefined> {
    try {
      return await fs.readFile(this.filePath(bucket, name));
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR') return undefined;
      throw error;
    }
  }

  async copy(fromBucket: string, fromName: string, toBucket: string, toName: string): Promise<void> {
    const bytes = await this.read(fromBucket, fromName);
    if (!bytes) throw errors.noSuchKey();
    const tmp = await this.writeTemp(bytes);
    await this.commit(tmp, toBucket, toName);
  }

  /** Removes an object's file and the folders it leaves empty (up to the bucket's folder). */
  async remove(bucket: string, name: string): Promise<void> {
    const file = this.filePath(bucket, name);
    try {
      await fs.rm(file, { force: true });
    } catch {
      return; // a folder, not an object's file: nothing of ours to remove
    }
    const bucketDir = path.resolve(this.root, bucket);
    for (let dir = path.dirname(file); dir.startsWith(bucketDir + path.sep); dir = path.dirname(dir)) {
      try {
        await fs.rmdir(dir);
      } catch {
        break;
      }
    }
  }

  async removeBucket(bucket: string): Promise<void> {
    const bucketDir = path.resolve(this.root, bucket);
    if (path.dirname(bucketDir) !== this.root) return;
    await fs.rm(bucketDir, { recursive: true, force: true });
  }
}
