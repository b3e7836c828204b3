import { isServerKey } from '../functions/send-notification-mails/server-key';

// Issue 31, item 10: the notification-mail function accepts the key docs/deploy.md has you store in Vault
// (`service_role_key`): any of the project's `sb_secret_` keys (hosted gives functions all of them, by name, in
// SUPABASE_SECRET_KEYS; a key made for the job is not `default`), or the legacy service_role key; nothing else.
describe('send-notification-mails: the server key', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  it('accepts every secret key of the project, named default or not, and the legacy service_role key', () => {
    process.env.SUPABASE_SECRET_KEYS = JSON.stringify({ default: 'sb_secret_first', 'notification-cron': 'sb_secret_for_the_job' });
    process.env.SUPABASE_SERVICE_ROLE_KEY = 'legacy.service.jwt';
    expect(isServerKey('Bearer sb_secret_for_the_job')).toBe(true);
    expect(isServerKey('Bearer sb_secret_first')).toBe(true);
    expect(isServerKey('Bearer legacy.service.jwt')).toBe(true);
  });

  it('refuses anything else, and works with only one kind of key configured', () => {
    process.env.SUPABASE_SECRET_KEYS = JSON.stringify({ default: 'sb_secret_first' });
    delete process.env.SUPABASE_SERVICE_ROLE_KEY;
    expect(isServerKey('Bearer sb_secret_other')).toBe(false);
    expect(isServerKey('Bearer ')).toBe(false);
    expect(isServerKey(null)).toBe(false);
    delete process.env.SUPABASE_SECRET_KEYS;
    process.env.SUPABASE_SERVICE_ROLE_KEY = 'legacy.service.jwt';
    expect(isServerKey('Bearer legacy.service.jwt')).toBe(true);
    expect(isServerKey('Bearer sb_secret_first')).toBe(false);
  });
});
