// The browser tests' server: builds what is missing, runs the stack on a throwaway data folder and the
// portal, and writes the stack's URL and keys to E2E_STATE_FILE for the tests. Stops and cleans up on SIGTERM/SIGINT.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { buildApps, startPortal } from './portal.mjs';

const port = Number(process.env.PORT ?? 8091);
const apiPort = Number(process.env.API_PORT ?? 24391);
const stateFile = process.env.E2E_STATE_FILE;
const dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));

buildApps();
const portal = await startPortal({ port, apiPort, dataDir, databaseUrl: process.env.DATABASE_URL || undefined });

// The journeys' one way to move time on the server (never part of the stack): `POST /age-session {session_id, hours}`
// makes an auth session that many hours older, so a journey reaches GoTrue's 24-hour rules (secure password change's
// reauthentication) without waiting. Listens on 127.0.0.1 at a free port, written to the state file as controlUrl.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const control = createServer((req, res) => {
  let body = '';
  req.on('data', (chunk) => (body += chunk));
  req.on('end', async () => {
    try {
      const { session_id: sessionId, hours } = JSON.parse(body || '{}');
      if (req.method !== 'POST' || req.url !== '/age-session' || !UUID.test(String(sessionId)) || !Number.isFinite(hours)) {
        res.writeHead(400).end('POST /age-session {session_id, hours}');
        return;
      }
      const { rows } = await portal.stack.ctx.db.query(
        `update auth.sessions set created_at = created_at - make_interval(hours => $2::int) where id = $1::uuid returning id`,
        [sessionId, Math.round(hours)],
      );
      res.writeHead(rows.length ? 204 : 404).end();
    } catch (error) {
      res.writeHead(500).end(String(error));
    }
  });
});
await new Promise((resolve) => control.listen(0, '127.0.0.1', resolve));
const controlUrl = `http://127.0.0.1:${control.address().port}`;
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
      controlUrl,
    }),
  );
}
console.log(`e2e portal on ${portal.portalUrl}, API on ${portal.stack.url}, data in ${dataDir}`);

const stop = async () => {
  control.close();
  await portal.stop().catch((e) => console.error(e));
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
