import { preloadRemote } from '@module-federation/enhanced/runtime';
import { getAppNames, registerApplication, triggerAppChange, unloadApplication, unregisterApplication } from 'single-spa';
import type { PlatformApi, PortalConfig, RemoteName, SessionState } from 'shared-ui';
import { guardAllows } from '../routing/guard';
import { remoteForPath } from '../routing/route-table';
import { registerFederatedRemote, loadLifecycles } from './federation';
import { reportRemoteSession } from '../telemetry/report-remote-failure';
import { chooseRelease } from './release-choice';
import { createResilientApp } from './resilient-app';

/** The release each remote runs on this page (live or its canary), once chosen: for failure reports. */
const chosen = new Map<RemoteName, { release: string | null; entry: string }>();
export const releaseOnPage = (name: string): string | null => chosen.get(name as RemoteName)?.release ?? null;
/** Each chosen release's folder URL (unhandled rejections from its files are the remote's). */
export const releaseBases = (): [RemoteName, string][] =>
  [...chosen].map(([name, c]) => [name, new URL('.', new URL(c.entry, window.location.href)).href]);

/**
 * The config's remotes (its `remotes`' keys), split: a remote whose every screen is for admins (mfe_admin) is
 * registered only while an admin is signed in, so a client's browser never asks for its code; the others for everyone.
 */
export function remotesByAudience(config: Pick<PortalConfig, 'remotes' | 'screens'>): { everyone: RemoteName[]; admins: RemoteName[] } {
  const names = Object.keys(config.remotes) as RemoteName[];
  const adminOnly = (name: RemoteName) => {
    const screens = config.screens?.[name]?.screens ?? [];
    return screens.length > 0 && screens.every((s) => s.access === 'admin');
  };
  return { everyone: names.filter((n) => !adminOnly(n)), admins: names.filter(adminOnly) };
}

export const CONTENT_ID = 'portal-content';

/** Per remote, how many times its code was swapped in place (dev loop): loads after a swap fetch everything again. */
const swaps = new Map<RemoteName, number>();

type RemoteLifecycles = Awaited<ReturnType<typeof loadLifecycles>>;
/** Each remote's lifecycles, loaded ahead of its first mount (preloadRemoteOf) or by it. */
const lifecycles = new Map<RemoteName, Promise<RemoteLifecycles>>();

/** The release of a remote this page runs, chosen once (release-choice.ts), and registered with the federation runtime. */
async function releaseOf(platform: PlatformApi, name: RemoteName) {
  const choice = chosen.get(name) ?? (await chooseRelease(platform, name));
  chosen.set(name, choice);
  registerFederatedRemote(name, choice.entry);
  return choice;
}

function firstLoad(platform: PlatformApi, name: RemoteName): Promise<RemoteLifecycles> {
  let loading = lifecycles.get(name);
  if (!loading) {
    loading = releaseOf(platform, name).then((choice) => loadLifecycles(name, choice.entry, swaps.get(name) ?? 0));
    lifecycles.set(name, loading);
    // A failed load is not kept: the mount shows the fallback and its Retry loads again.
    loading.catch(() => lifecycles.delete(name));
  }
  return loading;
}

/**
 * Fetches a remote ahead of its first screen (a sidebar link hovered or focused, or the page idle): its manifest,
 * entry and `./lifecycles` (evaluated, as its mount would), then, with the federation runtime's preloading, the
 * chunks of its screens (not the `lazy-*` ones, e.g. the upload client), so a click mounts it from memory.
 */
export function preloadRemoteOf(platform: PlatformApi, name: RemoteName): Promise<void> {
  return firstLoad(platform, name).then(
    () =>
      preloadRemote([
        { nameOrAlias: name, exposes: ['./lifecycles'], resourceCategory: 'all', filter: (url: string) => !/\/lazy-[^/]*$/.test(url) },
      ]),
    () => undefined,
  );
}

/**
 * Swaps a remote's code in place (the dev loop's hot reload of an overridden remote): unmounts it, drops
 * everything the federation runtime and webpack keep of it, and mounts the new build if it is active.
 * The rest of the page (shell, other remotes, session) stays as it is.
 */
export async function swapRemote(name: RemoteName): Promise<void> {
  if (!getAppNames().includes(name)) return;
  swaps.set(name, (swaps.get(name) ?? 0) + 1);
  lifecycles.delete(name);
  // The remote's webpack runtime would otherwise adopt the old build's chunks from this global array.
  delete (window as unknown as Record<string, unknown>)[`webpackChunk${name}`];
  await unloadApplication(name);
}

/** The remote's own element inside the shell's content area (created on first use). */
function containerFor(name: RemoteName): HTMLElement {
  const id = `single-spa-application:${name}`;
  let el = document.getElementById(id);
  if (!el) {
    el = document.createElement('div');
    el.id = id;
    const content = document.getElementById(CONTENT_ID);
    if (!content) throw new Error(`#${CONTENT_ID} is missing`);
    content.append(el);
  }
  return el;
}

/**
 * Registers the remotes with the federation runtime and as single-spa applications. Each is active on the
 * paths the composed screen table gives it for the current session, when the guard allows; a remote for admins only (mfe_admin) is registered
 * only while an admin is signed in.
 */
export function registerPortalRemotes(platform: PlatformApi): void {
  const audiences = remotesByAudience(platform.config);
  let adminRegistered = false;

  const register = (name: RemoteName) => {
    registerApplication({
      name,
      // The release is chosen when the remote is first needed (after the session is known): a canary for
      // the signed-in users the database assigns to it, else live. The page keeps it (and counts a session of it).
      app: async () => {
        const choice = await releaseOf(platform, name);
        reportRemoteSession(name);
        return createResilientApp({
          name,
          // The first load may have started ahead (preloadRemoteOf); a Retry loads again.
          load: (attempt) =>
            attempt === 0 ? firstLoad(platform, name) : loadLifecycles(name, choice.entry, attempt + (swaps.get(name) ?? 0)),
          container: () => containerFor(name),
        });
      },
      activeWhen: (location) => {
        const session = platform.getSession();
        return (
          remoteForPath(platform.screens, location.pathname, session.role) === name &&
          guardAllows(platform.screens, location.pathname, session)
        );
      },
      customProps: { platform },
    });
  };

  const syncAdmin = (state: SessionState) => {
    const isAdmin = state.role === 'admin';
    if (isAdmin && !adminRegistered) {
      adminRegistered = true;
      audiences.admins.forEach(register);
    } else if (!isAdmin && adminRegistered) {
      adminRegistered = false;
      audiences.admins.forEach((name) => void unregisterApplication(name));
    }
  };

  audiences.everyone.forEach(register);
  syncAdmin(platform.getSession());
  platform.subscribe((state) => {
    syncAdmin(state);
    void triggerAppChange();
  });
}
