import { getAppNames } from 'single-spa';
import type { PlatformApi, RemoteName } from 'shared-ui';
import { navGroups } from '../layout/sidebar/sidebar-items';
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

/** Once the page is idle: the remotes of every sidebar screen, one after another (the network stays the page's). */
export async function preloadSidebarRemotes(platform: PlatformApi): Promise<void> {
  const role = platform.getSession().role;
  const names = new Set<RemoteName>();
  for (const group of navGroups(platform.screens, role)) {
    for (const item of group.items) {
      const name = remoteAt(platform, item.path);
      if (name) names.add(name);
    }
  }
  for (const name of names) await preloadRemoteOf(platform, name);
}
