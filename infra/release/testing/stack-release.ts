// The release commands' context over a test stack's database: a folder store (folder-release.ts), canaries and a
// remote's migrations on the stack, and each remote's migrations folder in a temporary folder of its own.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestStack } from '../../stack/test/support/test-stack';
import { canaryDb } from '../canary-db';
import type { ReleaseContext } from '../commands';
import { dbMigrations } from '../migration-db';
import { openFolderRelease } from './folder-release';

export interface StackRelease {
  ctx: ReleaseContext;
  /** Writes a migration into the remote's folder (`<pkg>/supabase/migrations` as the tool reads it). */
  migration(pkg: string, file: string, sql: string): void;
  /** Its path, to remove one. */
  migrationPath(pkg: string, file: string): string;
  close(): Promise<void>;
}

export async function openStackRelease(stack: TestStack, prefix: string, start: string): Promise<StackRelease> {
  const folder = await openFolderRelease(`${prefix}store-`, start);
  const dirs = mkdtempSync(join(tmpdir(), prefix));
  return {
    ctx: {
      ...folder.ctx,
      canaries: () => canaryDb(stack.url, stack.serviceKey),
      migrations: () => dbMigrations(stack.ctx.db, 'the test stack'),
      migrationsDir: (pkg) => join(dirs, pkg),
    },
    migration(pkg, file, sql) {
      mkdirSync(join(dirs, pkg), { recursive: true });
      writeFileSync(join(dirs, pkg, file), sql);
    },
    migrationPath: (pkg, file) => join(dirs, pkg, file),
    async close() {
      await folder.close();
      rmSync(dirs, { recursive: true, force: true });
    },
  };
}
