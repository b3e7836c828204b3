import type { ApiRequest, ApiResponse } from '../../http/types';
import { JwtError, verifyJwt } from '../../jwt';
import { sessionMeta, type AuthDeps } from '../deps';
import { completeFlowState } from '../flow-state';
import { redirect, safeRedirect, withFragment, withQuery } from '../redirects';
import { issueSession, sessionParams } from '../sessions';
import { linkOAuthIdentity } from './accounts';
import { browserMatches, clearBindingCookie } from './browser-binding';
import { OidcError } from './oidc-client';
import { callbackUrl, enabledProvider } from './providers';

interface StateClaims {
  exp?: number;
  jti?: string;
  browser?: string;
  nonce?: string;
  provider?: string;
  referrer?: string;
  flow_state_id?: string;
}

/** GoTrue's redirectErrors: the error goes back in the query string and, for implicit clients, in the fragment. */
function errorRedirect(target: string, error: string | undefined, description: string, code?: string): ApiResponse {
  const params: Record<string, string> = {};
  if (error) params.error = error;
  if (code) params.error_code = code;
  params.error_description = description;
  return redirect(302, withFragment(withQuery(target, params), new URLSearchParams(params)));
}

/** GET /callback?code&state (or ?error=..): the provider sends the browser back here; the binding cookie is spent. */
export async function callback(deps: AuthDeps, req: ApiRequest): Promise<ApiResponse> {
  const response = await finishSignIn(deps, req);
  response.headers = { ...response.headers, 'set-cookie': clearBindingCookie(deps.ctx.config) };
  return response;
}

async function finishSignIn({ ctx, oidc, oauthStates }: AuthDeps, req: ApiRequest): Promise<ApiResponse> {
  const query = req.url.searchParams;
  let state: StateClaims;
  try {
    state = verifyJwt(query.get('state') ?? '', ctx.config.jwtSecret) as StateClaims;
  } catch (error) {
    if (!(error instanceof JwtError)) throw error;
    return errorRedirect(ctx.config.siteUrl, 'invalid_request', 'OAuth state is invalid', 'bad_oauth_state');
  }
  const target = safeRedirect(ctx.config, state.referrer);
  // Only the browser that started this flow may finish it, and only once.
  if (!browserMatches(req, state.browser))
    return errorRedirect(target, 'invalid_request', 'OAuth state does not belong to this browser', 'bad_oauth_state');
  if (!oauthStates.spend(state.jti, state.exp))
    return errorRedirect(target, 'invalid_request', 'OAuth state has already been used', 'bad_oauth_state');
  const providerError = query.get('error');
  if (providerError) return errorRedirect(target, providerError, query.get('error_description') ?? '');
  const provider = enabledProvider(ctx.config, state.provider);
  if (!provider) return errorRedirect(target, 'invalid_request', 'Unsupported provider: Provider is not enabled', 'validation_failed');
  const code = query.get('code');
  if (!code)
    return errorRedirect(target, 'invalid_request', 'OAuth callback with missing authorization code missing', 'bad_oauth_callback');

  let tokens;
  let claims;
  try {
    tokens = await oidc.exchangeCode(provider.issuer, {
      code,
      redirectUri: callbackUrl(ctx.config),
      clientId: provider.clientId,
      clientSecret: provider.clientSecret,
    });
    claims = await oidc.verifyIdToken(provider.issuer, tokens.id_token, provider.clientId);
  } catch (error) {
    if (!(error instanceof OidcError) && !(error instanceof TypeError)) throw error;
    process.stderr.write(`auth: ${provider.name} sign-in failed: ${error.message}\n`);
    return errorRedirect(target, 'server_error', 'Unable to exchange external code', 'unexpected_failure');
  }
  if (typeof state.nonce !== 'string' || claims.nonce !== state.nonce) {
    process.stderr.write(`auth: ${provider.name} sign-in refused: the id_token's nonce does not match the state\n`);
    return errorRedirect(target, 'server_error', 'Unable to verify the ID token', 'bad_oauth_callback');
  }
  if (typeof claims.email !== 'string' || claims.email === '') {
    return errorRedirect(target, 'server_error', 'Error getting user email from external provider', 'unexpected_failure');
  }

  const verifiedClaims = claims;
  const outcome = await ctx.db.transaction(async (tx) => {
    const linked = await linkOAuthIdentity(tx, provider.name, verifiedClaims);
    if (!linked.ok) return { kind: 'unverified' as const };
    if (state.flow_state_id) {
      const authCode = await completeFlowState(tx, state.flow_state_id, linked.userId, tokens.access_token, tokens.refresh_token);
      return authCode ? { kind: 'code' as const, authCode } : { kind: 'no_flow' as const };
    }
    return { kind: 'session' as const, session: await issueSession(ctx, tx, linked.userId, 'oauth', sessionMeta(req)) };
  });
  switch (outcome.kind) {
    case 'unverified':
      return errorRedirect(
        target,
        undefined,
        `Unverified email with ${provider.name}. Verify the email with ${provider.name} in order to sign in`,
        'provider_email_needs_verification',
      );
    case 'no_flow':
      return errorRedirect(target, 'invalid_request', 'Flow state not found', 'flow_state_not_found');
    case 'code':
      return redirect(302, withQuery(target, { code: outcome.authCode }));
    case 'session': {
      const extra: Record<string, string> = {};
      if (tokens.access_token) extra.provider_token = tokens.access_token;
      if (tokens.refresh_token) extra.provider_refresh_token = tokens.refresh_token;
      return redirect(302, withFragment(target, sessionParams(outcome.session, extra)));
    }
  }
}
