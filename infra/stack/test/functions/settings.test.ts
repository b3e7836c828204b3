import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readFunctionSettings } from '../../src/functions/settings';

describe('function settings from config.toml', () => {
  it('reads verify_jwt per [functions.<name>] table and ignores everything else', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'fn-settings-')), 'config.toml');
    fs.writeFileSync(
      file,
      [
        'project_id = "x"',
        '[auth]',
        'verify_jwt = false',
        '[functions.hook]',
        'enabled = true',
        'verify_jwt = false # webhooks carry no JWT',
        '[functions."quoted-name"]',
        'verify_jwt = true',
        '[functions.default]',
        '[api]',
        'verify_jwt = false',
      ].join('\n'),
    );
    const settings = readFunctionSettings(file);
    expect(Object.fromEntries(settings)).toEqual({
      hook: { verifyJwt: false },
      'quoted-name': { verifyJwt: true },
      default: { verifyJwt: true },
    });
    fs.rmSync(path.dirname(file), { recursive: true });
  });

  it('has no settings without a config.toml', () => {
    expect(readFunctionSettings('/nonexistent/config.toml').size).toBe(0);
  });

  it('reads the repository config.toml: the portal functions verify the caller themselves (verify_jwt off)', () => {
    const settings = readFunctionSettings(path.resolve(__dirname, '../../../supabase/config.toml'));
    expect(settings.get('get-clients')).toEqual({ verifyJwt: false });
    expect(settings.get('request-program')).toEqual({ verifyJwt: false });
  });
});
