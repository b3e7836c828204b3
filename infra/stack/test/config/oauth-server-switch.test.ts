import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadAuthSwitches } from '../../src/config-auth-switches';

describe('the OAuth 2.1 server switch', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oauth-switch-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const toml = (text: string) => {
    const file = path.join(dir, `${Math.random().toString(36).slice(2)}.toml`);
    fs.writeFileSync(file, text);
    return file;
  };

  it('is off without `[auth.oauth_server] enabled`, as GoTrue and the Supabase CLI ship it', () => {
    expect(loadAuthSwitches(toml('[auth]\nenable_signup = true\n'), {}).oauthServerEnabled).toBe(false);
    expect(loadAuthSwitches(path.join(dir, 'missing.toml'), {}).oauthServerEnabled).toBe(false);
  });

  it('reads `[auth.oauth_server] enabled`, and OAUTH_SERVER_ENABLED overrides it', () => {
    const on = toml('[auth.oauth_server]\nenabled = true # the CLI key\nauthorization_url_path = "/oauth/consent"\n');
    expect(loadAuthSwitches(on, {}).oauthServerEnabled).toBe(true);
    expect(loadAuthSwitches(on, { OAUTH_SERVER_ENABLED: 'false' }).oauthServerEnabled).toBe(false);
    expect(loadAuthSwitches(toml('[auth.oauth_server]\nenabled = false\n'), { OAUTH_SERVER_ENABLED: 'true' }).oauthServerEnabled).toBe(
      true,
    );
  });

  it('is off in this project`s config.toml', () => {
    const file = path.join(__dirname, '../../../supabase/config.toml');
    expect(fs.readFileSync(file, 'utf8')).toContain('[auth.oauth_server]');
    expect(loadAuthSwitches(file, {}).oauthServerEnabled).toBe(false);
  });
});
