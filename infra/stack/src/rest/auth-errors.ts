import type { ClaimsResult } from '../http/request-claims';
import { ApiError } from './errors';

/** The caller's token could not be used: PostgREST's (and Supabase's gateway's) answers. */
export function authError(result: Extract<ClaimsResult, { ok: false }>): ApiError {
  const challenge = (description: string) => ({
    'www-authenticate': `Bearer error="invalid_token", error_description="${description.replace(/"/g, "'")}"`,
  });
  switch (result.reason) {
    case 'missing':
      return new ApiError(401, 'PGRST301', 'No API key found in request', null, 'No `apikey` request header or url param was found.');
    case 'expired':
      return new ApiError(401, 'PGRST303', 'JWT expired', null, null, challenge('JWT expired'));
    case 'role':
      return new ApiError(401, '22023', result.message, null, null, challenge(result.message));
    default:
      return new ApiError(401, 'PGRST301', result.message, null, null, challenge(result.message));
  }
}
