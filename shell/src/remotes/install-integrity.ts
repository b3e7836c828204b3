import { registerPlugins } from '@module-federation/enhanced/runtime';
import type { PortalConfig, RemoteName } from 'shared-ui';
import { createIntegrityGuard, type IntegrityGuard } from './integrity-guard';
import { integrityIndex } from './integrity-index';

/** The lookup a released remote's chunk loader calls (infra/build/chunk-integrity.mjs LOOKUP_GLOBAL). */
const LOOKUP_GLOBAL = '__portalIntegrity';

let installed: IntegrityGuard | null = null;

/** The page's guard (null before installIntegrity: nothing of a remote may load then). */
export function integrityGuard(): IntegrityGuard | null {
  return installed;
}

/**
 * Verifies every remote file against the hashes of the release set this page booted with (`config` as
 * loaded at start; a later switch does not change what this page runs): the federation runtime's scripts,
 * links and manifest fetches, the remotes' own chunk loaders (through the lookup global), and a script or
 * link refused by the browser is diagnosed and reported as an integrity failure.
 */
export function installIntegrity(config: PortalConfig, overridden: readonly RemoteName[]): IntegrityGuard {
  const index = integrityIndex(config, overridden);
  const guard = createIntegrityGuard(index);
  Object.defineProperty(window, LOOKUP_GLOBAL, { value: (url: string) => index.expected(url), writable: false, configurable: true });
  registerPlugins([guard.plugin()]);
  // A refused script or link fires `error` on its element (which does not bubble: capture it).
  window.addEventListener(
    'error',
    (event) => {
      const el = event.target;
      if (el instanceof HTMLScriptElement && el.getAttribute('integrity') && el.src) void guard.diagnose(el.src);
      else if (el instanceof HTMLLinkElement && el.getAttribute('integrity') && el.href) void guard.diagnose(el.href);
    },
    true,
  );
  installed = guard;
  return guard;
}
