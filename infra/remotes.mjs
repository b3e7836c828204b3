// The portal's remotes, once: federation name -> package folder (`mfe_credit` is built from `mfe-credit/`), read from
// infra/remotes.json by every tool (jest's projects, the builds' budgets, new-screen, portal-config.json, the
// release tool). Adding a remote: its folder, one line in remotes.json (and its name in shared-ui's `RemoteName`,
// which infra/release/remote-names.test.ts holds to this list). The shell takes the names from portal-config.json.
import { readFileSync } from 'node:fs';

/** @type {Readonly<Record<string, string>>} */
export const REMOTE_PACKAGES = JSON.parse(readFileSync(new URL('./remotes.json', import.meta.url), 'utf8'));

/** The remotes' package folders, in the list's order. */
export const REMOTE_FOLDERS = Object.values(REMOTE_PACKAGES);
