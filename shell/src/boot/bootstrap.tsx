import { createClient } from '@supabase/supabase-js';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { start } from 'single-spa';
import type { Database, PortalConfig, RemoteName } from 'shared-ui';
import { App } from '../layout/App';
import { createPlatform } from '../platform/create-platform';
import { installFederationErrorReporting } from '../remotes/federation';
import { installIntegrity } from '../remotes/install-integrity';
import { afterInteractive } from '../platform/after-interactive';
import { navGroups } from '../layout/sidebar/sidebar-items';
import { preloadRemotesOf } from '../remotes/preload-screens';
import { registerPortalRemotes, releaseBases, releaseOnPage, swapRemote } from '../remotes/register-remotes';
import { initReleaseReporting, installRejectionReporting } from '../telemetry/report-remote-failure';
import { enforceGuard } from '../routing/enforce-guard';
import { createSessionStore } from '../session/session-store';
import { loadConfig } from './load-config';
import { renderBootError } from './boot-error';
import { createReleaseWatch } from './release-watch';
import './provide-shared';

/**
 * The dev loop's overrides (`?devOverride=`), where the config allows them (`DEV_OVERRIDES=true`, never on a
 * production host): their code is fetched only then. A new build of an overridden remote is swapped in place; the
 * page reloads if that fails.
 */
async function devOverrides(loaded: PortalConfig): Promise<{ config: PortalConfig; overridden: RemoteName[] }> {
  if (!loaded.devOverrides) return { config: loaded, overridden: [] };
  const dev = await import(/* webpackChunkName: "lazy-dev-overrides" */ './dev-overrides');
  const applied = dev.applyDevOverrides(loaded);
  dev.watchDevBuilds(applied.config, applied.overridden, (name) => void swapRemote(name).catch(() => window.location.reload()));
  return applied;
}

async function boot(): Promise<void> {
  const element = document.getElementById('root');
  if (!element) throw new Error('#root is missing');
  let loaded;
  try {
    loaded = await loadConfig();
  } catch (error) {
    renderBootError(element, error);
    return;
  }
  const { config, overridden } = await devOverrides(loaded);
  // Every remote file this page runs must match the hashes of the release set it booted with.
  installIntegrity(config, overridden);
  // The page keeps that release set; it offers a reload once another is live.
  const releaseWatch = createReleaseWatch({ booted: loaded });
  // The one supabase client of the page, typed with the migrations' schema; remotes receive it through the platform API.
  // PKCE: OAuth codes and e-mailed links come back as ?code=, useless without this browser's verifier.
  const supabase = createClient<Database>(config.apiUrl, config.anonKey, { auth: { flowType: 'pkce' } });
  const sessions = createSessionStore(supabase);
  const platform = createPlatform(supabase, sessions, config);
  // postgrest-js (behind supabase-js's `rest`, platform/supabase/postgrest-stand-in.ts): a signed-in first screen asks
  // the database at once, so it comes now, beside the remote; a signed-out one gets it once idle.
  const loadPostgrestJs = () =>
    void (supabase as unknown as { rest: { preload?(): Promise<void> } }).rest.preload?.().catch(() => undefined);
  void sessions.ready.then(() => platform.getSession().user && loadPostgrestJs());

  // The frame renders in a transition, in slices between which the browser runs (not inside this task, the boot's
  // longest); single-spa starts once it is committed, since it mounts remotes into the frame's content area.
  const frameCommitted = new Promise<void>((committed) => {
    const root = createRoot(element);
    startTransition(() => root.render(<App platform={platform} releaseWatch={releaseWatch} onCommitted={committed} />));
  });

  installFederationErrorReporting();
  // Failures and sessions per remote and release, to the database (signed-in users only).
  initReleaseReporting({
    rpc: (fn, args) => supabase.rpc(fn, args as never),
    signedIn: () => !!platform.getSession().user,
    releaseOf: releaseOnPage,
    screenNow: () => platform.screens.screenFor(window.location.pathname, platform.getSession().role)?.id,
  });
  installRejectionReporting(releaseBases);
  registerPortalRemotes(platform);
  await Promise.all([sessions.ready, frameCommitted]);
  enforceGuard(platform);
  start({ urlRerouteOnly: true });
  releaseWatch.start();
  // The sidebar's other remotes and the database client, once the first screen is up and the page idle: a click on
  // any (or a sign-in) needs no fetch of them.
  void afterInteractive().then(() => {
    loadPostgrestJs();
    // auth-js's client (platform/supabase/auth-client-stand-in.ts): the first screen read the stored session without it.
    void (supabase.auth as unknown as { preload?(): Promise<void> }).preload?.().catch(() => undefined);
    return preloadRemotesOf(
      platform,
      navGroups(platform.screens, platform.getSession().role).flatMap((group) => group.items.map((item) => item.path)),
    );
  });
}

void boot();
