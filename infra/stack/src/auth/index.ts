import type { StackContext } from '../context';
import type { ApiRequest, ApiResponse, Handler } from '../http/types';
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
 * The auth service (`/auth/v1`): a GoTrue work-alike for what supabase-js calls. Settings are read
 * from ctx.config at each request (the API URL is only known once the server listens).
 */
export async function createAuthService(ctx: StackContext): Promise<Handler> {
  const deps: AuthDeps = { ctx, limiter: new RateLimiter(() => ctx.config), oidc: new OidcClient(), oauthStates: new SpentStates() };
  return async (req) => {
    try {
      const path = req.path.replace(/\/+$/, '') || '/';
      const method = req.method === 'HEAD' ? 'GET' : req.method;
      if (req.body.length > MAX_AUTH_BODY_BYTES) throw bodyTooLarge();
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
