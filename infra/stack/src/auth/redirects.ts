import type { StackConfig } from '../config';

function parse(url: string): URL | undefined {
  try {
    return new URL(url);
  } catch {
    return undefined;
  }
}

/** Does `candidate` match an allow-list entry (an origin, or a URL prefix, optionally ending in `*`)? */
function matches(candidate: URL, entry: string): boolean {
  const prefix = entry.endsWith('*') ? entry.slice(0, -1).replace(/\*+$/, '') : entry;
  const parsed = parse(prefix);
  if (!parsed) return false;
  if (parsed.origin !== candidate.origin) return false;
  if (parsed.pathname === '/' && !entry.endsWith('*')) return true;
  return candidate.href.startsWith(parsed.href);
}

/**
 * GoTrue's redirect rule: redirect_to is honoured for SITE_URL's origin and the configured additional
 * URLs (ADDITIONAL_REDIRECT_URLS) only; anything else, another local port included, falls back to the site URL.
 */
export function safeRedirect(config: StackConfig, requested: string | null | undefined): string {
  const candidate = requested ? parse(requested) : undefined;
  if (!candidate || !['http:', 'https:'].includes(candidate.protocol)) return config.siteUrl;
  const allowed =
    parse(config.siteUrl)?.origin === candidate.origin || config.additionalRedirectUrls.some((entry) => matches(candidate, entry));
  return allowed ? candidate.toString() : config.siteUrl;
}

/** redirect_to from the query string, checked. */
export function redirectFromQuery(config: StackConfig, url: URL): string {
  return safeRedirect(config, url.searchParams.get('redirect_to'));
}

/** `base` with its fragment replaced by `params`. */
export function withFragment(base: string, params: URLSearchParams): string {
  const url = new URL(base);
  url.hash = params.toString();
  return url.toString();
}

/** `base` with `params` added to its query string (fragment kept). */
export function withQuery(base: string, params: Record<string, string>): string {
  const url = new URL(base);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return url.toString();
}

export function redirect(status: 302 | 303, location: string): { status: number; headers: Record<string, string> } {
  return { status, headers: { location, 'cache-control': 'no-store' } };
}
