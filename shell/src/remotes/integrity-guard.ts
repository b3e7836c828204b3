import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RemoteName } from 'shared-ui';
import { reportRemoteFailure } from '../telemetry/report-remote-failure';
import { NO_FILE_HASH, sri, type IntegrityIndex } from './integrity-index';

/** A file of a remote's release did not match its recorded SHA-384 (or has none): it was not run. */
export class IntegrityError extends Error {
  constructor(
    readonly remote: RemoteName | null,
    readonly url: string,
    reason: string,
  ) {
    super(`${url} ${reason}; it was not run`);
    this.name = 'IntegrityError';
  }
}

export interface IntegrityGuard {
  /** fetch() that resolves only with bytes matching the URL's recorded hash (IntegrityError otherwise). */
  fetch(url: string, init?: RequestInit): Promise<Response>;
  /** The federation runtime plugin: integrity on the scripts and links it creates, verified manifests. */
  plugin(): ModuleFederationRuntimePlugin;
  /** A script or link of a release failed to load: was it refused for its hash? (reports it if so). */
  diagnose(url: string): Promise<boolean>;
  /** Forgets a verified response (a Retry fetches it again). */
  forget(url: string): void;
}

const crossOrigin = (url: string) => {
  try {
    return new URL(url, location.href).origin !== location.origin;
  } catch {
    return false;
  }
};

/**
 * Fail-closed integrity for remotes: the manifest is fetched, hashed (Web Crypto SHA-384) and compared
 * before anyone reads it; every script and link of a release gets the recorded `integrity` attribute (the
 * browser refuses to run a file that differs: subresource integrity, no eval, no CSP change); a remote's
 * own chunk loader asks the same index (infra/build/chunk-integrity.mjs). A refusal is reported once per
 * file as kind 'integrity'.
 */
export function createIntegrityGuard(index: IntegrityIndex, fetchImpl: typeof fetch = (...args) => fetch(...args)): IntegrityGuard {
  const verified = new Map<string, Promise<{ body: ArrayBuffer; status: number; statusText: string; headers: Headers }>>();
  const reported = new Set<string>();

  const refuse = (url: string, reason: string): IntegrityError => {
    const remote = index.remoteOf(url);
    const error = new IntegrityError(remote, url, reason);
    console.error(`[shell] integrity: ${error.message}`);
    if (!reported.has(url)) {
      reported.add(url);
      const release = remote ? index.releaseOf(remote) : undefined;
      const file = url.replace(/^.*\//, '');
      reportRemoteFailure({
        remote: remote ?? 'unknown',
        kind: 'integrity',
        message: `${file}${release ? ` of release ${release}` : ''} ${reason}`,
      });
    }
    return error;
  };

  const reasonFor = async (url: string, body: ArrayBuffer): Promise<string | null> => {
    const expected = index.expected(url);
    if (expected === '') return null;
    if (expected === NO_FILE_HASH) return 'has no recorded SHA-384';
    return (await sri(body)) === expected ? null : 'does not match its recorded SHA-384';
  };

  const load = async (url: string, init?: RequestInit) => {
    const response = await fetchImpl(url, init);
    const body = await response.arrayBuffer();
    if (response.ok) {
      const reason = await reasonFor(url, body);
      if (reason) throw refuse(url, reason);
    }
    return { body, status: response.status, statusText: response.statusText, headers: response.headers };
  };

  const guard: IntegrityGuard = {
    async fetch(url, init) {
      let entry = verified.get(url);
      if (!entry) {
        entry = load(url, init);
        verified.set(url, entry);
        entry.catch(() => verified.delete(url));
      }
      const { body, status, statusText, headers } = await entry;
      return new Response(body.slice(0), { status, statusText, headers });
    },

    forget: (url) => void verified.delete(url),

    async diagnose(url) {
      try {
        const response = await fetchImpl(url, { cache: 'no-store' });
        if (!response.ok) return false;
        const reason = await reasonFor(url, await response.arrayBuffer());
        if (!reason) return false;
        refuse(url, reason);
        return true;
      } catch {
        return false; // unreachable: a network failure, not an integrity one
      }
    },

    plugin: () => ({
      name: 'portal-integrity',
      createScript({ url, attrs }) {
        const expected = index.expected(url);
        if (expected === '') return undefined;
        const script = document.createElement('script');
        for (const [name, value] of Object.entries(attrs ?? {})) {
          if (name === 'async' || name === 'defer') script[name] = Boolean(value);
          else if (name !== 'integrity' && name !== 'crossorigin') script.setAttribute(name, String(value));
        }
        if (attrs?.type !== 'module') script.type = 'text/javascript';
        if (crossOrigin(url)) script.setAttribute('crossorigin', 'anonymous');
        script.setAttribute('integrity', expected);
        script.src = url;
        return script;
      },
      createLink({ url, attrs }) {
        const expected = index.expected(url);
        if (expected === '') return undefined;
        const link = document.createElement('link');
        for (const [name, value] of Object.entries(attrs ?? {}))
          if (name !== 'integrity' && name !== 'crossorigin') link.setAttribute(name, String(value));
        if (crossOrigin(url)) link.setAttribute('crossorigin', 'anonymous');
        link.setAttribute('integrity', expected);
        link.href = url;
        return link;
      },
      fetch(url, init) {
        if (index.expected(url) === '') return undefined;
        return guard.fetch(url, init);
      },
    }),
  };
  return guard;
}
