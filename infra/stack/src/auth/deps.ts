import type { StackContext } from '../context';
import type { ApiRequest } from '../http/types';
import type { SpentStates } from './oauth/browser-binding';
import type { OidcClient } from './oauth/oidc-client';
import type { RateLimiter } from './rate-limit';
import type { SessionMeta } from './sessions';

/** What every auth endpoint is built from. */
export interface AuthDeps {
  ctx: StackContext;
  limiter: RateLimiter;
  oidc: OidcClient;
  /** OAuth states already used at /callback (each works once). */
  oauthStates: SpentStates;
}

export function sessionMeta(req: ApiRequest): SessionMeta {
  const agent = req.headers['user-agent'];
  return { userAgent: typeof agent === 'string' ? agent.slice(0, 500) : undefined, ip: req.ip || undefined };
}
