// What the portal's scripts (infra/scripts/portal.mjs) use of the release machinery.
export { localStore, openStore, releaseEnv } from './open-store';
export { ensureLiveReleases, migrateLiveRemotes, readShellFacts, withServedStore, describeReleases } from './commands';
export { dbMigrations } from './migration-db';
export { canaryDb } from './canary-db';
export { liveConfig } from './registry';
