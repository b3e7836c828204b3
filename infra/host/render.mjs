// `npm run host:config -- --config-url <url> [--nginx <file>] [--netlify <dir>] [--listen 8080] [--root shell/dist]`:
// renders the static host's configuration (infra/host/nginx/portal.conf.template, infra/host/netlify/*.template)
// for the portal's live portal-config.json at <url> (the release bucket's:
// https://<ref>.supabase.co/storage/v1/object/public/portal-releases/portal-config.json): the proxy of
// /portal-config.json to it, the SPA fallback, the caching rules and the security headers (portalSecurityHeaders,
// the same as `npm start` sends). Run it again when the config's apiUrl or links change (a release does not change
// them: the release prefix stays the bucket's).
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { portalSecurityHeaders } from '../scripts/portal-headers.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = resolve(HERE, '../..');

/** The nginx server block for a config fetched from configUrl. */
export function renderNginx(config, { configUrl, listen = '8080', root = join(ROOT, 'shell/dist') }) {
  const headers = Object.entries(portalSecurityHeaders(config))
    .map(([name, value]) => `    add_header ${name} "${value.replace(/"/g, '\\"')}" always;`)
    .join('\n');
  return fill(readFileSync(join(HERE, 'nginx/portal.conf.template'), 'utf8'), {
    LISTEN: String(listen),
    ROOT: resolve(root),
    CONFIG_URL: configUrl,
    HEADERS: headers,
  });
}

/** Netlify's _headers and _redirects (put into the published folder, shell/dist). */
export function renderNetlify(config, { configUrl }) {
  const headers = Object.entries(portalSecurityHeaders(config))
    .map(([name, value]) => `  ${name}: ${value}`)
    .join('\n');
  return {
    _headers: fill(readFileSync(join(HERE, 'netlify/_headers.template'), 'utf8'), { HEADERS: headers }),
    _redirects: fill(readFileSync(join(HERE, 'netlify/_redirects.template'), 'utf8'), { CONFIG_URL: configUrl }),
  };
}

function fill(template, values) {
  return template.replace(/@([A-Z_]+)@/g, (match, name) => {
    if (!(name in values)) throw new Error(`no value for ${match}`);
    return values[name];
  });
}

async function main(argv) {
  const value = (name) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : undefined);
  const configUrl = value('--config-url');
  if (!configUrl || (!value('--nginx') && !value('--netlify')))
    throw new Error("usage: npm run host:config -- --config-url <the bucket's portal-config.json URL> [--nginx <file>] [--netlify <dir>]");
  const response = await fetch(configUrl, { cache: 'no-store' });
  if (!response.ok)
    throw new Error(
      `${configUrl} answers ${response.status}: release the remotes first (docs/deploy.md, step 5), which writes portal-config.json`,
    );
  const config = await response.json();
  if (value('--nginx')) {
    writeFileSync(value('--nginx'), renderNginx(config, { configUrl, listen: value('--listen'), root: value('--root') }));
    console.log(`wrote ${value('--nginx')}`);
  }
  if (value('--netlify')) {
    const dir = value('--netlify');
    mkdirSync(dir, { recursive: true });
    for (const [name, text] of Object.entries(renderNetlify(config, { configUrl }))) writeFileSync(join(dir, name), text);
    console.log(`wrote ${join(dir, '_headers')} and ${join(dir, '_redirects')}`);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).catch((error) => {
    console.error(`host:config: ${error.message}`);
    process.exit(1);
  });
}
