// Stamps every build's federation manifest (mf-manifest.json) with `portal.platformApi`: the platform API
// version (major.minor, shared-ui's PLATFORM_API_VERSION) the app was built against. The release check
// compares a remote's stamp with the shell's, and the shell refuses a remote of another major at runtime.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const PLATFORM_API_FILE = resolve(import.meta.dirname, '../../shared-ui/src/platform/platform-api.ts');

/** The `major.minor` in `export const PLATFORM_API_VERSION = '1.0'`; PORTAL_PLATFORM_API overrides it (tests). */
export function platformApiVersion(source = readFileSync(PLATFORM_API_FILE, 'utf8')) {
  if (process.env.PORTAL_PLATFORM_API) return process.env.PORTAL_PLATFORM_API;
  const match = /PLATFORM_API_VERSION\s*=\s*'(\d+\.\d+)'/.exec(source);
  if (!match) throw new Error(`no PLATFORM_API_VERSION = 'major.minor' in ${PLATFORM_API_FILE}`);
  return match[1];
}

export class PortalManifestPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PortalManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PortalManifestPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT + 1 }, () => {
        const asset = compilation.getAsset('mf-manifest.json');
        if (!asset) return;
        const manifest = JSON.parse(asset.source.source().toString());
        manifest.portal = { platformApi: platformApiVersion() };
        compilation.updateAsset('mf-manifest.json', new sources.RawSource(JSON.stringify(manifest, null, 2)));
      });
    });
  }
}

/**
 * Test-only (PORTAL_RELEASE_MARK=<text>): the remote's `./lifecycles` is wrapped so that the mounted
 * section shows the text, a visible change without touching the remote's sources (release e2e journey).
 */
export function releaseMark(dir, exposes) {
  const mark = process.env.PORTAL_RELEASE_MARK;
  if (!mark || !exposes?.['./lifecycles']) return null;
  return {
    exposes: { ...exposes, './lifecycles': join(import.meta.dirname, 'release-mark/marked-lifecycles.js') },
    alias: { 'portal-release-mark/original$': resolve(dir, exposes['./lifecycles']) },
    define: { 'process.env.PORTAL_RELEASE_MARK': JSON.stringify(mark) },
  };
}
