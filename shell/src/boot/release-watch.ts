import type { PortalConfig } from 'shared-ui';
import { loadConfig } from './load-config';

/** How often an open page asks whether the live release set changed (and on becoming visible). */
export const RELEASE_POLL_MS = 5 * 60_000;
/** At most one check per this long (tab switches in a row cost one request). */
export const RELEASE_MIN_GAP_MS = 30_000;

/**
 * The release set of a config: each remote's manifest URL (a release's URL names its release id), by remote name
 * in code-unit order (not localeCompare: its first call builds the ICU collator, 15-45 ms of the boot's main thread).
 */
export function releaseSetKey(config: Pick<PortalConfig, 'remotes'>): string {
  return JSON.stringify(Object.entries(config.remotes ?? {}).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

export interface ReleaseWatch {
  /** True once the live release set differs from the one this page booted with. */
  newVersion(): boolean;
  subscribe(listener: () => void): () => void;
  /** Polls every RELEASE_POLL_MS and when the page becomes visible again; stops once a new version is seen. */
  start(): void;
  /** One check now (throttled to RELEASE_MIN_GAP_MS). */
  check(): Promise<void>;
}

/**
 * Skew-safe sessions: an open page keeps running the release set it booted with (old releases stay
 * served: infra/release README, "Retention"), and learns here that a newer set is live, so it can offer a
 * reload instead of switching code under the user's feet.
 */
export function createReleaseWatch({
  booted,
  load = () => loadConfig(),
  pollMs = RELEASE_POLL_MS,
  minGapMs = RELEASE_MIN_GAP_MS,
  now = () => Date.now(),
  doc = document,
}: {
  booted: Pick<PortalConfig, 'remotes'>;
  load?: () => Promise<Pick<PortalConfig, 'remotes'>>;
  pollMs?: number;
  minGapMs?: number;
  now?: () => number;
  doc?: Document;
}): ReleaseWatch {
  const bootedKey = releaseSetKey(booted);
  const listeners = new Set<() => void>();
  let available = false;
  let last = now();
  let inFlight = false;
  let timer: ReturnType<typeof setInterval> | undefined;

  const onVisible = () => {
    if (doc.visibilityState === 'visible') void watch.check();
  };

  const watch: ReleaseWatch = {
    newVersion: () => available,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start() {
      timer = setInterval(() => void watch.check(), pollMs);
      doc.addEventListener('visibilitychange', onVisible);
    },
    async check() {
      if (available || inFlight || now() - last < minGapMs) return;
      inFlight = true;
      last = now();
      try {
        const live = await load();
        if (releaseSetKey(live) !== bootedKey) {
          available = true;
          clearInterval(timer);
          doc.removeEventListener('visibilitychange', onVisible);
          listeners.forEach((l) => l());
        }
      } catch {
        /* offline or the config is being replaced: the next check tries again */
      } finally {
        inFlight = false;
      }
    },
  };
  return watch;
}
