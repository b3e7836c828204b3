// The release commands' context for the release tests: a folder store served over HTTP (as the CDN serves the
// bucket in production) and the shell of platform API 1.2.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ReleaseContext } from '../commands';
import { serveDirs } from '../serve-dir';
import { folderStore } from '../store-folder';

export interface FolderRelease {
  /** The store's folder. */
  dir: string;
  /** The server's origin: the store is at `<url>/remotes/`. */
  url: string;
  ctx: ReleaseContext;
  /** Stops the server and removes the folder. */
  close(): Promise<void>;
}

/** A new store in a temporary folder (`<prefix>…`); the context's clock starts at `start` and moves one second at each reading. */
export async function openFolderRelease(prefix: string, start: string): Promise<FolderRelease> {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const server = await serveDirs({ '/remotes/': dir });
  let clock = Date.parse(start);
  return {
    dir,
    url: server.url,
    ctx: {
      store: folderStore(dir, `${server.url}/remotes`),
      shell: async () => ({
        platformApi: '1.2',
        shared: { react: '19.3.1', 'shared-ui': '1.0.0' },
        federation: '2.9.2',
        sharedUi: '1.0.0',
        links: ['term-loan'],
      }),
      now: () => new Date((clock += 1000)),
    },
    async close() {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
