// The HTTP security headers of the portal's pages (the shell, the remotes, the placeholder pages), built
// from the runtime configuration so the Content-Security-Policy allows exactly what the portal loads.
// A production static host must send the same (infra/scripts/README.md).
import { createHash } from 'node:crypto';

/**
 * sha256 of the height reporter the sandboxed document frames run (shared-ui/src/html/SandboxedDocument.tsx
 * `measure`). A srcdoc/blob frame inherits the portal's policy, so that one inline script must be allowed
 * by hash (portal-headers.test.ts recomputes it from the source and fails when the script changes).
 */
export const FRAME_SCRIPT_SHA256 = 'sha256-PHXZ9F7Np9S9Q+KJl4tOBO6T69pz45wD9XAQy6qH7L8=';

const origin = (url) => {
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin : null;
  } catch {
    return null;
  }
};
const unique = (list) => [...new Set(list.filter(Boolean))];

/**
 * The release store's path prefix a remote's manifest lives under: `<prefix><package>/<release id>/mf-manifest.json`
 * (locally `http://localhost:8080/remotes/`, in production `https://<ref>.supabase.co/storage/v1/object/public/portal-releases/`).
 * A manifest elsewhere gives its own folder. Scripts are allowed from that path only, never the whole origin
 * (the API's origin also serves every uploaded object).
 */
export function releasePrefix(manifestUrl) {
  let u;
  try {
    u = new URL(manifestUrl);
  } catch {
    return null;
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') return null;
  const path = u.pathname.replace(/[^/]*$/, '');
  const store = /^(.*\/)[^/]+\/[^/]+\/$/.exec(path);
  // CSP source expressions take the path as written: characters a source list cannot hold are escaped.
  const prefix = (store && store[1] !== '/' ? store[1] : path).replace(/[;,\s]/g, encodeURIComponent);
  return `${u.origin}${prefix}`;
}

/** Pages of the portal's own origin that the portal itself frames (Support Chat's placeholder chatbot). */
export const FRAMED_PAGES = new Set(['/external/chatbot']);
/** The websocket origin of an http(s) origin (supabase-js realtime). */
const wsOrigin = (o) => o.replace(/^http/, 'ws');

/**
 * @param {{ apiUrl: string, remotes: Record<string, string>, links?: Record<string, unknown>, devOverrides?: boolean }} config  portal-config.json
 * @param {{ path?: string }} [page]  the page's path: the pages the portal frames (FRAMED_PAGES) may be framed by the portal, no other
 * @returns {Record<string, string>}
 */
export function portalSecurityHeaders(config, page = {}) {
  const api = origin(config.apiUrl);
  const remotes = unique(Object.values(config.remotes ?? {}).map(origin));
  const releases = unique(Object.values(config.remotes ?? {}).map(releasePrefix));
  const framed = FRAMED_PAGES.has(page.path ?? '');
  const links = config.links ?? {};
  const chatbot = typeof links.chatbot === 'string' ? origin(links.chatbot) : null;
  const video = typeof links.welcomeVideo === 'string' ? origin(links.welcomeVideo) : null;
  // Local `npm start` lets a developer load a remote from a dev server on this machine (?devOverride=).
  const dev = config.devOverrides ? ['http://localhost:*', 'http://127.0.0.1:*'] : [];
  const devSockets = config.devOverrides ? ['ws://localhost:*', 'ws://127.0.0.1:*'] : [];
  const csp = [
    "default-src 'self'",
    // Scripts only from the portal and the release store's path; no inline script but the frames' height reporter.
    `script-src ${unique(["'self'", ...releases, ...dev, `'${FRAME_SCRIPT_SHA256}'`]).join(' ')}`,
    // styled-components injects <style> elements.
    "style-src 'self' 'unsafe-inline'",
    `connect-src ${unique(["'self'", ...remotes, api, api && wsOrigin(api), ...dev, ...devSockets]).join(' ')}`,
    `img-src ${unique(["'self'", 'data:', 'blob:', api]).join(' ')}`,
    `media-src ${unique(["'self'", 'blob:', api, video]).join(' ')}`,
    "font-src 'self' data:",
    // The chatbot's page and the sandboxed documents (srcdoc/blob) of the website template.
    `frame-src ${unique(["'self'", 'blob:', chatbot]).join(' ')}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    // Unframeable, except the pages the portal frames itself (and then only by the portal's own origin).
    framed ? "frame-ancestors 'self'" : "frame-ancestors 'none'",
  ].join('; ');
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    ...(framed ? {} : { 'X-Frame-Options': 'DENY' }),
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  };
}

/** The hash CSP wants for an inline script's exact text. */
export const scriptHash = (text) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
