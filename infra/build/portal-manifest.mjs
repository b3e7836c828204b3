// Stamps every build's federation manifest (mf-manifest.json) with `portal`: the platform API version
// (`platformApi`, major.minor, shared-ui's PLATFORM_API_VERSION) and the shared-ui version (`sharedUi`,
// shared-ui/package.json) the app was built against; a remote's screen declarations (`screens`, its
// src/screens.ts as data) and the tables, columns and functions its API definitions use (`data`); the shell's links
// to remotes' screens (`links`: every id; `linkUses`: who uses which, its search kinds and the notifications' screens
// too; shell/src/routing/screen-uses.ts).
// The release check compares a remote's stamps with the shell's and with the other live remotes' screens;
// the shell refuses a remote it cannot run at runtime (section fallback).
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { loadScreens } from '../screens/screens-file.mjs';

const PLATFORM_API_FILE = pathToFileURL(resolve(import.meta.dirname, '../../shared-ui/src/platform/platform-api.ts')).href;

/** shared-ui's `PLATFORM_API_VERSION` (`major.minor`), imported from its module; PORTAL_PLATFORM_API overrides it (tests). */
export async function platformApiVersion() {
  if (process.env.PORTAL_PLATFORM_API) return process.env.PORTAL_PLATFORM_API;
  const mod = await tsImport(PLATFORM_API_FILE, import.meta.url);
  const version = mod.PLATFORM_API_VERSION ?? mod.default?.PLATFORM_API_VERSION;
  if (typeof version !== 'string' || !/^\d+\.\d+$/.test(version))
    throw new Error(`PLATFORM_API_VERSION of ${PLATFORM_API_FILE} is not 'major.minor'`);
  return version;
}

const SHARED_UI_PACKAGE = resolve(import.meta.dirname, '../../shared-ui/package.json');

/** shared-ui's semver (its package.json); PORTAL_SHARED_UI overrides it (tests). */
export function sharedUiVersion() {
  return process.env.PORTAL_SHARED_UI || JSON.parse(readFileSync(SHARED_UI_PACKAGE, 'utf8')).version;
}

/** The shell's uses of remotes' screens (`SCREEN_USES` of shell/src/routing/screen-uses.ts): `links` and `linkUses`. */
async function shellLinks(dir) {
  const mod = await tsImport(`${pathToFileURL(join(dir, 'src/routing/screen-uses.ts')).href}?t=${Date.now()}`, import.meta.url);
  const uses = (mod.SCREEN_USES ?? mod.default?.SCREEN_USES ?? []).map((u) => ({ from: u.from, ids: [...u.ids] }));
  return { links: [...new Set(uses.flatMap((u) => u.ids))], linkUses: uses };
}

const DATA_USAGE_FILE = pathToFileURL(resolve(import.meta.dirname, '../release/data-usage.ts')).href;
const DATABASE_TYPES = resolve(import.meta.dirname, '../../shared-ui/src/platform/database.types.ts');

/** The tables, columns and functions a remote's API definitions use (infra/release/data-usage.ts): `portal.data`. */
async function dataUsage(dir) {
  const mod = await tsImport(DATA_USAGE_FILE, import.meta.url);
  const usage = mod.remoteUsage ?? mod.default?.remoteUsage;
  const generated = mod.generatedTables ?? mod.default?.generatedTables;
  // The remote's own tables (its src/database.types.ts, npm run gen:types -w <remote>) count as well as the platform's.
  return usage(dir, new Set([...generated(DATABASE_TYPES), ...generated(join(dir, 'src/database.types.ts'))]));
}

/** What a build stamps in `portal` of its mf-manifest.json. */
export async function portalStamp(dir, isHost) {
  const stamp = { platformApi: await platformApiVersion(), sharedUi: sharedUiVersion() };
  if (isHost) return { ...stamp, ...(await shellLinks(dir)) };
  const screens = await loadScreens(dir);
  if (!screens) throw new Error(`${dir}/src/screens.ts is missing: every remote declares its screens`);
  return { ...stamp, screens, data: await dataUsage(dir) };
}

export class PortalManifestPlugin {
  /** @param {{ dir: string, isHost: boolean }} o */
  constructor({ dir, isHost }) {
    this.dir = dir;
    this.isHost = isHost;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PortalManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'PortalManifestPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT + 1 },
        async () => {
          const asset = compilation.getAsset('mf-manifest.json');
          if (!asset) return;
          const manifest = JSON.parse(asset.source.source().toString());
          manifest.portal = await portalStamp(this.dir, this.isHost);
          compilation.updateAsset('mf-manifest.json', new sources.RawSource(JSON.stringify(manifest, null, 2)));
        },
      );
    });
  }
}

/**
 * Test-only (PORTAL_RELEASE_MARK=<text>): the remote's `./lifecycles` is wrapped so that the mounted
 * section shows the text, a visible change without touching the remote's sources (release e2e journey).
 * With PORTAL_RELEASE_THROW=1 as well, its mount throws instead (a broken release: canary e2e journey).
 */
export function releaseMark(dir, exposes) {
  const mark = process.env.PORTAL_RELEASE_MARK;
  if (!mark || !exposes?.['./lifecycles']) return null;
  return {
    exposes: { ...exposes, './lifecycles': join(import.meta.dirname, 'release-mark/marked-lifecycles.js') },
    alias: { 'portal-release-mark/original$': resolve(dir, exposes['./lifecycles']) },
    define: {
      'process.env.PORTAL_RELEASE_MARK': JSON.stringify(mark),
      'process.env.PORTAL_RELEASE_THROW': JSON.stringify(process.env.PORTAL_RELEASE_THROW === '1'),
    },
  };
}
