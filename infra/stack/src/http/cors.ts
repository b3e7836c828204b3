import type { StackConfig } from '../config';
import type { ApiRequest, ApiResponse } from './types';

const EXPOSED = 'Content-Range, X-Total-Count, Link, X-Supabase-Api-Version, Location, Content-Length, ETag';
const METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS';

const originOf = (url: string): string | null => {
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin : null;
  } catch {
    return null;
  }
};

/** The origins allowed to send credentials: the portal (`SITE_URL`) and `ADDITIONAL_REDIRECT_URLS`. */
export function credentialedOrigins(config: Pick<StackConfig, 'siteUrl' | 'additionalRedirectUrls'>): Set<string> {
  return new Set([config.siteUrl, ...config.additionalRedirectUrls].map(originOf).filter((o): o is string => o !== null));
}

/**
 * CORS as hosted Supabase answers it: any origin may call the API with its keys (`*`, no cookies);
 * only a configured origin is echoed with `Access-Control-Allow-Credentials: true`.
 */
export function corsHeaders(req: ApiRequest, config: Pick<StackConfig, 'siteUrl' | 'additionalRedirectUrls'>): Record<string, string> {
  const origin = req.headers.origin;
  const trusted = typeof origin === 'string' && credentialedOrigins(config).has(origin);
  return {
    'access-control-allow-origin': trusted ? origin : '*',
    ...(trusted ? { 'access-control-allow-credentials': 'true' } : {}),
    'access-control-expose-headers': EXPOSED,
    vary: 'Origin',
  };
}

export function preflight(req: ApiRequest): ApiResponse {
  const requested = req.headers['access-control-request-headers'];
  return {
    status: 204,
    headers: {
      'access-control-allow-methods': METHODS,
      'access-control-allow-headers': typeof requested === 'string' ? requested : 'authorization, x-client-info, apikey, content-type',
      'access-control-max-age': '86400',
    },
  };
}
