import type { ApiRequest, ApiResponse } from './types';

const EXPOSED = 'Content-Range, X-Total-Count, Link, X-Supabase-Api-Version, Location, Content-Length, ETag';
const METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS';

/** CORS as hosted Supabase answers it: any origin, requested headers echoed, our headers exposed. */
export function corsHeaders(req: ApiRequest): Record<string, string> {
  const origin = req.headers.origin;
  return {
    'access-control-allow-origin': typeof origin === 'string' ? origin : '*',
    'access-control-allow-credentials': 'true',
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
