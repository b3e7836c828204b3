// `npm run deploy:rehearse`: docs/deploy.md followed on this machine against a hosted-shaped target, step by step
// (deploy-rehearsal-steps.mjs lists every guide command and how it is covered here):
//   the project   a fresh PostgreSQL database set up as Supabase sets up a new project today: the stack's roles,
//                 auth and storage, the migration role (hosted `postgres`) no superuser, and no default privileges
//                 for the API roles (the stack started once with no migrations); a login role for the migration
//                 role, which the CLI and the "SQL editor" use;
//   step 1        `npm run check:deploy -- --guide` (link and config push need Supabase's network);
//   step 2        the real Supabase CLI: `supabase db push --db-url ...?sslmode=disable`, in infra/;
//   step 3        the Vault secrets in SQL on the CLI role's own connection; the stack serves the database and the
//                 edge functions, as hosted would;
//   step 4        the shell's build, then each remote released with the documented command to the project's Storage;
//   step 5        `npm run host:config` and nginx serving shell/dist with it;
//   step 4, after a team ships a feature with its data alone, as the guide tells it: in a copy of the checkout,
//                 the Credit Notes feature (infra/release/testing/credit-notes-feature.ts: a screen, and a migration
//                 with a table, its grants and policy, a search kind) released by `npm run release -w mfe-credit` with
//                 SUPABASE_DB_URL = the migration role's login (refused first without it, before the build); its row
//                 in supabase_migrations.remote_migrations checked;
//   step 6        `npm run check:deploy` against it all (functions, every grant, portal-config.json in the bucket and on the host);
//   step 7        journeys in Chromium against that URL (e2e/deploy/rehearsal.spec.ts): sign up, made admin with the
//                 guide's SQL, the admin's client list, a document uploaded and opened, a chat message and its reply,
//                 the team's Credit Notes (a note added, listed, found by the top-bar search), Change Password with
//                 the e-mailed code (the session made 25 hours old on the server's own connection,
//                 REHEARSE_SERVER_SQL_URL: the test's hand on the clock, not a step of the guide).
// Env: REHEARSE_DATABASE_URL (a PostgreSQL server's superuser URL; default postgres://postgres@127.0.0.1:5432/postgres),
// REHEARSE_PORT (the portal's port, default 8095), REHEARSE_API_PORT (default 24395). Leaves nothing behind (the
// database, the login role, the data folder, the team's copy of the checkout).
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { NEW_SCREEN, writeCreditNotes } from '../release/testing/credit-notes-feature';
import { copyRepository } from '../release/testing/repository-copy';
import { startStack, type RunningStack } from '../stack/src/index';
import { GUIDE_COMMANDS } from './deploy-rehearsal-steps.mjs';

const ROOT = path.resolve(__dirname, '../..');
const REMOTES = ['mfe-auth', 'mfe-setup', 'mfe-credit', 'mfe-content', 'mfe-admin'];
/** The version of the migration the team's Credit Notes feature ships with (mfe-credit/supabase/migrations). */
const CREDIT_NOTES_MIGRATION = '20261207130100';
const server = process.env.REHEARSE_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const portalPort = Number(process.env.REHEARSE_PORT ?? 8095);
const apiPort = Number(process.env.REHEARSE_API_PORT ?? 24395);
const started = Date.now();

const log = (line: string) => process.stdout.write(`[rehearse ${((Date.now() - started) / 1000).toFixed(0).padStart(3)} s] ${line}\n`);
const step = (n: string, what: string) => log(`step ${n}: ${what}`);

/**
 * Runs a documented command (its text as the guide gives it, for the log) and fails the rehearsal when it fails. Never
 * synchronously: the stack the commands talk to runs in this process.
 */
function run(command: string, args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv } = {}): Promise<string> {
  const shown = [command, ...args].join(' ').replace(/:\/\/([^:/@]+):[^@]+@/g, '://$1:***@');
  log(`$ ${shown}${options.cwd && options.cwd !== ROOT ? `   (in ${path.relative(ROOT, options.cwd)}/)` : ''}`);
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd ?? ROOT,
      env: { ...process.env, ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(output);
      else reject(new Error(`${shown} failed (exit ${code}):\n${output}`));
    });
  });
}

async function sql(url: string, text: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

const withDatabase = (url: string, database: string, user?: { name: string; password: string }) => {
  const u = new URL(url);
  u.pathname = `/${database}`;
  if (user) {
    u.username = user.name;
    u.password = user.password;
  }
  return u.toString();
};

async function main(): Promise<void> {
  const missing = GUIDE_COMMANDS.filter((c) => !['run', 'checked', 'covered', 'setup'].includes(c.coverage));
  if (missing.length > 0) throw new Error(`deploy-rehearsal-steps.mjs: unknown coverage for ${missing.map((c) => c.command).join(', ')}`);
  const id = crypto.randomBytes(4).toString('hex');
  const database = `rehearse_${id}`;
  const cli = { name: `rehearse_postgres_${id}`, password: crypto.randomBytes(12).toString('hex') };
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-rehearse-'));
  const emptyMigrations = path.join(dataDir, 'no-migrations', 'migrations');
  fs.mkdirSync(emptyMigrations, { recursive: true });
  const cleanups: Array<() => Promise<void> | void> = [];
  let stack: RunningStack | undefined;
  try {
    // The project, as Supabase creates it today.
    step('0', `a new project: database ${database} on ${new URL(server).host}`);
    await sql(server, `create database ${database}`);
    cleanups.push(() => sql(server, `drop database if exists ${database} with (force)`).then(() => undefined));
    const superUrl = withDatabase(server, database);
    const project = await startStack({ databaseUrl: superUrl, dataDir, migrationsDir: emptyMigrations, port: 0, cron: false });
    const { secretKey, publishableKey } = project;
    await project.stop();
    // The stack writes its own two Vault secrets at each start (a local convenience); a new hosted project has none.
    await sql(superUrl, 'delete from vault.secrets');
    // The project's `postgres`: a login that acts as the migration role (no superuser), for the CLI and the SQL editor.
    await sql(server, `create role ${cli.name} login password '${cli.password}' in role stack_postgres`);
    cleanups.push(() => sql(server, `drop role if exists ${cli.name}`).then(() => undefined));
    await sql(server, `alter role ${cli.name} in database ${database} set role = 'stack_postgres'`);
    const cliUrl = withDatabase(server, database, cli);
    const [defaults] = (
      await sql(
        superUrl,
        `select count(*)::int as n from pg_default_acl d, aclexplode(d.defaclacl) a
          where d.defaclrole = 'stack_postgres'::regrole and d.defaclnamespace = 'public'::regnamespace and d.defaclobjtype = 'r'
            and a.grantee in ('anon'::regrole, 'authenticated'::regrole, 'service_role'::regrole) and a.privilege_type = 'SELECT'`,
      )
    ).rows;
    if (defaults.n !== 0)
      throw new Error('the new project gives the API roles default privileges: it is not shaped like hosted Supabase today');

    step('1', "the guide and config.toml against the CLI's rules (link and config push need Supabase's network)");
    await run('npm', ['run', 'check:deploy', '--silent', '--', '--guide']);

    step('2', 'migrations with the real Supabase CLI');
    const supabase = path.join(ROOT, 'node_modules/.bin/supabase');
    if (!fs.existsSync(supabase)) throw new Error('the Supabase CLI is not installed: npm install (devDependency supabase)');
    const pushed = await run(supabase, ['db', 'push', '--db-url', `${cliUrl}?sslmode=disable`, '--yes'], {
      cwd: path.join(ROOT, 'infra'),
      env: { SUPABASE_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1' },
    });
    const migrations = fs.readdirSync(path.join(ROOT, 'infra/supabase/migrations')).filter((f) => f.endsWith('.sql'));
    const recorded = (await sql(superUrl, 'select count(*)::int as n from supabase_migrations.schema_migrations')).rows[0].n;
    if (recorded !== migrations.length)
      throw new Error(`supabase db push recorded ${recorded} of ${migrations.length} migrations:\n${pushed}`);
    log(`supabase db push applied ${recorded} migrations as ${cli.name} (role stack_postgres)`);

    step('3', "the Vault secrets in SQL on the CLI role's connection; the stack serves the database and the functions");
    const apiUrl = `http://127.0.0.1:${apiPort}`;
    const portalUrl = `http://localhost:${portalPort}`;
    await sql(cliUrl, `select vault.create_secret('${apiUrl}', 'project_url')`);
    await sql(cliUrl, `select vault.create_secret('${secretKey}', 'service_role_key')`);
    const read = await sql(cliUrl, `select name from vault.decrypted_secrets where decrypted_secret is not null order by name`);
    log(`Vault on the CLI role's connection: ${read.rows.map((r) => r.name).join(', ')}`);
    Object.assign(process.env, { PORTAL_URL: portalUrl, SITE_URL: portalUrl, AUTH_RATE_LIMIT_SIGN_IN_SIGN_UPS: '10000' });
    stack = await startStack({
      databaseUrl: superUrl,
      dataDir,
      port: apiPort,
      apiUrl,
      siteUrl: portalUrl,
      additionalRedirectUrls: [`${portalUrl}/update-password`],
      logRequests: false,
      // The mailbox of the people who sign up (on hosted: their own, through the project's SMTP): the local catcher,
      // where the journeys read the e-mailed code.
      inbox: true,
    });

    step('4', "the shell built, the remotes released to the project's Storage");
    if (!fs.existsSync(path.join(ROOT, 'shell/dist/mf-manifest.json'))) await run('npm', ['run', 'build', '-w', 'shell']);
    else log('shell/dist is built (npm run build -w shell)');
    const releaseEnv = {
      RELEASE_STORE: 'supabase',
      RELEASE_SUPABASE_URL: apiUrl,
      RELEASE_SUPABASE_SERVICE_KEY: secretKey,
      RELEASE_BUCKET: 'portal-releases',
      SHELL_MANIFEST_URL: `${portalUrl}/mf-manifest.json`,
      PORTAL_URL: portalUrl,
      PORTAL_PUBLISHABLE_KEY: publishableKey,
    };
    const built = REMOTES.every((remote) => fs.existsSync(path.join(ROOT, remote, 'dist', 'mf-manifest.json')));
    await run('npm', ['run', 'release:all', '--silent', ...(built ? ['--', '--from-dists'] : [])], { env: releaseEnv });
    log((await run('npm', ['run', 'releases', '--silent'], { env: releaseEnv })).trim());

    step('5', 'the shell behind the host configuration');
    const configUrl = `${apiUrl}/storage/v1/object/public/portal-releases/portal-config.json`;
    const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => fs.existsSync(p));
    if (!nginx) throw new Error('nginx is not installed (apt-get install -y nginx): the rehearsal serves the shell with it');
    const hostDir = path.join(dataDir, 'nginx');
    fs.mkdirSync(path.join(hostDir, 'logs'), { recursive: true });
    await run('npm', [
      'run',
      'host:config',
      '--silent',
      '--',
      '--config-url',
      configUrl,
      '--nginx',
      path.join(hostDir, 'portal.conf'),
      '--listen',
      `127.0.0.1:${portalPort}`,
    ]);
    fs.writeFileSync(
      path.join(hostDir, 'nginx.conf'),
      [
        'daemon off;',
        'worker_processes 1;',
        `pid ${hostDir}/nginx.pid;`,
        `error_log ${hostDir}/logs/error.log warn;`,
        'events { worker_connections 256; }',
        'http {',
        '  include /etc/nginx/mime.types;',
        '  default_type application/octet-stream;',
        '  access_log off;',
        `  client_body_temp_path ${hostDir}/body; proxy_temp_path ${hostDir}/proxy;`,
        `  fastcgi_temp_path ${hostDir}/fastcgi; uwsgi_temp_path ${hostDir}/uwsgi; scgi_temp_path ${hostDir}/scgi;`,
        `  include ${hostDir}/portal.conf;`,
        '}',
        '',
      ].join('\n'),
    );
    await run(nginx, ['-t', '-p', hostDir, '-c', path.join(hostDir, 'nginx.conf')]);
    // Another server on the port (an nginx an interrupted run left) would answer for this one: the journeys would
    // test that instead.
    const taken = await fetch(portalUrl).then(
      () => true,
      () => false,
    );
    if (taken) throw new Error(`${portalUrl} already answers before nginx starts: free port ${portalPort} or set REHEARSE_PORT`);
    const host = spawn(nginx, ['-p', hostDir, '-c', path.join(hostDir, 'nginx.conf')], { stdio: 'inherit' });
    cleanups.push(() => {
      host.kill('SIGTERM');
    });
    await waitFor(`${portalUrl}/portal-config.json`);
    const served = await fetch(`${portalUrl}/portal-config.json`);
    if (served.headers.get('cache-control') !== 'no-cache' || !served.headers.get('content-security-policy'))
      throw new Error('nginx serves /portal-config.json without no-cache or without the security headers');
    log(`the portal answers at ${portalUrl}`);

    // Afterwards, as the guide's step 4 goes on: a team ships a feature with its data alone, from its own checkout (a
    // copy of this one), with the release variables and SUPABASE_DB_URL, the migration role's login that `supabase db
    // push --db-url` used. Once the shell is hosted: a team's checkout has no shell/dist, its release is checked against
    // SHELL_MANIFEST_URL. (Its types, `gen:types -w mfe-credit`, change nothing the build ships: the data-feature journey
    // runs it.)
    step('4', 'afterwards: a team releases mfe-credit with a migration of its own (Credit Notes), in its own checkout');
    const copy = await copyRepository();
    cleanups.push(() => fs.rmSync(copy, { recursive: true, force: true }));
    await run('npm', ['run', ...NEW_SCREEN], { cwd: copy });
    writeCreditNotes(copy, CREDIT_NOTES_MIGRATION);
    // The remotes' migration history (the table comes with the first remote migration applied).
    const history = async (): Promise<string[]> => {
      const table = await sql(cliUrl, `select to_regclass('supabase_migrations.remote_migrations') is not null as made`);
      if (!table.rows[0].made) return [];
      const rows = await sql(
        cliUrl,
        `select remote || ' ' || version || '_' || name as migration from supabase_migrations.remote_migrations order by remote, version`,
      );
      return rows.rows.map((r: { migration: string }) => r.migration);
    };
    // The hosted path's refusal, which costs no build: without SUPABASE_DB_URL the release stops before it builds.
    log('first without SUPABASE_DB_URL:');
    const refused = await run('npm', ['run', 'release', '-w', 'mfe-credit'], {
      cwd: copy,
      env: { ...releaseEnv, SUPABASE_DB_URL: '' },
    }).then(
      () => 'it ran',
      (error: Error) => error.message,
    );
    const reason = refused.split('\n').find((line) => line.includes('set SUPABASE_DB_URL'));
    if (!reason || refused.includes('Building mfe-credit') || (await history()).length > 0)
      throw new Error(`a hosted release with migrations and no SUPABASE_DB_URL was not refused before its build: ${refused}`);
    log(`refused before the build: ${reason.trim()}`);
    await run('npm', ['run', 'release', '-w', 'mfe-credit'], { cwd: copy, env: { ...releaseEnv, SUPABASE_DB_URL: cliUrl } });
    const applied = await history();
    if (applied.join() !== `mfe_credit ${CREDIT_NOTES_MIGRATION}_mfe_credit_notes`)
      throw new Error(`supabase_migrations.remote_migrations holds ${applied.join(', ') || 'nothing'} after the release`);
    log(`supabase_migrations.remote_migrations: ${applied.join()} (applied as ${cli.name}, role stack_postgres)`);

    // With DATABASE_URL it compares the grants with privileges.txt, the central migrations' (the team's objects are its own).
    step('6', 'npm run check:deploy');
    await run('npm', ['run', 'check:deploy', '--silent'], {
      env: {
        SUPABASE_URL: apiUrl,
        SUPABASE_KEY: publishableKey,
        SUPABASE_SECRET_KEY: secretKey,
        PORTAL_URL: portalUrl,
        DATABASE_URL: cliUrl,
      },
    });

    step('7', 'first sign-in and the journeys (e2e/deploy/rehearsal.spec.ts)');
    const stateFile = path.join(dataDir, 'e2e-state.json');
    fs.writeFileSync(
      stateFile,
      JSON.stringify({ portalUrl, apiUrl, inboxUrl: stack.inboxUrl, anonKey: publishableKey, serviceKey: secretKey, dataDir }),
    );
    await run('npx', ['playwright', 'test', '-c', 'e2e/deploy/rehearsal.config.ts'], {
      env: { E2E_STATE_FILE: stateFile, REHEARSE_PORTAL_URL: portalUrl, REHEARSE_SQL_URL: cliUrl, REHEARSE_SERVER_SQL_URL: superUrl },
    });
    log(`passed: docs/deploy.md from a new project to a working portal at ${portalUrl}`);
  } finally {
    await stack?.stop().catch(() => undefined);
    for (const cleanup of cleanups.reverse()) await Promise.resolve(cleanup()).catch(() => undefined);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function waitFor(url: string, timeoutMs = 20_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    if (Date.now() > until) throw new Error(`${url} does not answer`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`deploy:rehearse FAILED: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
