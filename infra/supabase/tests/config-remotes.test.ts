import fs from 'node:fs';
import path from 'node:path';

// Issue 20, item 11 (d): `supabase config push` to production sends the [remotes.production] values in
// place of the local ones, so that block must exist, turn the demo seed off, and hold no local address.
const config = fs.readFileSync(path.resolve(__dirname, '../config.toml'), 'utf8');

/** The `key = value` lines of each [table], as written (a small reader for this file's flat tables). */
function tables(text: string): Map<string, Map<string, string>> {
  const out = new Map<string, Map<string, string>>();
  let current = new Map<string, string>();
  out.set('', current);
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.replace(/\s+#.*$/, '').trim();
    const header = /^\[([^\]]+)\]$/.exec(line);
    if (header) out.set(header[1], (current = new Map()));
    else if (/^[A-Za-z0-9_]+\s*=/.test(line)) current.set(line.split('=')[0].trim(), line.slice(line.indexOf('=') + 1).trim());
  }
  return out;
}

describe('config.toml [remotes.production]', () => {
  const all = tables(config);
  const remote = [...all].filter(([name]) => name === 'remotes.production' || name.startsWith('remotes.production.'));

  it('names the production project and turns the demo seed off', () => {
    expect(all.get('remotes.production')?.get('project_id')).toMatch(/^"[a-z0-9-]+"$/);
    expect(all.get('remotes.production.db.seed')?.get('enabled')).toBe('false');
  });

  it('replaces every local URL the base config has with an https one, and never names a local host', () => {
    expect(all.get('remotes.production.auth')?.get('site_url')).toMatch(/^"https:\/\//);
    expect(all.get('remotes.production.auth')?.get('additional_redirect_urls')).toMatch(/^\["https:\/\//);
    expect(all.get('remotes.production.auth.external.google')?.get('redirect_uri')).toMatch(/^"https:\/\//);
    for (const [, values] of remote) for (const value of values.values()) expect(value).not.toMatch(/localhost|127\.0\.0\.1|::1|http:\/\//);
  });

  it('keeps the security settings on in production (confirmations, both links for an e-mail change, nonce check)', () => {
    expect(all.get('remotes.production.auth.email')?.get('enable_confirmations')).toBe('true');
    expect(all.get('remotes.production.auth.email')?.get('double_confirm_changes')).toBe('true');
    expect(all.get('remotes.production.auth.external.google')?.get('skip_nonce_check')).toBe('false');
  });
});
