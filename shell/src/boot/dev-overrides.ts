import type { PortalConfig, RemoteName } from 'shared-ui';

const KEY = 'portal:dev-overrides';
const REMOTES: readonly RemoteName[] = ['mfe_auth', 'mfe_setup', 'mfe_credit', 'mfe_content', 'mfe_admin'];
type Overrides = Partial<Record<RemoteName, string>>;

function read(storage: Storage): Overrides {
  try {
    const value = JSON.parse(storage.getItem(KEY) ?? '{}') as Record<string, unknown>;
    return Object.fromEntries(Object.entries(value).filter(([k, v]) => REMOTES.includes(k as RemoteName) && typeof v === 'string')) as Overrides;
  } catch {
    return {};
  }
}

/**
 * Development overrides of the runtime config (the idea of single-spa's import-map overrides), honoured
 * only when the config allows them (`devOverrides: true`, local `npm start`):
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
  let overrides = read(storage);
  for (const param of params) {
    if (param === 'off') {
      overrides = {};
      continue;
    }
    const [name, ...rest] = param.split('=');
    const target = rest.join('=');
    if (!REMOTES.includes(name as RemoteName)) continue;
    if (/^https?:\/\//.test(target)) overrides[name as RemoteName] = target;
    else delete overrides[name as RemoteName];
  }
  if (params.length) {
    storage.setItem(KEY, JSON.stringify(overrides));
    url.searchParams.delete('devOverride');
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  }
  const overridden = Object.keys(overrides) as RemoteName[];
  if (overridden.length) console.info(`[shell] dev overrides: ${overridden.map((n) => `${n} from ${overrides[n]}`).join(', ')}`);
  return { config: { ...config, remotes: { ...config.remotes, ...overrides } }, overridden };
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
