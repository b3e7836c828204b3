import { PLATFORM_API_VERSION, platformApiAccepts, type PlatformApi } from './platform-api';

/** True when `value` looks like a platform API this build runs on (same major, same or newer minor). */
export function isCompatiblePlatform(value: unknown): value is PlatformApi {
  if (typeof value !== 'object' || value === null) return false;
  const p = value as Partial<PlatformApi>;
  return (
    platformApiAccepts(p.version, PLATFORM_API_VERSION) &&
    typeof p.getSession === 'function' &&
    typeof p.subscribe === 'function' &&
    typeof p.navigate === 'function' &&
    typeof p.toast === 'function' &&
    typeof p.signOut === 'function' &&
    typeof p.supabase === 'object' &&
    typeof p.config === 'object'
  );
}

/** Throws a clear error (caught by the remote's error boundary) when the shell's platform API does not match. */
export function assertCompatiblePlatform(value: unknown): asserts value is PlatformApi {
  if (!isCompatiblePlatform(value)) {
    const got = typeof value === 'object' && value !== null ? (value as { version?: unknown }).version : undefined;
    throw new Error(
      `Platform API version ${String(got)} does not match the expected version ${PLATFORM_API_VERSION} (same major, same or newer minor).`,
    );
  }
}
