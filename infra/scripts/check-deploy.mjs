// After `supabase functions deploy` and `supabase secrets set` (docs/deploy.md): asks the deployed
// project what the portal needs from it, and says plainly what is missing, before a client finds out.
//   SUPABASE_URL=https://<ref>.supabase.co SUPABASE_KEY=<publishable or anon key> node infra/scripts/check-deploy.mjs
// Before the first step, offline: the guide's commands and infra/supabase/config.toml against the Supabase CLI's
// own rules (deploy-guide-rules.mjs):   npm run check:deploy -- --guide
// Exit 0 when everything answers, 1 with one line per problem otherwise.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkDeployGuide } from './deploy-guide-rules.mjs';

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
  const problems = await checkDeploy(url, key);
  for (const problem of problems) console.error(`✗ ${problem}`);
  if (problems.length === 0)
    console.log('✓ auth answers; request-program, send-notification-mails and unsubscribe are deployed and configured');
  process.exit(problems.length ? 1 : 0);
}
