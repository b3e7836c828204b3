import { PLATFORM_API_VERSION, platformApiAccepts, SHARED_UI_VERSION, sharedUiAccepts, type RemoteName } from 'shared-ui';

/** A remote built for a platform API or a shared-ui this shell cannot run (another major, or a newer minor). */
export class IncompatibleRemoteError extends Error {
  constructor(
    readonly remote: RemoteName,
    readonly declared: string,
    what: 'platform API' | 'shared-ui' = 'platform API',
  ) {
    super(
      what === 'platform API'
        ? `This section was built for platform API ${declared}; this portal provides ${PLATFORM_API_VERSION}.`
        : `This section was built against shared-ui ${declared}; this portal provides shared-ui ${SHARED_UI_VERSION} (the portal's shell must be released first).`,
    );
    this.name = 'IncompatibleRemoteError';
  }
}

/**
 * Reads the platform API and shared-ui versions a remote declares in its manifest (`portal.platformApi`,
 * `portal.sharedUi`, stamped by its build) before any of its code runs. A manifest that cannot be read is left
 * to the federation runtime, which reports the load failure itself.
 */
export async function assertRemoteCompatible(
  name: RemoteName,
  manifestUrl: string,
  fetchManifest: (url: string) => Promise<Response> = (url) => fetch(url),
): Promise<void> {
  let portal: { platformApi?: unknown; sharedUi?: unknown } | undefined;
  let response: Response;
  try {
    response = await fetchManifest(manifestUrl);
  } catch (error) {
    if (error instanceof Error && error.name === 'IntegrityError') throw error; // never read: the section's fallback
    return;
  }
  try {
    if (!response.ok) return;
    portal = ((await response.json()) as { portal?: { platformApi?: unknown; sharedUi?: unknown } }).portal;
  } catch {
    return;
  }
  const { platformApi, sharedUi } = portal ?? {};
  if (typeof platformApi === 'string' && !platformApiAccepts(PLATFORM_API_VERSION, platformApi))
    throw new IncompatibleRemoteError(name, platformApi);
  if (typeof sharedUi === 'string' && !sharedUiAccepts(SHARED_UI_VERSION, sharedUi))
    throw new IncompatibleRemoteError(name, sharedUi, 'shared-ui');
}
