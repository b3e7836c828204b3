// The release commands' environment: the same variables as `npm start` (PORT, API_PORT, DATA_DIR,
// DATABASE_URL), plus RELEASE_STORE to pick a production target.
import { resolve } from 'node:path';
import { folderStore } from './store-folder';
import { supabaseStore } from './store-supabase';
import type { ReleaseStore } from './types';

export const ROOT = resolve(__dirname, '../..');

export interface ReleaseEnv {
  /** Where the portal runs (`http://localhost:<PORT>`): the check reads the live shell and the store through it. */
  portalUrl: string;
  /** The stack's data folder (DATA_DIR, default `.data/stack`): the local store is `<DATA_DIR>/releases`. */
  dataDir: string;
  /** The shell's manifest URL (SHELL_MANIFEST_URL; default: the running portal's `/mf-manifest.json`). */
  shellManifestUrl: string;
}

export function releaseEnv(env: NodeJS.ProcessEnv = process.env): ReleaseEnv {
  const portalUrl = (env.PORTAL_URL ?? `http://localhost:${Number(env.PORT || 8080)}`).replace(/\/$/, '');
  return {
    portalUrl,
    dataDir: resolve(env.DATA_DIR || resolve(ROOT, '.data/stack')),
    shellManifestUrl: env.SHELL_MANIFEST_URL ?? `${portalUrl}/mf-manifest.json`,
  };
}

/** The local store of a portal: `<dataDir>/releases` (RELEASES_DIR overrides), served at `<portalUrl>/remotes/`. */
export function localStore(portalUrl: string, dataDir: string, env: NodeJS.ProcessEnv = process.env) {
  return folderStore(
    env.RELEASES_DIR ? resolve(env.RELEASES_DIR) : resolve(dataDir, 'releases'),
    env.RELEASES_PUBLIC_URL ?? `${portalUrl}/remotes`,
  );
}

/** RELEASE_STORE: `folder` (default, local or a static host's folder) or `supabase` (Supabase Storage). */
export function openStore(renv: ReleaseEnv, env: NodeJS.ProcessEnv = process.env): ReleaseStore {
  const kind = env.RELEASE_STORE || 'folder';
  if (kind === 'folder') return localStore(renv.portalUrl, renv.dataDir, env);
  if (kind === 'supabase') return supabaseStore(env);
  throw new Error(`RELEASE_STORE=${kind}: unknown target (folder, supabase)`);
}
