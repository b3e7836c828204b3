// Every command docs/deploy.md gives (its ```bash and ```sql blocks, continuation lines joined), with how
// `npm run deploy:rehearse` (infra/scripts/deploy-rehearse.ts) covers it:
//   run      the rehearsal runs it as written (values filled in, `infra/` as the working folder for `supabase`);
//   checked  it needs Supabase's network: checked offline against the Supabase CLI's own rules
//            (`npm run check:deploy -- --guide`, infra/scripts/deploy-guide-rules.mjs), as the guide says;
//   covered  not part of a first deploy (done when needed): the named test runs the same command's code.
// infra/scripts/deploy-rehearsal.test.ts fails when the guide and this list differ, so neither changes alone.
export const GUIDE_COMMANDS = [
  // 0. Get the code
  { step: '0', command: 'npm ci', coverage: 'run', how: 'npm test runs in an installed checkout (.ci/run installs it)' },
  // 1. Link and settings
  { step: '1', command: 'npm run check:deploy -- --guide', coverage: 'run', how: 'run first, as the guide says' },
  { step: '1', command: 'cd infra', coverage: 'run', how: 'every supabase command runs with infra/ as its working folder' },
  { step: '1', command: 'supabase link --project-ref <ref>', coverage: 'checked', how: 'needs the Supabase API' },
  {
    step: '1',
    command: 'SMTP_PASS=... supabase config push',
    coverage: 'checked',
    how: "needs the Supabase API; config.toml is parsed by the real CLI at db push (its own check)",
  },
  // 2. Migrations
  {
    step: '2',
    command: 'supabase db push',
    coverage: 'run',
    how: 'the real CLI (npm supabase@2.117.0), `--db-url` to a fresh PostgreSQL database where the migration role is no superuser and the API roles have no default privileges',
  },
  { step: '2', command: 'supabase db push --include-seed', coverage: 'covered', how: 'demo projects only: migrations.itest.ts applies the seed as hosted Auth reads it' },
  // 3. Functions and secrets
  {
    step: '3',
    command:
      'supabase functions deploy get-clients request-program send-notification-mails unsubscribe open-document remove-document-files',
    coverage: 'checked',
    how: 'needs the Supabase API; the stack serves infra/supabase/functions as deployed, with the secrets below in its environment',
  },
  {
    step: '3',
    command:
      'supabase secrets set MAIL_API_URL=https://api.resend.com/emails MAIL_API_KEY=re_... MAIL_FROM="Business Portal <no-reply@your-domain>" PORTAL_URL=https://portal.example.com UNSUBSCRIBE_SECRET="$(openssl rand -base64 48)"',
    coverage: 'checked',
    how: 'needs the Supabase API; the rehearsal gives the same names to the stack functions (mail to the stack\'s own mail API)',
  },
  { step: '3', command: "select vault.create_secret('https://<ref>.supabase.co', 'project_url');", coverage: 'run', how: 'in SQL, as the migration role on its own connection (the SQL editor)' },
  { step: '3', command: "select vault.create_secret('sb_secret_...', 'service_role_key');", coverage: 'run', how: 'the same' },
  // 4. Check
  { step: '4', command: 'SUPABASE_URL=https://<ref>.supabase.co SUPABASE_KEY=sb_publishable_... npm run check:deploy', coverage: 'run', how: 'against the stack serving the pushed database' },
  // 5. Shell build, releases
  { step: '5', command: 'npm run build -w shell', coverage: 'run', how: 'reuses shell/dist when `npm test` built it in this run' },
  {
    step: '5',
    command:
      'export RELEASE_STORE=supabase RELEASE_SUPABASE_URL=https://<ref>.supabase.co RELEASE_SUPABASE_SERVICE_KEY=sb_secret_... RELEASE_BUCKET=portal-releases SHELL_MANIFEST_URL=https://portal.example.com/mf-manifest.json PORTAL_URL=https://portal.example.com PORTAL_PUBLISHABLE_KEY=sb_publishable_...',
    coverage: 'run',
    how: 'the values of the rehearsal\'s project and host',
  },
  { step: '5', command: 'npm run release -w mfe-auth', coverage: 'run', how: 'all five remotes; `-- --from <remote>/dist` when `npm test` built them in this run' },
  { step: '5', command: 'npm run releases', coverage: 'run', how: 'lists what is live' },
  { step: '5', command: 'npm run rollback -w mfe-credit', coverage: 'covered', how: 'only when needed: release.itest.ts, store-supabase.itest.ts' },
  { step: '5', command: 'npm run release -w mfe-credit -- --canary 10', coverage: 'covered', how: 'canary.itest.ts' },
  { step: '5', command: 'npm run release:promote -w mfe-credit', coverage: 'covered', how: 'canary.itest.ts' },
  { step: '5', command: 'npm run releases -- --check-canaries', coverage: 'covered', how: 'canary.itest.ts, release-health.itest.ts' },
  // 6. Host the shell
  {
    step: '6',
    command: 'npm run host:config -- --config-url https://<ref>.supabase.co/storage/v1/object/public/portal-releases/portal-config.json --nginx /etc/nginx/conf.d/portal.conf',
    coverage: 'run',
    how: 'nginx (when installed) serves shell/dist on a local port with the rendered file',
  },
  {
    step: '6',
    command: 'npm run host:config -- --config-url https://<ref>.supabase.co/storage/v1/object/public/portal-releases/portal-config.json --netlify shell/dist',
    coverage: 'covered',
    how: 'host-config.test.ts renders both hosts\' files',
  },
  // 7. First sign-in
  { step: '7', command: "update public.users set role = 'admin' where email = 'you@your-domain';", coverage: 'run', how: 'after signing up in the browser; then sign out and in again' },
];

/** The commands of a guide: each line of its ```bash and ```sql blocks, continuation lines joined, comments dropped. */
export function guideCommands(markdown) {
  const commands = [];
  const blocks = markdown.matchAll(/```(bash|sql)\n([\s\S]*?)```/g);
  for (const [, , body] of blocks) {
    const joined = body.replace(/\\\n\s*/g, ' ');
    for (const raw of joined.split('\n')) {
      const line = raw.replace(/\s+(#|--) .*$/, '').replace(/\s+/g, ' ').trim();
      if (line) commands.push(line);
    }
  }
  return commands;
}
