// The runtime configuration the shell reads from /portal-config.json (shape: shared-ui PortalConfig).
import { REMOTE_PACKAGES } from '../remotes.mjs';

export { REMOTE_PACKAGES };

/** Remotes are served from the portal's origin under /remotes/<package>/ (any other origin works too: CORS is on). */
export function remoteManifestUrls(remotesBaseUrl) {
  return Object.fromEntries(
    Object.entries(REMOTE_PACKAGES).map(([name, pkg]) => [name, `${remotesBaseUrl}/remotes/${pkg}/mf-manifest.json`]),
  );
}

const EXTERNAL = [
  'marketingSite',
  'buildOutFeatures',
  'howThisWorks',
  'signupPage',
  'orderPage',
  'supportPage',
  'chatbot',
  'androidApp',
  'appleApp',
  'creditBureauLogin',
];
const SERVICES = ['businessFormation', 'businessCredit', 'webPresence', 'automation'];
const POLICIES = ['terms', 'privacy', 'business', 'pricing', 'compliance'];

/** External addresses (DECISIONS 10): locally, harmless placeholder pages on the portal's own origin. */
export function placeholderLinks(portalUrl) {
  const page = (name) => `${portalUrl}/external/${name}`;
  return {
    ...Object.fromEntries(EXTERNAL.map((k) => [k, page(k)])),
    servicePages: Object.fromEntries(SERVICES.map((k) => [k, page(`service-${k}`)])),
    supportPhone: '+1 (555) 010-0000',
    supportEmail: 'support@portal.local',
    policies: Object.fromEntries(POLICIES.map((k) => [k, page(`policy-${k}`)])),
  };
}

/** WELCOME_VIDEO_URL sets the landing's welcome video (unset: a poster linking to "How This Works"). */
export function portalConfig({ portalUrl, apiUrl, anonKey, remotesBaseUrl = portalUrl }) {
  const links = placeholderLinks(portalUrl);
  if (process.env.WELCOME_VIDEO_URL) links.welcomeVideo = process.env.WELCOME_VIDEO_URL;
  return { apiUrl, anonKey, remotes: remoteManifestUrls(remotesBaseUrl), links };
}

const escapeHtml = (s) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The placeholder page behind every external link while running locally. */
export function placeholderPage(path) {
  const match = /^\/external\/([\w-]+)$/.exec(path);
  if (!match) return null;
  const name = escapeHtml(match[1]);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>External page: ${name}</title></head>
<body style="font-family:system-ui;padding:2rem"><h1>External page placeholder</h1>
<p>In production this link (<code>links.${name}</code> in <code>portal-config.json</code>) points to the provider's own page.</p>
<p><a href="/">Back to the portal</a></p></body></html>`;
}
