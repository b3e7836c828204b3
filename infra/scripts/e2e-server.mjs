// The browser tests' server: builds what is missing, runs the stack on a throwaway data folder and the
// portal, and writes the stack's URL and keys to E2E_STATE_FILE for the tests. Stops and cleans up on SIGTERM/SIGINT.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { buildApps, startPortal } from './portal.mjs';

const port = Number(process.env.PORT ?? 8091);
const apiPort = Number(process.env.API_PORT ?? 24391);
const stateFile = process.env.E2E_STATE_FILE;
const dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));

buildApps();
const portal = await startPortal({ port, apiPort, dataDir, databaseUrl: process.env.DATABASE_URL || undefined });
if (stateFile) {
  mkdirSync(dirname(stateFile), { recursive: true });
  writeFileSync(
    stateFile,
    JSON.stringify({
      portalUrl: portal.portalUrl,
      apiUrl: portal.stack.url,
      inboxUrl: portal.stack.inboxUrl,
      anonKey: portal.stack.anonKey,
      serviceKey: portal.stack.serviceKey,
      dataDir,
    }),
  );
}
console.log(`e2e portal on ${portal.portalUrl}, API on ${portal.stack.url}, data in ${dataDir}`);

const stop = async () => {
  await portal.stop().catch((e) => console.error(e));
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
