// After `supabase functions deploy` and `supabase secrets set` (docs/deploy.md): asks the deployed
// project what the portal needs from it, and says plainly what is missing, before a client finds out.
//   SUPABASE_URL=https://<ref>.supabase.co SUPABASE_KEY=<publishable or anon key> node infra/scripts/check-deploy.mjs
// Before the first step, offline: the guide's commands and infra/supabase/config.toml against the Supabase CLI's
// own rules (deploy-guide-rules.mjs):   npm run check:deploy -- --guide
// With DATABASE_URL (the project's connection string, docs/deploy.md) it also compares every grant to the API roles
// with infra/supabase/privileges.txt, naming each missing or extra one (the remotes' own objects, `public.<remote>_*`,
// are their migrations' to grant, and left out); with SUPABASE_SECRET_KEY it asks the Data API
// for each table the server's key must read. It says whether the release bucket holds portal-config.json (RELEASE_BUCKET,
// default portal-releases) and, with PORTAL_URL, whether the static host serves it.
// Exit 0 when everything answers, 1 with one line per problem otherwise.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { checkDeployGuide } from './deploy-guide-rules.mjs';
import {
  centralPrivileges,
  parsePrivileges,
  privilegeDifferences,
  readCommittedPrivileges,
  readPrivileges,
} from './db-types/privileges.mjs';

/**
 * The Data API's grants against privileges.txt: through the database when a URL is given (every difference, by
 * object), else through the API with the secret key (each table the server's key must read answers, or 42501).
 * @param {{ url: string, secretKey?: string, databaseUrl?: string }} target
 */
export async function checkGrants({ url, secretKey, databaseUrl }) {
  const expected = parsePrivileges(readCommittedPrivileges() ?? '');
  const problems = [];
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const db = {
        async transaction(fn) {
          await client.query('begin');
          try {
            return await fn({ query: (text) => client.query(text), exec: async (text) => void (await client.query(text)) });
          } finally {
            await client.query('rollback');
          }
        },
      };
      // A remote's own objects (a team's release with migrations) are granted by its migrations, not privileges.txt.
      for (const difference of privilegeDifferences(expected, centralPrivileges(await readPrivileges(db))))
        problems.push(`grants: ${difference} (apply the migrations: supabase db push)`);
    } finally {
      await client.end();
    }
  } else if (secretKey) {
    const base = url.replace(/\/+$/, '');
    for (const [object, roles] of expected) {
      const table = /^table public\.(\S+)$/.exec(object)?.[1];
      if (!table || !(roles.get('service_role') ?? []).includes('select')) continue;
      const res = await fetch(`${base}/rest/v1/${table}?select=*&limit=0`, {
        headers: { apikey: secretKey, Authorization: `Bearer ${secretKey}` },
        signal: AbortSignal.timeout(15_000),
      }).catch((error) => ({ status: 0, json: async () => ({ message: String(error) }) }));
      if (res.status !== 200) {
        const body = await res.json().catch(() => ({}));
        problems.push(
          `grants: ${object}: the server's key cannot read it (${body.code ?? res.status} ${body.message ?? ''}): the migrations' grants are missing (supabase db push)`.trim(),
        );
      }
    }
  }
  return problems;
}

/**
 * portal-config.json in the release bucket (written by the first release) and, when portalUrl is given, served live by
 * the static host at /portal-config.json.
 * @param {{ url: string, bucket?: string, portalUrl?: string }} target
 */
export async function checkPortalConfig({ url, bucket = 'portal-releases', portalUrl }) {
  const problems = [];
  const stored = `${url.replace(/\/+$/, '')}/storage/v1/object/public/${bucket}/portal-config.json`;
  const res = await fetch(stored, { signal: AbortSignal.timeout(15_000) }).catch(() => null);
  const config = res?.ok ? await res.json().catch(() => null) : null;
  if (!config?.apiUrl)
    problems.push(
      `portal-config.json: not in bucket ${bucket} (${stored} answered ${res?.status ?? 'nothing'}): release the remotes (docs/deploy.md, step 5), which writes it`,
    );
  if (portalUrl) {
    const served = await fetch(`${portalUrl.replace(/\/+$/, '')}/portal-config.json`, { signal: AbortSignal.timeout(15_000) }).catch(
      () => null,
    );
    const body = served?.ok ? await served.json().catch(() => null) : null;
    if (!body?.apiUrl)
      problems.push(
        `portal-config.json: ${portalUrl}/portal-config.json answered ${served?.status ?? 'nothing'}: the static host must proxy it live from the bucket (docs/deploy.md, step 6)`,
      );
    else if (!/no-cache|no-store|max-age=0/.test(served.headers.get('cache-control') ?? ''))
      problems.push(
        `portal-config.json: ${portalUrl} caches it (Cache-Control: ${served.headers.get('cache-control')}): serve it with no-cache`,
      );
  }
  return problems;
}

/** @param {string} url @param {string} key */
export async function checkDeploy(url, key) {
  const base = url.replace(/\/+$/, '');
  const headers = { apikey: key };
  const problems = [];
  const get = async (path) => {
    try {
      const res = await fetch(`${base}${path}`, { headers, signal: AbortSignal.timeout(15_000) });
      return { status: res.status, body: await res.json().catch(() => ({})) };
    } catch (error) {
      return { status: 0, body: { error: error instanceof Error ? error.message : String(error) } };
    }
  };
  const auth = await get('/auth/v1/settings');
  if (auth.status !== 200)
    problems.push(`auth: /auth/v1/settings answered ${auth.status} (is SUPABASE_URL right, and the key this project's?)`);
  const mail = await get('/functions/v1/request-program');
  if (mail.status === 404) problems.push('request-program is not deployed: supabase functions deploy request-program');
  else if (mail.status !== 200) problems.push(`request-program: ${mail.body.error ?? `answered ${mail.status}`}`);
  // Notification mails: the sender has a provider and the unsubscribe secret; the unsubscribe link answers
  // (400 for a link without a token means deployed and configured; 503 names the missing secret).
  const sender = await get('/functions/v1/send-notification-mails');
  if (sender.status === 404) problems.push('send-notification-mails is not deployed: supabase functions deploy send-notification-mails');
  else if (sender.status !== 200) problems.push(`send-notification-mails: ${sender.body.error ?? `answered ${sender.status}`}`);
  const unsubscribe = await get('/functions/v1/unsubscribe');
  if (unsubscribe.status === 404) problems.push('unsubscribe is not deployed: supabase functions deploy unsubscribe');
  else if (unsubscribe.status !== 400) problems.push(`unsubscribe: ${unsubscribe.body.error ?? `answered ${unsubscribe.status}`}`);
  // Admins open clients' documents only through it (storage refuses them): 401 without a session means deployed.
  const opener = await get('/functions/v1/open-document');
  if (opener.status === 404)
    problems.push("open-document is not deployed (admins cannot open clients' documents): supabase functions deploy open-document");
  else if (opener.status !== 401) problems.push(`open-document: ${opener.body.error ?? `answered ${opener.status}`}`);
  // Files no document points at are removed by it (the document-files job calls it): 401 without the secret key.
  const remover = await get('/functions/v1/remove-document-files');
  if (remover.status === 404)
    problems.push(
      'remove-document-files is not deployed (deleted documents keep their files): supabase functions deploy remove-document-files',
    );
  else if (remover.status !== 401) problems.push(`remove-document-files: ${remover.body.error ?? `answered ${remover.status}`}`);
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}` && process.argv.includes('--guide')) {
  const problems = checkDeployGuide({ root: path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..') });
  for (const problem of problems) console.error(`✗ ${problem}`);
  if (problems.length === 0)
    console.log("✓ config.toml passes the Supabase CLI's rules, locally and as production; the guide's commands and secrets match");
  process.exit(problems.length ? 1 : 0);
} else if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.env.SUPABASE_URL;
  const key = process.env.SUPABASE_KEY;
  if (!url || !key) {
    console.error('Set SUPABASE_URL and SUPABASE_KEY (the publishable or anon key).');
    process.exit(2);
  }
  const problems = [
    ...(await checkDeploy(url, key)),
    ...(await checkGrants({ url, secretKey: process.env.SUPABASE_SECRET_KEY, databaseUrl: process.env.DATABASE_URL })),
    ...(await checkPortalConfig({ url, bucket: process.env.RELEASE_BUCKET || undefined, portalUrl: process.env.PORTAL_URL })),
  ];
  for (const problem of problems) console.error(`✗ ${problem}`);
  if (problems.length === 0)
    console.log(
      '✓ auth answers; the edge functions are deployed and configured; portal-config.json is in the bucket' +
        (process.env.DATABASE_URL || process.env.SUPABASE_SECRET_KEY ? "; the grants are the migrations'" : '') +
        (process.env.PORTAL_URL ? '; the host serves the config' : ''),
    );
  process.exit(problems.length ? 1 : 0);
}
