// The check before a release goes live: its manifest is served and valid, every file it lists (and every
// file of the release) is reachable, it exposes ./lifecycles, its shared dependencies are satisfiable by
// the shell's singletons, the shell accepts the platform API version it declares, and it was built with the
// shell's major of module federation (a remote runs on the shell's federation runtime: `externalRuntime`),
// the shell's shared-ui provides what it was built against (same major, not a newer minor), and its screens
// compose with the other live remotes' (compositionProblems: no id or path clash, every link declared).
// With the release's recorded hashes (`integrity`), every served file must match its SHA-384 too.
import type { DataUsage } from './data-usage';
import { platformApiAccepts } from '../../shared-ui/src/platform/platform-api';
import { sharedUiAccepts } from '../../shared-ui/src/platform/shared-ui-version';
import type { RemoteScreens } from '../../shared-ui/src/screens/screen-declarations';
import { compositionProblems } from '../../shared-ui/src/screens/screen-table';
import { sri } from './release-id';

/** The slice of an mf-manifest.json the check reads. */
export interface FederationManifest {
  name?: string;
  metaData?: { remoteEntry?: { name?: string; path?: string }; pluginVersion?: string };
  shared?: { name: string; version: string; singleton?: boolean; assets?: Assets }[];
  exposes?: { path: string; assets?: Assets }[];
  portal?: {
    platformApi?: string;
    sharedUi?: string;
    screens?: RemoteScreens;
    data?: DataUsage;
    links?: string[];
    linkUses?: LinkUse[];
  };
}
/** Who in the shell uses which screen ids (its links, its search kinds, the notifications it opens). */
export interface LinkUse {
  from: string;
  ids: string[];
}
type Assets = Partial<Record<'js' | 'css', { sync?: string[]; async?: string[] }>>;

/** What the running shell provides: its platform API version and its shared singletons (name -> version). */
export interface ShellFacts {
  platformApi: string;
  shared: Record<string, string>;
  /** The module federation version the shell was built with (its runtime-core runs every remote). */
  federation?: string;
  /** The shared-ui version the shell provides (its build's `portal.sharedUi`). */
  sharedUi?: string;
  /** The remotes' screens the shell links to (its build's `portal.links`). */
  links?: string[];
  /** The same by use (its build's `portal.linkUses`: the shell, each search kind, each notification kind). */
  linkUses?: LinkUse[];
}

export function shellFacts(manifest: FederationManifest): ShellFacts {
  if (!manifest.portal?.platformApi) throw new Error("the shell's mf-manifest.json declares no portal.platformApi (rebuild the shell)");
  return {
    platformApi: manifest.portal.platformApi,
    shared: Object.fromEntries((manifest.shared ?? []).map((s) => [s.name, s.version])),
    federation: manifest.metaData?.pluginVersion,
    sharedUi: manifest.portal.sharedUi,
    links: manifest.portal.links,
    linkUses: manifest.portal.linkUses,
  };
}

const semver = (v: string) => /^(\d+)\.(\d+)\.(\d+)/.exec(v)?.slice(1).map(Number) ?? null;

/** Caret compatibility (what `requiredVersion: ^x.y.z` accepts): same major; for 0.x, same minor. */
export function sameLine(provided: string, wanted: string): boolean {
  const p = semver(provided);
  const w = semver(wanted);
  if (!p || !w) return false;
  return p[0] === w[0] && (p[0] !== 0 || p[1] === w[1]);
}

function assetFiles(assets: Assets | undefined): string[] {
  return (['js', 'css'] as const).flatMap((k) => [...(assets?.[k]?.sync ?? []), ...(assets?.[k]?.async ?? [])]);
}

export interface CheckInput {
  /** The served manifest of the release (`.../<id>/mf-manifest.json`). */
  manifestUrl: string;
  shell: ShellFacts;
  /** Every file of the release (release.json); each must be reachable too. */
  files?: string[];
  fetchImpl?: typeof fetch;
  /**
   * The release's recorded SHA-384 per file (release.json `integrity`): each served file must match, and a
   * file without one is refused (the shell would not run it). Omitted: bytes are not compared.
   */
  integrity?: Record<string, string>;
  /** The live remotes' screen declarations (the release's own replace its remote's). */
  liveScreens?: readonly RemoteScreens[];
}

/** Problems found (empty: the release may go live). Never throws for a broken release. */
export async function checkRelease({
  manifestUrl,
  shell,
  files = [],
  fetchImpl = fetch,
  integrity,
  liveScreens,
}: CheckInput): Promise<string[]> {
  const problems: string[] = [];
  let manifest: FederationManifest;
  try {
    const response = await fetchImpl(manifestUrl, { cache: 'no-store' });
    if (!response.ok) return [`manifest not served: ${manifestUrl} answered HTTP ${response.status}`];
    manifest = (await response.json()) as FederationManifest;
  } catch (error) {
    return [`manifest not served or not JSON: ${manifestUrl} (${(error as Error).message})`];
  }
  const entry = manifest.metaData?.remoteEntry;
  if (!manifest.name || !entry?.name || !Array.isArray(manifest.exposes) || !Array.isArray(manifest.shared)) {
    return ['manifest is not a valid federation manifest (name, metaData.remoteEntry, exposes and shared are required)'];
  }

  const lifecycles = manifest.exposes.find((e) => e.path === './lifecycles');
  if (!lifecycles)
    problems.push(`it does not expose ./lifecycles (exposes: ${manifest.exposes.map((e) => e.path).join(', ') || 'nothing'})`);

  const declared = manifest.portal?.platformApi;
  if (!declared) problems.push('it declares no platform API version (portal.platformApi in mf-manifest.json)');
  else if (!platformApiAccepts(shell.platformApi, declared)) {
    problems.push(
      `it was built for platform API ${declared}; the shell provides ${shell.platformApi} (same major and an equal or older minor required)`,
    );
  }

  const sharedUi = manifest.portal?.sharedUi;
  if (shell.sharedUi && sharedUi && !sharedUiAccepts(shell.sharedUi, sharedUi)) {
    problems.push(
      `it was built against shared-ui ${sharedUi}; the live shell provides shared-ui ${shell.sharedUi} (same major and an equal or older minor required: release the shell first)`,
    );
  }

  if (liveScreens) problems.push(...screenProblems(manifest, shell, liveScreens));

  const federation = manifest.metaData?.pluginVersion;
  if (shell.federation && !sameLine(shell.federation, federation ?? '')) {
    problems.push(
      `it was built with module federation ${federation ?? '(unknown)'}; the shell's federation runtime is ${shell.federation} (same major required)`,
    );
  }

  for (const dep of manifest.shared) {
    const provided = shell.shared[dep.name];
    if (provided && !sameLine(provided, dep.version)) {
      problems.push(
        `it shares ${dep.name} ${dep.version}, which the shell's singleton ${dep.name} ${provided} cannot satisfy (another major)`,
      );
    }
  }

  const base = new URL('.', manifestUrl);
  const listed = [
    `${entry.path ? `${entry.path.replace(/\/$/, '')}/` : ''}${entry.name}`,
    ...manifest.exposes.flatMap((e) => assetFiles(e.assets)),
    ...manifest.shared.flatMap((s) => assetFiles(s.assets)),
    ...files,
  ];
  const unique = [...new Set(listed)];
  const missing: string[] = [];
  const tampered: string[] = [];
  const unrecorded: string[] = [];
  for (let i = 0; i < unique.length; i += 8) {
    await Promise.all(
      unique.slice(i, i + 8).map(async (file) => {
        try {
          const response = await fetchImpl(new URL(file, base), { method: 'GET', cache: 'no-store' });
          const bytes = Buffer.from(await response.arrayBuffer());
          if (!response.ok) missing.push(`${file} (HTTP ${response.status})`);
          else if (integrity && !integrity[file]) unrecorded.push(file);
          else if (integrity && sri(bytes) !== integrity[file]) tampered.push(file);
        } catch (error) {
          missing.push(`${file} (${(error as Error).message})`);
        }
      }),
    );
  }
  if (missing.length) problems.push(`files not reachable: ${missing.sort().join(', ')}`);
  if (tampered.length) problems.push(`files do not match their recorded SHA-384 (changed after publishing): ${tampered.sort().join(', ')}`);
  if (unrecorded.length) {
    problems.push(
      `files without a recorded SHA-384 (the shell would not run them; a release published before integrity: release it again): ${unrecorded.sort().join(', ')}`,
    );
  }
  return problems;
}

/**
 * Why the release's screens do not compose with the other live remotes' (a path or id another remote owns,
 * a screen dropped that another remote or the shell links to, a link to a screen nobody declares). Only what
 * the release would change counts: a problem the live table already has is not this release's.
 */
function screenProblems(manifest: FederationManifest, shell: ShellFacts, liveScreens: readonly RemoteScreens[]): string[] {
  const own = manifest.portal?.screens;
  if (!own || own.remote !== manifest.name || !Array.isArray(own.screens)) {
    return [`it declares no screens of ${manifest.name} (portal.screens in mf-manifest.json: rebuild it with its src/screens.ts)`];
  }
  const shellLinks = shell.linkUses ?? (shell.links ? [{ from: 'the shell', ids: shell.links }] : []);
  const before = new Set(compositionProblems(liveScreens, shellLinks));
  const composed = [...liveScreens.filter((d) => d.remote !== own.remote), own];
  return compositionProblems(composed, shellLinks).filter((p) => !before.has(p));
}
