import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { LifeCycles } from 'single-spa';
import type { RemoteName, RemoteProps } from 'shared-ui';
import { integrityGuard } from './install-integrity';
import { assertRemoteCompatible } from './remote-compat';

type RemoteLifecycles = LifeCycles<RemoteProps & { domElement: HTMLElement }>;

const registered = new Set<RemoteName>();

/** Reports every failed remote load once in the console; the caller shows the fallback and offers Retry. */
export function installFederationErrorReporting(): void {
  registerPlugins([
    {
      name: 'portal-remote-errors',
      errorLoadRemote({ id, error }) {
        console.warn(`[shell] could not load ${id}:`, error);
        return undefined; // no fail-over module: loadRemote rejects and the shell's fallback takes over
      },
    },
  ]);
}

/**
 * Tells the federation runtime where a remote's manifest is (nothing is fetched until it is loaded): its
 * live release's, or its canary's (release-choice.ts). A page keeps the release it registered first.
 */
export function registerFederatedRemote(name: RemoteName, entry: string): void {
  if (registered.has(name)) return;
  registerRemotes([{ name, entry }]);
  registered.add(name);
}

/**
 * Loads a remote's `./lifecycles`, unless its manifest declares a platform API this shell cannot run
 * (IncompatibleRemoteError: the section shows the fallback with that reason). A Retry (`attempt` > 0) re-registers the remote with `force`, which
 * drops the runtime's cached manifest, entry and module state so everything is fetched again.
 */
export async function loadLifecycles(name: RemoteName, entry: string, attempt: number): Promise<RemoteLifecycles> {
  const guard = integrityGuard();
  // Fail closed: no remote code without the integrity guard (installed at boot, before any remote loads).
  if (!guard) throw new Error(`${name}: remote files cannot be verified (integrity not installed)`);
  if (attempt > 0) guard.forget(entry);
  // The manifest is read only once it matches its recorded hash (IntegrityError: the section's fallback).
  await assertRemoteCompatible(name, entry, (url) => guard.fetch(url));
  if (attempt > 0) registerRemotes([{ name, entry }], { force: true });
  const lifecycles = await loadRemote<RemoteLifecycles>(`${name}/lifecycles`);
  if (!lifecycles || typeof lifecycles.mount !== 'function') throw new Error(`${name}/lifecycles exports no lifecycles`);
  return lifecycles;
}
