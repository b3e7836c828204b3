import { getAppNames } from 'single-spa';
import type { PlatformApi, RemoteName } from 'shared-ui';
import { remoteForPath } from '../routing/route-table';
import { preloadRemoteOf } from './register-remotes';

/** The remote that would render `path` for the signed-in role, when it is registered on this page. */
function remoteAt(platform: PlatformApi, path: string): RemoteName | null {
  const name = remoteForPath(platform.screens, path, platform.getSession().role);
  return name && getAppNames().includes(name) ? name : null;
}

/** A link to `path` is about to be followed (hovered, focused): its remote and screens are fetched now. */
export function preloadScreenAt(platform: PlatformApi, path: string): void {
  const name = remoteAt(platform, path);
  if (name) void preloadRemoteOf(platform, name);
}

/** Once the page is idle: the remotes of these screens (the sidebar's), one after another (the network stays the page's). */
export async function preloadRemotesOf(platform: PlatformApi, paths: readonly string[]): Promise<void> {
  const names = new Set(paths.map((path) => remoteAt(platform, path)).filter((name): name is RemoteName => name !== null));
  for (const name of names) await preloadRemoteOf(platform, name);
}
