// The release store's vocabulary: an immutable release, the live record of a remote, the store interface.
import type { RemoteScreens } from '../../shared-ui/src/screens/screen-declarations';

import type { DataUsage } from './data-usage';
import REMOTES from '../remotes.json';

/** Federation names of the remotes and their packages (`mfe_credit` is built from `mfe-credit/`): infra/remotes.json. */
export const REMOTE_PACKAGES: Readonly<typeof REMOTES> = REMOTES;
export type RemoteName = keyof typeof REMOTE_PACKAGES;
export type RemotePackage = (typeof REMOTE_PACKAGES)[RemoteName];
export const PACKAGES = Object.values(REMOTE_PACKAGES) as RemotePackage[];

export function remoteOf(pkg: string): RemoteName {
  const found = (Object.keys(REMOTE_PACKAGES) as RemoteName[]).find((name) => REMOTE_PACKAGES[name] === pkg);
  if (!found) throw new Error(`${pkg} is not a remote (one of ${PACKAGES.join(', ')})`);
  return found;
}

/** `release.json`, published with (and next to) a release's files; never changed afterwards. */
export interface ReleaseMeta {
  /** `<version>-<content hash>-<UTC time>`, e.g. `0.1.0-3fa2c91b-20261122T214455Z`. */
  id: string;
  remote: RemoteName;
  package: RemotePackage;
  /** The package.json version it was built from. */
  version: string;
  /** First 8 hex of the SHA-256 over every file's path and bytes. */
  contentHash: string;
  createdAt: string;
  /** `portal.platformApi` of its manifest (major.minor), null when it declares none. */
  platformApi: string | null;
  /** `portal.sharedUi` of its manifest: the shared-ui version it was built against (null: none declared). */
  sharedUi?: string | null;
  /** `portal.screens` of its manifest: its screen declarations (src/screens.ts), composed by the shell when live. */
  screens?: RemoteScreens | null;
  /**
   * `portal.data` of its manifest: the tables (columns) and functions its typed calls use (data-usage.ts); the
   * migration check refuses to drop or rename any of them while this release runs. Null: not recorded (releases
   * before usage was stamped: they count as using nothing).
   */
  data?: DataUsage | null;
  /** Every file of the build, relative paths with `/`. */
  files: string[];
  /**
   * The SHA-384 of every file (`sha384-<base64>`, subresource-integrity syntax), recorded at publish: the
   * check refuses a release whose served files differ, the shell runs no file of it that differs. Absent on
   * releases published before integrity was recorded: those fail the check (release again).
   */
  integrity?: Record<string, string>;
}

export type SwitchAction = 'first' | 'release' | 'rollback' | 'promote';

export interface SwitchEvent {
  at: string;
  action: SwitchAction;
  from: string | null;
  to: string;
}

/** The registry's record of one remote: what is live, what was live before (newest first), every switch. */
export interface LiveRecord {
  remote: RemoteName;
  package: RemotePackage;
  live: string;
  switchedAt: string;
  previous: string[];
  history: SwitchEvent[];
  /**
   * The remote's canary (`npm run release -- --canary <percent>`): served next to live to the share of
   * signed-in users the database assigns to it (release_assignment); null or absent: none.
   */
  canary?: CanaryRecord | null;
}

export interface CanaryRecord {
  id: string;
  percent: number;
  startedAt: string;
}

/**
 * Where releases and the registry live. One implementation per target (store-folder.ts, store-supabase.ts):
 * adding a target is one file implementing this and one line in open-store.ts.
 */
export interface ReleaseStore {
  /** For messages: `folder /path` or `supabase https://... bucket portal-releases`. */
  readonly description: string;
  /** The URL (ending in `/`) under which a release's files are served to browsers. */
  releaseUrl(pkg: RemotePackage, id: string): string;
  /** Uploads every file of `dir` plus `release.json`; refuses an id that exists (releases are immutable). */
  publish(pkg: RemotePackage, dir: string, meta: ReleaseMeta): Promise<void>;
  /** Every published release of a remote, oldest first. */
  list(pkg: RemotePackage): Promise<ReleaseMeta[]>;
  /** One release's release.json (null: no such release). */
  readRelease(pkg: RemotePackage, id: string): Promise<ReleaseMeta | null>;
  readRecord(pkg: RemotePackage): Promise<LiveRecord | null>;
  /** Replaces the record in one atomic step: a reader sees the old record or the new one. */
  writeRecord(pkg: RemotePackage, record: LiveRecord): Promise<void>;
  /**
   * A store that serves portal-config.json itself (Supabase Storage): makes sure, before anything is published,
   * that it can write it at the switch (the bucket, and portal-config.base.json, generated from the environment
   * when missing); throws naming what is missing. Returns what it made, for the log.
   */
  prepareConfig?(): Promise<string[]>;
  /** Writes portal-config.json from the base and the live releases (throws when it cannot: never skipped silently). */
  publishConfig?(live: object): Promise<void>;
}
