import type { PortalConfig, RemoteName } from 'shared-ui';

/**
 * A syntactically valid SHA-384 that no file has (48 zero bytes): the integrity given to a file with no
 * recorded hash, so the browser refuses it. (An unparsable value would switch the check off.) Same value in
 * infra/build/chunk-integrity.mjs, which fails closed with it inside a remote's chunk loader.
 */
export const NO_FILE_HASH = `sha384-${'A'.repeat(64)}`;

/** What portal-config.json carries per release besides PortalConfig: its files' SHA-384 (infra/release liveConfig). */
type WithIntegrity = {
  releases?: Partial<
    Record<
      RemoteName,
      { live?: string; integrity?: Record<string, string>; canary?: { manifest?: string; integrity?: Record<string, string> } }
    >
  >;
};

export interface IntegrityIndex {
  /**
   * The `integrity` a file must have before it runs: its recorded `sha384-...` for a file of a release the
   * page booted with, '' for a file of a development override (a local dev build: not verified), and
   * NO_FILE_HASH for any other URL (fail closed).
   */
  expected(url: string): string;
  /** Which remote a URL belongs to (a release's folder or a dev override's), null for any other URL. */
  remoteOf(url: string): RemoteName | null;
  /** The release id of a remote's booted release (for messages), when known. */
  releaseOf(remote: RemoteName): string | undefined;
}

const folderOf = (url: string, base: string) => new URL('.', new URL(url, base)).href;
const absolute = (url: string, base: string) => {
  const u = new URL(url, base);
  u.hash = '';
  return u.href;
};

/**
 * The hashes of the release set the page booted with (the config it loaded at start): a release's files
 * live under its manifest's folder, each with its recorded SHA-384. `overridden`: remotes loaded from a
 * development server (applyDevOverrides), left unverified.
 */
export function integrityIndex(
  config: PortalConfig,
  overridden: readonly RemoteName[] = [],
  base = globalThis.location?.href ?? 'http://localhost/',
): IntegrityIndex {
  const hashes = new Map<string, string>();
  const folders: [string, RemoteName, boolean][] = [];
  const releases = (config as PortalConfig & WithIntegrity).releases ?? {};
  const add = (name: RemoteName, manifestUrl: string, integrity: Record<string, string> | undefined, dev: boolean) => {
    let folder: string;
    try {
      folder = folderOf(manifestUrl, base);
    } catch {
      return;
    }
    folders.push([folder, name, dev]);
    if (dev) return;
    for (const [file, hash] of Object.entries(integrity ?? {})) hashes.set(absolute(file, folder), hash);
  };
  for (const [name, manifestUrl] of Object.entries(config.remotes) as [RemoteName, string][]) {
    const dev = overridden.includes(name);
    add(name, manifestUrl, releases[name]?.integrity, dev);
    // A running canary's files, for the users the database assigns to it (release-choice.ts).
    const canary = releases[name]?.canary;
    if (!dev && canary?.manifest) add(name, canary.manifest, canary.integrity, false);
  }
  const folderFor = (url: string) => {
    let abs: string;
    try {
      abs = absolute(url, base);
    } catch {
      return null;
    }
    return folders.find(([folder]) => abs.startsWith(folder)) ?? null;
  };
  return {
    expected(url) {
      try {
        const known = hashes.get(absolute(url, base));
        if (known) return known;
      } catch {
        return NO_FILE_HASH;
      }
      return folderFor(url)?.[2] ? '' : NO_FILE_HASH;
    },
    remoteOf: (url) => folderFor(url)?.[1] ?? null,
    releaseOf: (remote) => releases[remote]?.live,
  };
}

/** `sha384-<base64>` of some bytes (Web Crypto; what an `integrity` attribute holds). */
export async function sri(bytes: ArrayBuffer | Uint8Array): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-384', bytes as BufferSource));
  let binary = '';
  for (const byte of digest) binary += String.fromCharCode(byte);
  return `sha384-${btoa(binary)}`;
}
