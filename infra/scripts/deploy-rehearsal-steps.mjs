// Every command docs/deploy.md gives (its ```bash and ```sql blocks, continuation lines joined), with how
// `npm run deploy:rehearse` (infra/scripts/deploy-rehearse.ts) covers it:
//   run      the rehearsal runs it as written (values filled in, `infra/` as the working folder for `supabase`);
//   checked  it needs Supabase's network: checked offline against the Supabase CLI's own rules
//            (`npm run check:deploy -- --guide`, infra/scripts/deploy-guide-rules.mjs), as the guide says;
//   covered  not part of a first deploy (done when needed): the named test runs the same command's code;
//   setup    the checkout and working folder the rehearsal itself runs in.
// `rehearsal`: the text of deploy-rehearse.ts (or e2e/deploy/rehearsal.spec.ts) that runs a `run` command.
// infra/scripts/deploy-rehearsal.test.ts fails when the guide and this list differ, so neither changes alone.
export const GUIDE_COMMANDS = [
  // 0. Get the code
  { step: '0', command: 'git clone <this repository> portal && cd portal', coverage: 'setup', how: 'the rehearsal runs in a checkout' },
  { step: '0', command: 'npm ci', coverage: 'setup', how: 'npm test runs in an installed checkout (.ci/run installs it)' },
  // 1. Link and settings
  {
    step: '1',
    command: 'npm run check:deploy -- --guide',
    rehearsal: "'check:deploy', '--silent', '--', '--guide'",
    coverage: 'run',
    how: 'run first, as the guide says',
  },
  {
    step: '1',
    command: 'cd infra',
    rehearsal: "cwd: path.join(ROOT, 'infra')",
    coverage: 'run',
    how: 'every supabase command runs with infra/ as its working folder',
  },
  { step: '1', command: 'supabase link --project-ref <ref>', coverage: 'checked', how: 'needs the Supabase API' },
  {
    step: '1',
    command: 'SMTP_PASS=... supabase config push',
    coverage: 'checked',
    how: 'needs the Supabase API; config.toml is parsed by the real CLI at db push (its own check)',
  },
  // 2. Migrations
  {
    step: '2',
    command: 'supabase db push',
    rehearsal: "'db', 'push', '--db-url'",
    coverage: 'run',
    how: 'the real CLI (npm supabase@2.117.0), `--db-url` to a fresh PostgreSQL database where the migration role is no superuser and the API roles have no default privileges',
  },
  // 3. Functions and secrets
  {
    step: '3',
    command:
      'supabase functions deploy get-clients request-program send-notification-mails unsubscribe open-document remove-document-files invite-client client-authenticators use-recovery-code',
    coverage: 'checked',
    how: 'needs the Supabase API; the stack serves infra/supabase/functions as deployed, with the secrets below in its environment',
  },
  {
    step: '3',
    command:
      'supabase secrets set MAIL_API_URL=https://api.resend.com/emails MAIL_API_KEY=re_... MAIL_FROM="Business Portal <no-reply@your-domain>" PORTAL_URL=https://portal.example.com UNSUBSCRIBE_SECRET="$(openssl rand -base64 48)"',
    coverage: 'checked',
    how: "needs the Supabase API; the rehearsal gives the same names to the stack functions (mail to the stack's own mail API)",
  },
  {
    step: '3',
    command: "select vault.create_secret('https://<ref>.supabase.co', 'project_url');",
    rehearsal: "'project_url')`",
    coverage: 'run',
    how: 'in SQL, as the migration role on its own connection (the SQL editor)',
  },
  {
    step: '3',
    command: "select vault.create_secret('sb_secret_...', 'service_role_key');",
    rehearsal: "'service_role_key')`",
    coverage: 'run',
    how: 'the same',
  },
  { step: '3', command: 'cd ..', coverage: 'setup', how: 'the npm commands run from the root' },
  // 4. Shell build, releases
  {
    step: '4',
    command: 'npm run build -w shell',
    rehearsal: "'run', 'build', '-w', 'shell'",
    coverage: 'run',
    how: 'reuses shell/dist when `npm test` built it in this run',
  },
  {
    step: '4',
    command:
      'export RELEASE_STORE=supabase RELEASE_SUPABASE_URL=https://<ref>.supabase.co RELEASE_SUPABASE_SERVICE_KEY=sb_secret_... RELEASE_BUCKET=portal-releases SHELL_MANIFEST_URL=https://portal.example.com/mf-manifest.json PORTAL_URL=https://portal.example.com PORTAL_PUBLISHABLE_KEY=sb_publishable_...',
    coverage: 'run',
    rehearsal: "RELEASE_STORE: 'supabase'",
    how: "the values of the rehearsal's project and host",
  },
  {
    step: '4',
    command: 'export SUPABASE_DB_URL=postgresql://postgres.<ref>:<password>@aws-0-<region>.pooler.supabase.com:5432/postgres',
    coverage: 'run',
    rehearsal: 'SUPABASE_DB_URL: cliUrl',
    how: "with the team's `npm run release -w mfe-credit` below: the migration role's login, the URL `supabase db push --db-url` took (`release:all` runs without it: no remote of the checkout has migrations, so none connects); the same release without it is refused first",
  },
  {
    step: '4',
    command: 'npm run release:all',
    rehearsal: "'run', 'release:all'",
    coverage: 'run',
    how: '`-- --from-dists` when `npm test` built them in this run',
  },
  {
    step: '4',
    command: 'npm run release -w mfe-credit',
    coverage: 'run',
    rehearsal: "['run', 'release', '-w', 'mfe-credit'], { cwd: copy, env: { ...releaseEnv, SUPABASE_DB_URL: cliUrl } }",
    how: 'afterwards, once the shell is hosted, as a team ships a feature with its data: a copy of the checkout with the Credit Notes feature (infra/release/testing/credit-notes-feature.ts: new-screen, then a table with its grants and policy and a search kind in mfe-credit/supabase/migrations); its row in supabase_migrations.remote_migrations is checked, and the journeys add a note and find it with the top-bar search',
  },
  { step: '4', command: 'npm run releases', rehearsal: "'run', 'releases', '--silent'", coverage: 'run', how: 'lists what is live' },
  {
    step: '4',
    command: 'npm run rollback -w mfe-credit',
    coverage: 'covered',
    how: 'only when needed: release.itest.ts, store-supabase.itest.ts',
  },
  { step: '4', command: 'npm run release -w mfe-credit -- --canary 10', coverage: 'covered', how: 'canary.itest.ts' },
  { step: '4', command: 'npm run release:promote -w mfe-credit', coverage: 'covered', how: 'canary.itest.ts' },
  { step: '4', command: 'npm run releases -- --check-canaries', coverage: 'covered', how: 'canary.itest.ts, release-health.itest.ts' },
  {
    step: '4',
    command: 'npm run check:migrations',
    coverage: 'covered',
    how: 'infra/release/migrations.itest.ts (checkCentralMigrations)',
  },
  // 5. Host the shell
  {
    step: '5',
    command:
      'npm run host:config -- --config-url https://<ref>.supabase.co/storage/v1/object/public/portal-releases/portal-config.json --nginx /etc/nginx/conf.d/portal.conf',
    coverage: 'run',
    rehearsal: "'host:config',",
    how: 'nginx serves shell/dist on a local port with the rendered file',
  },
  {
    step: '5',
    command:
      'npm run host:config -- --config-url https://<ref>.supabase.co/storage/v1/object/public/portal-releases/portal-config.json --netlify shell/dist',
    coverage: 'covered',
    how: "host-config.test.ts renders both hosts' files",
  },
  // 6. Check
  {
    step: '6',
    command:
      'SUPABASE_URL=https://<ref>.supabase.co SUPABASE_KEY=sb_publishable_... SUPABASE_SECRET_KEY=sb_secret_... PORTAL_URL=https://portal.example.com npm run check:deploy',
    coverage: 'run',
    rehearsal: "'run', 'check:deploy', '--silent'], {",
    how: "against the stack serving the pushed database and nginx (and with DATABASE_URL: every grant against privileges.txt, the team's `mfe_credit_*` objects left to its migration)",
  },
  // 7. First sign-in
  {
    step: '7',
    command: "update public.users set role = 'admin' where email = 'you@your-domain';",
    rehearsal: "update public.users set role = 'admin' where email = $1",
    coverage: 'run',
    how: 'after signing up in the browser; then sign out and in again',
  },
];

/** The commands of a guide: each line of its ```bash blocks (deploy-guide-rules.mjs) and of its ```sql blocks, comments dropped. */
export function guideCommands(markdown) {
  const commands = [];
  for (const [, language, body] of markdown.matchAll(/```(bash|sql)\n([\s\S]*?)```/g)) {
    for (const raw of body.replace(/\\\n\s*/g, ' ').split('\n')) {
      const line = raw
        .replace(language === 'sql' ? /\s+-- .*$/ : /\s+# .*$/, '')
        .replace(/\s+/g, ' ')
        .trim();
      if (line) commands.push(line);
    }
  }
  return commands;
}
