import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runDir, runTemplate, testFolderParent, type TemplateKind } from './database-template';
import { createScratchDatabase } from './scratch-database';
import { copyOfTemplate } from './spare-databases';

export interface TestDatabase {
  dataDir: string;
  /** Set on PostgreSQL (TEST_DATABASE_URL): a fresh database of this test's own. */
  databaseUrl?: string;
  remove(): Promise<void>;
}

/**
 * A throwaway data folder and, with TEST_DATABASE_URL, a fresh PostgreSQL database: empty, or a copy of one of the
 * integration run's templates (`migrated`, or `bare`: without the project's migrations), when the run made it;
 * otherwise the stack creates and migrates it.
 */
export async function createTestDatabase(options: { template?: TemplateKind } = {}): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const template = options.template ? runTemplate(options.template) : undefined;
  const dataDir = fs.mkdtempSync(path.join(testFolderParent(), 'stack-test-'));
  if (template && !serverUrl) fs.cpSync(template.pgliteDir, path.join(dataDir, 'pgdata'), { recursive: true });
  // The copy's Vault secrets are encrypted under the template's root key, which lives beside the database, not in it.
  if (template) fs.copyFileSync(template.vaultRootKeyFile, path.join(dataDir, path.basename(template.vaultRootKeyFile)));
  const run = runDir();
  const scratch = !serverUrl
    ? undefined
    : template?.database && run
      ? await copyOfTemplate(serverUrl, run, template.database)
      : await createScratchDatabase(serverUrl, 'stack_test', template?.database);
  return {
    dataDir,
    databaseUrl: scratch?.url,
    async remove() {
      await scratch?.drop();
      // In the background: unlinking some 40 MB of database files mostly waits on the disk (1.5 s, 0.2 s of CPU).
      // Inside an integration run, the run's folder is removed whole at its end, whatever is left.
      const removing = fs.promises.rm(dataDir, { recursive: true, force: true });
      if (testFolderParent() === os.tmpdir()) await removing;
      else removing.catch(() => undefined);
    },
  };
}
