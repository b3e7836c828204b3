import type { PortalConfig, RemoteName } from 'shared-ui';

const KEY = 'portal:dev-overrides';
type Overrides = Partial<Record<RemoteName, string>>;
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
const BANNER_ID = 'portal-dev-override-banner';

/** Only a dev server on this machine may stand in for a remote: an http(s) URL whose host is a loopback name. */
export function isLoopbackUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      LOOPBACK_HOSTS.has(url.hostname) &&
      url.username === '' &&
      url.password === ''
    );
  } catch {
    return false;
  }
}

/** Only a remote the config names (its keys are the portal's remotes). */
function read(storage: Storage, remotes: readonly string[]): Overrides {
  try {
    const value = JSON.parse(storage.getItem(KEY) ?? '{}') as Record<string, unknown>;
    return Object.fromEntries(Object.entries(value).filter(([k, v]) => remotes.includes(k) && isLoopbackUrl(v))) as Overrides;
  } catch {
    return {};
  }
}

/**
 * Development overrides of the runtime config (the idea of single-spa's import-map overrides), honoured
 * only when the config allows them (`devOverrides: true`: `DEV_OVERRIDES=true npm start`), and only for a
 * dev server on this machine (a loopback URL); a banner shows while one is active:
 *   ?devOverride=mfe_content=http://localhost:8144/mf-manifest.json   load that remote from there
 *   ?devOverride=mfe_content=                                          back to its release
 *   ?devOverride=off                                                   every override off
 * Kept in localStorage (this browser only) until turned off; the query is removed from the address.
 */
export function applyDevOverrides(
  config: PortalConfig,
  location: Location = window.location,
  storage: Storage = window.localStorage,
): { config: PortalConfig; overridden: RemoteName[] } {
  if (!config.devOverrides) return { config, overridden: [] };
  const url = new URL(location.href);
  const params = url.searchParams.getAll('devOverride');
  const remotes = Object.keys(config.remotes);
  let overrides = read(storage, remotes);
  for (const param of params) {
    if (param === 'off') {
      overrides = {};
      continue;
    }
    const [name, ...rest] = param.split('=');
    const target = rest.join('=');
    if (!remotes.includes(name)) continue;
    if (isLoopbackUrl(target)) overrides[name as RemoteName] = target;
    else delete overrides[name as RemoteName];
  }
  if (params.length) {
    storage.setItem(KEY, JSON.stringify(overrides));
    url.searchParams.delete('devOverride');
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  }
  const overridden = Object.keys(overrides) as RemoteName[];
  if (overridden.length) console.info(`[shell] dev overrides: ${overridden.map((n) => `${n} from ${overrides[n]}`).join(', ')}`);
  showDevOverrideBanner(overrides);
  return { config: { ...config, remotes: { ...config.remotes, ...overrides } }, overridden };
}

/**
 * A bar fixed at the bottom of every page while an override is active, so nobody mistakes a dev build
 * for the release (or misses an override someone else set in this browser): what is overridden, from
 * where, and a link that turns every override off. Plain DOM: it must show even if React fails to mount.
 */
export function showDevOverrideBanner(overrides: Overrides, doc: Document = document): void {
  doc.getElementById(BANNER_ID)?.remove();
  const names = Object.keys(overrides) as RemoteName[];
  if (names.length === 0) return;
  const banner = doc.createElement('div');
  banner.id = BANNER_ID;
  banner.setAttribute('role', 'status');
  banner.setAttribute(
    'style',
    'position:fixed;left:0;right:0;bottom:0;z-index:2147483647;padding:6px 12px;background:#92400e;color:#fff;font:600 13px/1.4 system-ui,sans-serif;text-align:center',
  );
  banner.append(`Development override active: ${names.map((n) => `${n} from ${overrides[n]}`).join(', ')}. `);
  const off = doc.createElement('a');
  off.href = '?devOverride=off';
  off.textContent = 'Turn off';
  off.setAttribute('style', 'color:#fff;text-decoration:underline');
  banner.append(off);
  doc.body.append(banner);
}

/**
 * Calls `onBuild(name)` when the dev server of an overridden remote reports a new build (its
 * dev-build.json): the shell swaps that remote's code in place (hot reload).
 */
export function watchDevBuilds(config: PortalConfig, overridden: readonly RemoteName[], onBuild: (name: RemoteName) => void): void {
  for (const name of overridden) {
    const url = new URL('dev-build.json', config.remotes[name]).href;
    let last: string | undefined;
    const poll = async () => {
      try {
        const { build } = (await (await fetch(url, { cache: 'no-store' })).json()) as { build?: string };
        if (last !== undefined && build !== last) onBuild(name);
        last = build;
      } catch {
        /* dev server restarting: keep polling */
      }
      setTimeout(() => void poll(), 1000);
    };
    void poll();
  }
}
