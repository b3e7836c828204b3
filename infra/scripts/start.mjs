// `npm start`: builds what is missing, then runs the whole portal on one machine with demo data.
//   PORT (8080) portal, API_PORT (54321) stack, DATABASE_URL switches the stack to PostgreSQL,
//   REBUILD=1 rebuilds every app (and releases each remote whose build differs from its live release),
//   SKIP_BUILD=1 serves only what is already built (the API alone needs no build).
//   Remotes are served from their live releases (`npm run release|rollback -w <remote>`, `npm run releases`).
import { buildApps, startPortal } from './portal.mjs';

const port = Number(process.env.PORT ?? 8080);
const apiPort = Number(process.env.API_PORT ?? 54321);

if (process.env.SKIP_BUILD !== '1') buildApps({ force: process.env.REBUILD === '1' });
const portal = await startPortal({
  port,
  apiPort,
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: process.env.DATA_DIR || undefined,
  logRequests: process.env.LOG_REQUESTS === 'true',
  refreshReleases: process.env.REBUILD === '1',
});

console.log(`
The business portal is running.
  Portal:     ${portal.portalUrl}
  API:        ${portal.stack.url}
  Mail inbox: ${portal.stack.inboxUrl ? `${portal.stack.inboxUrl} (this machine only)` : `off (${portal.stack.inboxClosed})`}
  Releases:   ${portal.releasesDir} (npm run releases)
  anon key:         ${portal.stack.anonKey}
  service_role key: ${portal.stack.serviceKey}
  publishable key:  ${portal.stack.publishableKey}
  secret key:       ${portal.stack.secretKey}
  JWT secret:       ${portal.jwtSecret}
  Signing keys:     ${portal.signingKeys}
  Demo accounts (password: Demo-pass-2025!)
    admin@demo.local    (admin)
    client@demo.local   (client)
    client2@demo.local  (client)
Press Ctrl+C to stop.
`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping...`);
    portal.stop().then(
      () => process.exit(0),
      (error) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}
