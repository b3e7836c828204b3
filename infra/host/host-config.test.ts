// The static hosts' configuration (infra/host, `npm run host:config`): what docs/deploy.md step 5 deploys. nginx's is
// also served for real by `npm run deploy:rehearse`.
import { renderNetlify, renderNginx } from './render.mjs';
import { portalSecurityHeaders } from '../scripts/portal-headers.mjs';

const CONFIG_URL = 'https://abcdefghijklmnopqrst.supabase.co/storage/v1/object/public/portal-releases/portal-config.json';
const config = {
  apiUrl: 'https://abcdefghijklmnopqrst.supabase.co',
  anonKey: 'sb_publishable_x',
  remotes: {
    mfe_auth:
      'https://abcdefghijklmnopqrst.supabase.co/storage/v1/object/public/portal-releases/mfe-auth/1.0.0-abcd1234-20261207T000000Z/mf-manifest.json',
  },
  links: {},
};

describe('nginx', () => {
  const conf = renderNginx(config, { configUrl: CONFIG_URL, listen: '8080', root: '/srv/portal' });

  it('proxies /portal-config.json live to the bucket, uncached, and falls back to index.html', () => {
    expect(conf).toContain(`location = /portal-config.json {\n    proxy_pass ${CONFIG_URL};`);
    expect(conf).toMatch(/location = \/portal-config\.json \{[^}]*add_header Cache-Control "no-cache" always;/);
    expect(conf).toContain('try_files $uri /index.html;');
    expect(conf).toContain('root /srv/portal;');
    expect(conf).not.toMatch(/@[A-Z_]+@/);
  });

  it('sends every security header in every location (nginx does not inherit add_header into a location that has its own)', () => {
    const csp = portalSecurityHeaders(config)['Content-Security-Policy'];
    expect(csp).toContain("script-src 'self' https://abcdefghijklmnopqrst.supabase.co/storage/v1/object/public/portal-releases/");
    const locations = conf.split(/\n {2}location /).slice(1);
    expect(locations).toHaveLength(3);
    for (const location of locations) {
      for (const name of Object.keys(portalSecurityHeaders(config))) expect(location).toContain(`add_header ${name} "`);
      expect(location).toContain(csp);
    }
  });
});

describe('Netlify', () => {
  const { _headers, _redirects } = renderNetlify(config, { configUrl: CONFIG_URL });

  it('proxies the config (status 200) before the SPA fallback', () => {
    const rules = _redirects.split('\n').filter((l) => l && !l.startsWith('#'));
    expect(rules).toEqual([`/portal-config.json  ${CONFIG_URL}  200!`, '/*                   /index.html   200']);
  });

  it('sends the security headers on every path', () => {
    for (const [name, value] of Object.entries(portalSecurityHeaders(config))) expect(_headers).toContain(`  ${name}: ${value}\n`);
    expect(_headers).not.toMatch(/@[A-Z_]+@/);
  });
});
