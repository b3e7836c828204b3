import type { ApiResponse } from '../http/types';
import type { AuthDeps } from './deps';
import { authJson } from './errors';
import { enabledProvider } from './oauth/providers';

/** GET /settings: what the server offers, as GoTrue lists it. */
export function settings({ ctx }: AuthDeps): ApiResponse {
  return authJson(200, {
    external: { email: true, phone: false, anonymous_users: false, google: enabledProvider(ctx.config, 'google') !== undefined },
    disable_signup: false,
    mailer_autoconfirm: ctx.config.autoconfirm,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
  });
}

/** GET /.well-known/jwks.json: the public signing keys (GoTrue's WellKnownJwks; cached 10 minutes, as hosted). */
export function jwks({ ctx }: AuthDeps): ApiResponse {
  return authJson(200, ctx.config.jwtKeys.jwks(), { 'Cache-Control': 'public, max-age=600' });
}

export function health(): ApiResponse {
  return authJson(200, { version: 'local', name: 'GoTrue', description: 'GoTrue-compatible auth of the local stack' });
}
