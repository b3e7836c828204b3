/** The parts of a Module Federation manifest (`mf-manifest.json`) the health check reads. */
interface FederationManifest {
  metaData?: { name?: string; buildInfo?: { buildVersion?: string }; remoteEntry?: { name?: string; path?: string } };
  /** The portal's stamp (infra/build): the platform API version it was built for, and when. */
  portal?: { platformApi?: string; builtAt?: string };
  exposes?: Array<{ name?: string; path?: string; assets?: { js?: { sync?: string[] } } }>;
}

export interface RemoteHealth {
  remote: string;
  manifestUrl: string;
  /** `checking`: not answered yet (the table shows its rows at once, so nothing moves when the answers come). */
  status: 'up' | 'down' | 'checking';
  /** The remote's package version from its manifest. */
  version?: string;
  /** The platform API version the build declares, and its build time, when the manifest carries them. */
  platformApi?: string;
  builtAt?: string;
  /** Why it is down, in words an admin can act on. */
  reason?: string;
}

/** The remotes of the portal's config as rows still being checked. */
export function checkingRemotes(remotes: Readonly<Record<string, string>>): RemoteHealth[] {
  return Object.entries(remotes).map(([remote, manifestUrl]) => ({ remote, manifestUrl, status: 'checking' }));
}

type Fetch = (url: string, init?: RequestInit) => Promise<Response>;

async function reachable(fetchImpl: Fetch, url: string): Promise<boolean> {
  try {
    const response = await fetchImpl(url, { cache: 'no-store' });
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * A live check of one remote, as the shell would load it: the manifest is served and valid, it
 * exposes `./lifecycles`, and the remote entry and the lifecycles' files are reachable.
 */
export async function checkRemote(remote: string, manifestUrl: string, fetchImpl: Fetch = fetch): Promise<RemoteHealth> {
  const down = (reason: string, facts: Partial<RemoteHealth> = {}): RemoteHealth => ({
    remote,
    manifestUrl,
    status: 'down',
    reason,
    ...facts,
  });
  let manifest: FederationManifest;
  try {
    const response = await fetchImpl(manifestUrl, { cache: 'no-store' });
    if (!response.ok) return down(`Manifest not reachable (HTTP ${response.status})`);
    manifest = (await response.json()) as FederationManifest;
  } catch {
    return down('Manifest not reachable');
  }
  const facts: Partial<RemoteHealth> = {
    version: manifest.metaData?.buildInfo?.buildVersion,
    platformApi: manifest.portal?.platformApi,
    builtAt: manifest.portal?.builtAt,
  };
  for (const key of Object.keys(facts) as (keyof typeof facts)[]) if (facts[key] === undefined) delete facts[key];
  const lifecycles = manifest.exposes?.find((e) => e.name === 'lifecycles' || e.path === './lifecycles');
  if (!lifecycles) return down('The manifest does not expose ./lifecycles', facts);
  const base = new URL('.', new URL(manifestUrl, globalThis.location?.href));
  const entry = manifest.metaData?.remoteEntry;
  const files = [`${entry?.path ?? ''}${entry?.name ?? 'remoteEntry.js'}`, ...(lifecycles.assets?.js?.sync ?? [])];
  for (const file of files) {
    if (!(await reachable(fetchImpl, new URL(file, base).href))) return down(`${file} not reachable`, facts);
  }
  return { remote, manifestUrl, status: 'up', ...facts };
}
