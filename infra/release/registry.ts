// The registry's rules: what a switch and a rollback do to a remote's live record, and what the shell's
// runtime config is derived from it.
import type { RemoteScreens } from '../../shared-ui/src/screens/screen-declarations';
import {
  PACKAGES,
  remoteOf,
  type LiveRecord,
  type ReleaseMeta,
  type ReleaseStore,
  type RemoteName,
  type RemotePackage,
  type SwitchAction,
} from './types';

/** Keeps the record small: the last switches are enough for App info and for an audit in the store. */
const HISTORY = 50;

/** The record after `id` goes live (`first`/`release`); the live one becomes the newest previous. */
export function switchedRecord(record: LiveRecord | null, pkg: RemotePackage, id: string, action: SwitchAction, at: Date): LiveRecord {
  const now = at.toISOString();
  const from = record?.live ?? null;
  const previous = record ? [record.live, ...record.previous.filter((p) => p !== id && p !== record.live)] : [];
  const history = [...(record?.history ?? []), { at: now, action, from, to: id }].slice(-HISTORY);
  // A switch of live ends a canary (promoted, or replaced by a release for everyone).
  return { remote: remoteOf(pkg), package: pkg, live: id, switchedAt: now, previous, history, canary: null };
}

/** The record after a rollback: the newest previous release goes live again, the rolled-back one is dropped from the list. */
export function rolledBackRecord(record: LiveRecord, at: Date): LiveRecord {
  const [target, ...rest] = record.previous;
  if (!target) throw new Error(`${record.package} has no previous release to roll back to`);
  const now = at.toISOString();
  const history = [...record.history, { at: now, action: 'rollback' as const, from: record.live, to: target }].slice(-HISTORY);
  return { ...record, live: target, switchedAt: now, previous: rest, history };
}

export interface LiveConfig {
  remotes: Partial<Record<RemoteName, string>>;
  /** `integrity`: a release's SHA-384 of each file the shell loads (BROWSER_LOADED), live's and a canary's; see shellIntegrity. */
  releases: Partial<
    Record<
      RemoteName,
      {
        live: string;
        previous: string | null;
        switchedAt: string;
        integrity: Record<string, string>;
        canary?: { id: string; percent: number; manifest: string; integrity: Record<string, string> };
      }
    >
  >;
  /** Each live release's screen declarations: the shell composes the portal's screens from them at boot. */
  screens: Partial<Record<RemoteName, RemoteScreens>>;
}

/** The files a browser loads as code or federation metadata: only those are verified by the shell. */
const BROWSER_LOADED = /(\.m?js|\.css|^mf-manifest\.json)$/;

/**
 * What portal-config.json carries of a release's recorded hashes: those of the files the shell verifies
 * before it runs them (manifest, scripts, styles), so it knows them at boot without another request.
 * Images and the build's reports are left out (never executed; it keeps the config small). A release
 * without recorded hashes gives none: the shell then runs none of its files (fail closed).
 */
export function shellIntegrity(meta: ReleaseMeta | null | undefined): Record<string, string> {
  return Object.fromEntries(Object.entries(meta?.integrity ?? {}).filter(([file]) => BROWSER_LOADED.test(file)));
}

/** Releases are immutable: their release.json is read once per process. */
const metas = new Map<string, Promise<ReleaseMeta | null>>();
export function readReleaseOnce(store: ReleaseStore, pkg: RemotePackage, id: string): Promise<ReleaseMeta | null> {
  const key = `${store.description} ${pkg} ${id}`;
  let meta = metas.get(key);
  if (!meta) {
    meta = store.readRelease(pkg, id);
    metas.set(key, meta);
    void meta.then((m) => m ?? metas.delete(key));
  }
  return meta;
}

/**
 * The `remotes`, `releases` and `screens` parts of portal-config.json, read from the registry on every call
 * (uncached): each live release's manifest URL, live/previous/switchedAt for App info, and each live
 * release's screen declarations (so a switch or a rollback re-derives the portal's screens).
 */
export async function liveConfig(store: ReleaseStore): Promise<LiveConfig> {
  const records = await Promise.all(PACKAGES.map((pkg) => store.readRecord(pkg)));
  const out: LiveConfig = { remotes: {}, releases: {}, screens: {} };
  const live = await Promise.all(records.map((r) => (r ? readReleaseOnce(store, r.package, r.live) : null)));
  for (const [i, record] of records.entries()) {
    if (!record) continue;
    const screens = live[i]?.screens;
    if (screens) out.screens[record.remote] = screens;
    out.remotes[record.remote] = `${store.releaseUrl(record.package, record.live)}mf-manifest.json`;
    out.releases[record.remote] = {
      live: record.live,
      previous: record.previous[0] ?? null,
      switchedAt: record.switchedAt,
      integrity: shellIntegrity(live[i]),
    };
    // A canary's manifest is listed next to live; who loads it is decided by the database (release_assignment).
    if (record.canary) {
      const canaryMeta = await readReleaseOnce(store, record.package, record.canary.id);
      out.releases[record.remote]!.canary = {
        id: record.canary.id,
        percent: record.canary.percent,
        manifest: `${store.releaseUrl(record.package, record.canary.id)}mf-manifest.json`,
        integrity: shellIntegrity(canaryMeta),
      };
    }
  }
  return out;
}
