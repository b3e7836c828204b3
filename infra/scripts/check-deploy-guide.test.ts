import fs from 'node:fs';
import path from 'node:path';

// Issue 31, item 10: the deploy guide works on a fresh hosted project step by step. docs/deploy.md's commands and
// infra/supabase/config.toml against the Supabase CLI's own rules (apps/cli-go/pkg/config/config.go, cmd/*.go):
// `npm run check:deploy -- --guide` (deploy-guide-rules.mjs, a plain ES module: loaded by path, typed here).
let lib: {
  checkDeployGuide: (files: { root: string; guide?: string; configToml?: string }) => string[];
  parseToml: (text: string) => Record<string, unknown>;
};
beforeAll(async () => {
  lib = (await import(path.join(__dirname, 'deploy-guide-rules.mjs'))) as typeof lib;
});

const root = path.resolve(__dirname, '../..');
const guide = fs.readFileSync(path.join(root, 'docs/deploy.md'), 'utf8');
const configToml = fs.readFileSync(path.join(root, 'infra/supabase/config.toml'), 'utf8');
const check = (files: { guide?: string; configToml?: string }) => lib.checkDeployGuide({ root, ...files });

describe('the deploy guide against the Supabase CLI', () => {
  it('finds nothing wrong with the guide and config.toml as shipped', () => {
    expect(check({})).toEqual([]);
  });

  it('reads config.toml as the CLI does, production block included', () => {
    const config = lib.parseToml(configToml) as {
      remotes: { production: { project_id: string; auth: { email: Record<string, unknown> } } };
      functions: Record<string, unknown>;
    };
    expect(config.remotes.production.project_id).toMatch(/^[a-z]{20}$/);
    expect(config.remotes.production.auth.email).toMatchObject({
      max_frequency: '60s',
      smtp: { enabled: true, port: 587, pass: 'env(SMTP_PASS)' },
    });
    expect(Object.keys(config.functions).sort()).toEqual([
      'client-authenticators',
      'get-clients',
      'invite-client',
      'open-document',
      'remove-document-files',
      'request-program',
      'send-notification-mails',
      'unsubscribe',
      'use-recovery-code',
    ]);
  });

  it('refuses a placeholder project_id that is no ref: `supabase link` fails on it before the guide says to edit it', () => {
    expect(check({ configToml: configToml.replace(/project_id = "[a-z]{20}"/, 'project_id = "your-project-ref"') })).toContain(
      'config.toml: Invalid config for remotes.production.project_id. Must be like: abcdefghijklmnopqrst (supabase link fails)',
    );
  });

  it('refuses an SMTP block without enabled = true, or missing a field the CLI requires', () => {
    expect(
      check({
        configToml: configToml.replace(
          /\[remotes\.production\.auth\.email\.smtp\]\nenabled = true\n/,
          '[remotes.production.auth.email.smtp]\n',
        ),
      }),
    ).toContain('config.toml: [remotes.production.auth.email.smtp] needs enabled = true (without it config push switches custom SMTP off)');
    expect(check({ configToml: configToml.replace(/^host = "smtp\.example\.com"\n/m, '') })).toContain(
      'config.toml [remotes.production]: Missing required field in config: auth.email.smtp.host',
    );
  });

  it('refuses the local-only values in production: max_frequency and an upload limit above the Free plan', () => {
    const problems = check({
      configToml: configToml
        .replace('max_frequency = "60s"', 'max_frequency = "1s"')
        .replace('file_size_limit = "50MiB"\n', 'file_size_limit = "500MiB"\n'),
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        'config.toml: production auth.email.max_frequency is 1s (the local value); set at least "60s"',
        'config.toml: production storage.file_size_limit must fit the Free plan (50MiB at most; the guide says when to raise it)',
      ]),
    );
  });

  it("checks the guide's commands: known flags, run in infra/, every function deployed, every secret set, the Vault names read", () => {
    const problems = check({
      guide: guide
        .replace('supabase link --project-ref <ref>', 'supabase link --ref <ref>')
        .replace(/supabase functions deploy [^\n]*/, 'supabase functions deploy get-clients request-program')
        .replace(/UNSUBSCRIBE_SECRET="\$\(openssl rand -base64 48\)"/, '')
        .replace("'service_role_key'", "'service_key'"),
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        'docs/deploy.md: supabase link has no flag --ref',
        'docs/deploy.md: never deploys the function send-notification-mails',
        'docs/deploy.md: never sets the secret UNSUBSCRIBE_SECRET the functions need',
        'docs/deploy.md: never stores the Vault secret service_role_key',
        'docs/deploy.md: stores the Vault secret service_key, which nothing reads',
      ]),
    );
    expect(check({ guide: guide.replace(/cd infra\n/, '') })).toEqual(
      expect.arrayContaining([expect.stringMatching(/^docs\/deploy.md: "supabase link --project-ref <ref>" must run in infra\//)]),
    );
  });
});
