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
/** The websocket origin of an http(s) origin (supabase-js realtime). */
const wsOrigin = (o) => o.replace(/^http/, 'ws');

/**
 * @param {{ apiUrl: string, remotes: Record<string, string>, links?: Record<string, unknown>, devOverrides?: boolean }} config  portal-config.json
 * @returns {Record<string, string>}
 */
export function portalSecurityHeaders(config) {
  const api = origin(config.apiUrl);
  const remotes = unique(Object.values(config.remotes ?? {}).map(origin));
  const links = config.links ?? {};
  const chatbot = typeof links.chatbot === 'string' ? origin(links.chatbot) : null;
  const video = typeof links.welcomeVideo === 'string' ? origin(links.welcomeVideo) : null;
  // Local `npm start` lets a developer load a remote from a dev server on this machine (?devOverride=).
  const dev = config.devOverrides ? ['http://localhost:*', 'http://127.0.0.1:*'] : [];
  const devSockets = config.devOverrides ? ['ws://localhost:*', 'ws://127.0.0.1:*'] : [];
  const csp = [
    "default-src 'self'",
    // Scripts only from the portal and the remotes' origins; no inline script but the frames' height reporter.
    `script-src ${unique(["'self'", ...remotes, ...dev, `'${FRAME_SCRIPT_SHA256}'`]).join(' ')}`,
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
    "frame-ancestors 'none'",
  ].join('; ');
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  };
}

/** The hash CSP wants for an inline script's exact text. */
export const scriptHash = (text) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
