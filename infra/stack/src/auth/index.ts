import type { StackContext } from '../context';
import { header, json, type ApiRequest, type ApiResponse, type Handler } from '../http/types';
import { opaqueKeyRole } from '../api-keys';
import { verifierOf, verifyJwt } from '../jwt';
import { admin } from './admin';
import type { AuthDeps } from './deps';
import { AuthError, errorResponse, notFound } from './errors';
import { logout } from './logout';
import { factorRoute } from './mfa/factors-api';
import { authorize } from './oauth/authorize';
import { SpentStates } from './oauth/browser-binding';
import { callback } from './oauth/callback';
import { OidcClient } from './oauth/oidc-client';
import { RateLimiter } from './rate-limit';
import { otp, recover } from './recover';
import { health, jwks, settings } from './settings';
import { signup } from './signup';
import { token } from './token';
import { getUser, updateUser } from './user';
import { invite } from './invite';
import { reauthenticate } from './reauthenticate';
import { resend } from './resend';
import { verifyLinkGet, verifyPost } from './verify';

export { issueSession, type TokenResponse } from './sessions';
export { hashPassword, verifyPassword } from './passwords';

type Route = (deps: AuthDeps, req: ApiRequest) => Promise<ApiResponse> | ApiResponse;

/**
 * The largest request body auth reads. GoTrue refuses more than 1 MiB unread (`limitRequestBody(1 << 20)`, 413
 * `request_entity_too_large`); the stack parses on the one thread every service shares, and 1 MiB of JSON object
 * keys (60,000 of them) takes a few hundred ms to parse, so it stops at 64 KiB: some 4,000 keys, a few ms. No
 * body auth-js sends comes near it (user metadata is small by design: it is copied into every access token).
 */
export const MAX_AUTH_BODY_BYTES = 64 * 1024;

/** GoTrue's answer to a body over the limit, given before any of it is parsed. */
export const bodyTooLarge = () =>
  new AuthError(413, 'request_entity_too_large', `Request body too large (max ${MAX_AUTH_BODY_BYTES} bytes)`);

const ROUTES: Record<string, Partial<Record<string, Route>>> = {
  '/signup': { POST: signup },
  '/token': { POST: token },
  '/user': { GET: getUser, PUT: updateUser },
  '/logout': { POST: logout },
  '/recover': { POST: recover },
  '/resend': { POST: resend },
  '/invite': { POST: invite },
  '/reauthenticate': { GET: reauthenticate },
  '/otp': { POST: otp },
  '/magiclink': { POST: otp },
  '/verify': { GET: verifyLinkGet, POST: verifyPost },
  '/authorize': { GET: authorize },
  '/callback': { GET: callback },
  '/settings': { GET: settings },
  '/health': { GET: health },
  '/.well-known/jwks.json': { GET: jwks },
};

/**
 * Features the stack does not offer, answered with GoTrue's "disabled" errors rather than 404 Not found: SAML SSO
 * (requireSAMLEnabled), identity linking (requireManualLinkingEnabled, `[auth] enable_manual_linking`), the OAuth 2.1
 * server (requireOAuthServerEnabled) but for its client admin API.
 */
function disabledFeature(deps: AuthDeps, path: string): AuthError | undefined {
  if (path === '/sso' || path.startsWith('/sso/')) return new AuthError(404, 'saml_provider_disabled', 'SAML 2.0 is disabled');
  // GoTrue's OAuth 2.1 server (Supabase Auth as a provider to other apps), `[auth.oauth_server] enabled`. Its admin
  // API (oauth-server/clients.ts) checks the caller first, as GoTrue's /admin router does. Of the rest, the stack
  // offers no dynamic registration (GoTrue's allow_dynamic_registration off) and no authorization or token endpoint.
  if (path === '/oauth' || path.startsWith('/oauth/')) {
    if (!deps.ctx.config.authSwitches.oauthServerEnabled) return new AuthError(404, 'feature_disabled', 'OAuth server is disabled');
    if (path === '/oauth/clients/register')
      return new AuthError(403, 'oauth_dynamic_client_registration_disabled', 'Dynamic client registration is not enabled');
    return new AuthError(404, 'feature_disabled', 'OAuth 2.1 authorization (consent, token) is not offered by the local stack');
  }
  if (path.startsWith('/user/identities')) {
    return deps.ctx.config.authSwitches.enableManualLinking
      ? new AuthError(404, 'manual_linking_disabled', 'Manual linking is not offered by the local stack')
      : new AuthError(404, 'manual_linking_disabled', 'Manual linking is disabled');
  }
  return undefined;
}

/** What hosted Supabase's API gateway serves on /auth/v1 without an API key (browser navigations and the public keys). */
const OPEN_PATHS = new Set(['/verify', '/callback', '/authorize', '/.well-known/jwks.json']);

/**
 * The gateway's API key check in front of GoTrue, as on hosted Supabase: `apikey` (header or query) must be one of
 * the project's keys (the publishable/secret keys, or a JWT its keys verify, as the legacy anon/service_role keys);
 * otherwise 401 with the gateway's body.
 */
function apiKeyRefusal(ctx: StackContext, req: ApiRequest, path: string): ApiResponse | undefined {
  if (OPEN_PATHS.has(path) || req.method === 'OPTIONS' || !ctx.config.authSwitches.requireApiKey) return undefined;
  const key = header(req, 'apikey') ?? req.url.searchParams.get('apikey') ?? undefined;
  if (!key) return json(401, { message: 'No API key found in request', hint: 'No `apikey` request header or url param was found.' });
  if (opaqueKeyRole(key, ctx.config.jwtSecret)) return undefined;
  try {
    verifyJwt(key, verifierOf(ctx.config));
    return undefined;
  } catch {
    return json(401, { message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' });
  }
}

/**
 * The auth service (`/auth/v1`): a GoTrue work-alike for what supabase-js calls. Settings are read
 * from ctx.config at each request (the API URL is only known once the server listens).
 */
export async function createAuthService(ctx: StackContext): Promise<Handler> {
  const deps: AuthDeps = { ctx, limiter: new RateLimiter(() => ctx.config), oidc: new OidcClient(), oauthStates: new SpentStates() };
  return async (req) => {
    try {
      const path = req.path.replace(/\/+$/, '') || '/';
      const method = req.method === 'HEAD' ? 'GET' : req.method;
      const refused = apiKeyRefusal(ctx, req, path);
      if (refused) return refused;
      if (req.body.length > MAX_AUTH_BODY_BYTES) throw bodyTooLarge();
      const disabled = disabledFeature(deps, path);
      if (disabled) throw disabled;
      const route = ROUTES[path]?.[method] ?? factorRoute(path, method);
      const response = route ? await route(deps, { ...req, path }) : await admin(deps, { ...req, path });
      if (!response) throw notFound('not_found', 'Not found');
      return response;
    } catch (error) {
      if (error instanceof AuthError) return errorResponse(req, error);
      throw error;
    }
  };
}
