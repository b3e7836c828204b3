import { PLATFORM_API_VERSION, platformApiAccepts, type RemoteName } from 'shared-ui';

/** A remote built for a platform API this shell cannot run (another major, or a newer minor). */
export class IncompatibleRemoteError extends Error {
  constructor(
    readonly remote: RemoteName,
    readonly declared: string,
  ) {
    super(`This section was built for platform API ${declared}; this portal provides ${PLATFORM_API_VERSION}.`);
    this.name = 'IncompatibleRemoteError';
  }
}

/**
 * Reads the platform API version a remote declares in its manifest (`portal.platformApi`, stamped by its
 * build) before any of its code runs. A manifest that cannot be read is left to the federation runtime,
 * which reports the load failure itself.
 */
export async function assertRemoteCompatible(name: RemoteName, manifestUrl: string): Promise<void> {
  let declared: unknown;
  try {
    const response = await fetch(manifestUrl);
    if (!response.ok) return;
    declared = ((await response.json()) as { portal?: { platformApi?: unknown } }).portal?.platformApi;
  } catch {
    return;
  }
  if (typeof declared === 'string' && !platformApiAccepts(PLATFORM_API_VERSION, declared)) throw new IncompatibleRemoteError(name, declared);
}
