import type { PortalConfig, RemoteName } from 'shared-ui';

const REMOTES: readonly RemoteName[] = ['mfe_auth', 'mfe_setup', 'mfe_credit', 'mfe_content', 'mfe_admin'];

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
  const missing = REMOTES.filter((r) => typeof config.remotes?.[r] !== 'string');
  if (missing.length) throw new Error(`${url}: no manifest URL for ${missing.join(', ')}`);
  const declared = Object.values(config.screens ?? {});
  if (!declared.length || declared.some((d) => !d || typeof d.remote !== 'string' || !Array.isArray(d.screens))) {
    throw new Error(`${url}: screens (each live remote's screen declarations) are required`);
  }
  return config;
}
