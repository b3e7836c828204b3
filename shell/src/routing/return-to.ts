import type { PlatformApi } from 'shared-ui';
import { RETURN_TO_KEY } from './return-to-key';

/**
 * The deep link a signed-out visitor opened (a notification e-mail's `/?notification=<id>`, a bookmark): kept in
 * this tab while they sign in, then opened once. Only a path of this origin is kept (never `//host`, `\`, a
 * scheme or control characters), and only for 30 minutes.
 */
const KEY = RETURN_TO_KEY;
const MAX_AGE_MS = 30 * 60 * 1000;

/** `value` if it is a path of this origin (with its query and hash), else null. */
export function sameOriginPath(value: string, origin: string): string | null {
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\') || [...value].some((c) => c.charCodeAt(0) < 32)) {
    return null;
  }
  try {
    const url = new URL(value, origin);
    return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}

export function rememberReturnTo(storage: Storage, path: string, origin: string, now = Date.now()): void {
  const safe = sameOriginPath(path, origin);
  try {
    if (safe && safe !== '/') storage.setItem(KEY, JSON.stringify({ path: safe, at: now }));
  } catch {
    // storage refused: the reader lands on home, as before
  }
}

/** The kept path (once: it is removed), if still fresh and safe. */
export function takeReturnTo(storage: Storage, origin: string, now = Date.now()): string | null {
  try {
    const raw = storage.getItem(KEY);
    if (raw === null) return null;
    storage.removeItem(KEY);
    const kept = JSON.parse(raw) as { path?: unknown; at?: unknown };
    if (typeof kept.path !== 'string' || typeof kept.at !== 'number' || now - kept.at > MAX_AGE_MS || now < kept.at) return null;
    return sameOriginPath(kept.path, origin);
  } catch {
    return null;
  }
}

/** Keeps the address a signed-out visitor opened (the guard calls it as it sends them to sign in). */
export function keepDeepLink(path: string): void {
  rememberReturnTo(window.sessionStorage, path, window.location.origin);
}

/** Opens the kept address once (the guard calls it when a signed-in reader lands on `/`). */
export function openKeptDeepLink(platform: Pick<PlatformApi, 'navigate'>): void {
  const back = takeReturnTo(window.sessionStorage, window.location.origin);
  const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
  if (back && back !== here) platform.navigate(back, { replace: true });
}

/** What the guard does with a deep link: keeps the one it is sending to sign in (`deepLink`), or opens the kept one. */
export function followGuard(platform: Pick<PlatformApi, 'navigate'>, deepLink: string | null): void {
  if (deepLink) keepDeepLink(deepLink);
  else openKeptDeepLink(platform);
}
