import crypto from 'node:crypto';
import type { ApiRequest, ApiResponse } from '../../http/types';
import { signJwt } from '../../jwt';
import type { AuthDeps } from '../deps';
import { AuthError, badRequest } from '../errors';
import { createFlowState, pkceParams } from '../flow-state';
import { redirect, redirectFromQuery } from '../redirects';
import { newBrowserBinding } from './browser-binding';
import { callbackUrl, enabledProvider } from './providers';

/** Query keys the server consumes itself; every other key goes on to the provider (access_type, prompt, ...). */
const OWN_KEYS = new Set(['provider', 'scopes', 'code_challenge', 'code_challenge_method', 'redirect_to']);

/**
 * The OAuth state: a short-lived HS256 JWT carrying where to return and the PKCE flow, as GoTrue's,
 * plus its own id (spent at the callback), the hash of the browser's binding cookie and the nonce the
 * id_token must carry.
 */
export const STATE_TTL_SECONDS = 300;

/** GET /authorize?provider=google&redirect_to=..: 302 to the provider's consent page. */
export async function authorize({ ctx, oidc }: AuthDeps, req: ApiRequest): Promise<ApiResponse> {
  const query = req.url.searchParams;
  const provider = enabledProvider(ctx.config, query.get('provider'));
  if (!provider) throw badRequest('validation_failed', 'Unsupported provider: Provider is not enabled');
  const redirectTo = redirectFromQuery(ctx.config, req.url);
  const pkce = pkceParams(query.get('code_challenge'), query.get('code_challenge_method'));
  let discovery;
  try {
    discovery = await oidc.discover(provider.issuer);
  } catch (error) {
    process.stderr.write(`auth: OpenID discovery for ${provider.issuer} failed: ${(error as Error).message}\n`);
    throw new AuthError(500, 'unexpected_failure', 'Error reaching the OAuth provider');
  }
  const flowStateId = pkce ? (await createFlowState(ctx.db, pkce, provider.name, 'oauth')).id : '';
  const now = Math.floor(Date.now() / 1000);
  const binding = newBrowserBinding(ctx.config, STATE_TTL_SECONDS);
  const nonce = crypto.randomBytes(32).toString('base64url');
  const state = signJwt(
    {
      exp: now + STATE_TTL_SECONDS,
      jti: crypto.randomUUID(),
      browser: binding.hash,
      nonce,
      site_url: ctx.config.siteUrl,
      id: '00000000-0000-0000-0000-000000000000',
      provider: provider.name,
      referrer: redirectTo,
      flow_state_id: flowStateId,
    },
    ctx.config.jwtSecret,
  );
  const extraScopes = (query.get('scopes') ?? '').split(/[\s,]+/).filter(Boolean);
  const scope = [...new Set([...provider.scopes.split(' '), ...extraScopes])].join(' ');
  const target = new URL(discovery.authorization_endpoint);
  target.searchParams.set('client_id', provider.clientId);
  target.searchParams.set('redirect_uri', callbackUrl(ctx.config));
  target.searchParams.set('response_type', 'code');
  target.searchParams.set('scope', scope);
  target.searchParams.set('state', state);
  target.searchParams.set('nonce', nonce);
  for (const [key, value] of query) if (!OWN_KEYS.has(key) && !target.searchParams.has(key)) target.searchParams.set(key, value);
  const response = redirect(302, target.toString());
  response.headers['set-cookie'] = binding.setCookie;
  return response;
}
