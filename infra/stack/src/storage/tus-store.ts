import crypto from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DataStore, ERRORS, Upload } from '@tus/utils';

/** What is kept next to an unfinished upload's bytes. */
interface UploadInfo {
  id: string;
  size: number;
  metadata?: Record<string, string | null>;
  creation_date: string;
  /** `sub` of the caller who created it: only they may continue, read or cancel it. */
  owner: string | null;
}

/** How long an unfinished upload may wait to be resumed (storage-api's default: one day). */
export const UPLOAD_EXPIRY_MS = 24 * 60 * 60 * 1000;

/**
 * Unfinished resumable uploads on disk, under `<dataDir>/storage/.tus/`: `<key>` holds the bytes received
 * so far (the offset is its length) and `<key>.json` the upload's length, metadata and creator. Keys are
 * a hash of the upload id (ids carry the object name, which may be longer than a file name). A finished
 * upload's file is moved into the bucket by the caller, then `forget` drops the rest.
 */
export class TusDiskStore extends DataStore {
  readonly dir: string;
  /** Creator of an upload being created, from the request hook to `create` (same request, same tick chain). */
  private readonly creators = new Map<string, string | null>();

  constructor(storageRoot: string) {
    super();
    this.dir = path.join(storageRoot, '.tus');
    this.extensions = ['creation', 'creation-with-upload', 'termination', 'expiration'];
  }

  private key(id: string): string {
    return crypto.createHash('sha256').update(id).digest('hex');
  }

  /** The file holding the bytes of an unfinished upload. */
  dataPath(id: string): string {
    return path.join(this.dir, this.key(id));
  }

  private infoPath(id: string): string {
    return `${this.dataPath(id)}.json`;
  }

  /** Records who creates the upload `id` (called from the creation hook, before `create`). */
  setCreator(id: string, owner: string | null): void {
    this.creators.set(id, owner);
  }

  async create(upload: Upload): Promise<Upload> {
    if (upload.size === undefined) throw ERRORS.UNSUPPORTED_CREATION_DEFER_LENGTH_EXTENSION;
    await fs.mkdir(this.dir, { recursive: true });
    const info: UploadInfo = {
      id: upload.id,
      size: upload.size,
      metadata: upload.metadata,
      creation_date: upload.creation_date ?? new Date().toISOString(),
      owner: this.creators.get(upload.id) ?? null,
    };
    this.creators.delete(upload.id);
    await fs.writeFile(this.dataPath(upload.id), '', { flag: 'wx' });
    await fs.writeFile(this.infoPath(upload.id), JSON.stringify(info));
    return upload;
  }

  private async readInfo(id: string): Promise<UploadInfo> {
    try {
      return JSON.parse(await fs.readFile(this.infoPath(id), 'utf8')) as UploadInfo;
    } catch {
      throw ERRORS.FILE_NOT_FOUND;
    }
  }

  /** The creator's `sub` of an unfinished upload (FILE_NOT_FOUND when there is none). */
  async ownerOf(id: string): Promise<string | null> {
    return (await this.readInfo(id)).owner;
  }

  async getUpload(id: string): Promise<Upload> {
    const info = await this.readInfo(id);
    let offset: number;
    try {
      offset = (await fs.stat(this.dataPath(id))).size;
    } catch {
      throw ERRORS.FILE_NOT_FOUND;
    }
    return new Upload({
      id,
      size: info.size,
      offset,
      metadata: info.metadata,
      creation_date: info.creation_date,
      storage: { type: 'file', path: this.dataPath(id) },
    });
  }

  /** Appends the body at `offset` (the handler has checked it is the current length); returns the new offset. */
  async write(stream: Readable, id: string, offset: number): Promise<number> {
    let written = 0;
    stream.on('data', (chunk: Buffer) => {
      written += chunk.length;
    });
    await pipeline(stream, createWriteStream(this.dataPath(id), { flags: 'r+', start: offset }));
    return offset + written;
  }

  async remove(id: string): Promise<void> {
    await this.readInfo(id);
    await this.forget(id);
  }

  /** Drops whatever is left of an upload (its bytes may already have been moved into the bucket). */
  async forget(id: string): Promise<void> {
    await fs.rm(this.dataPath(id), { force: true });
    await fs.rm(this.infoPath(id), { force: true });
  }

  getExpiration(): number {
    return UPLOAD_EXPIRY_MS;
  }

  async deleteExpired(): Promise<number> {
    let names: string[];
    try {
      names = await fs.readdir(this.dir);
    } catch {
      return 0;
    }
    let deleted = 0;
    const now = Date.now();
    for (const name of names.filter((n) => n.endsWith('.json'))) {
      try {
        const info = JSON.parse(await fs.readFile(path.join(this.dir, name), 'utf8')) as UploadInfo;
        if (now - new Date(info.creation_date).getTime() > UPLOAD_EXPIRY_MS) {
          await this.forget(info.id);
          deleted += 1;
        }
      } catch {
        // a half-written info file: left for the next sweep
      }
    }
    return deleted;
  }
}
