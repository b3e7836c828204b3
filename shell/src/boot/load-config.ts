import type { PortalConfig } from 'shared-ui';

/**
 * Reads `/portal-config.json` uncached: pointing an entry at a new build deploys that remote, and the live
 * releases' screen declarations come with it (the composed table costs no extra round trip).
 */
export async function loadConfig(url = '/portal-config.json'): Promise<PortalConfig> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  const config = (await response.json()) as PortalConfig;
  if (typeof config.apiUrl !== 'string' || typeof config.anonKey !== 'string' || !config.links) {
    throw new Error(`${url}: apiUrl, anonKey and links are required`);
  }
  // The remotes are the config's (infra/remotes.json where it is written): each one a manifest URL.
  const remotes = Object.entries(config.remotes ?? {});
  const missing = remotes.filter(([, manifest]) => typeof manifest !== 'string').map(([name]) => name);
  if (!remotes.length || missing.length) throw new Error(`${url}: no manifest URL for ${missing.join(', ') || 'any remote'}`);
  const declared = Object.values(config.screens ?? {});
  if (!declared.length || declared.some((d) => !d || typeof d.remote !== 'string' || !Array.isArray(d.screens))) {
    throw new Error(`${url}: screens (each live remote's screen declarations) are required`);
  }
  return config;
}
