import crypto from 'node:crypto';
import { json, type ApiRequest, type ApiResponse } from '../http/types';
import { sessionMeta, type AuthDeps } from './deps';
import { authJson, AuthError, badRequest } from './errors';
import { linkOAuthIdentity } from './oauth/accounts';
import { enabledProvider } from './oauth/providers';
import { issueSession } from './sessions';

/** GoTrue's OAuthError for a token it cannot verify (token_oidc.go: `NewOAuthError("invalid request", "Bad ID token")`). */
const badIdToken = (): ApiResponse => json(400, { error: 'invalid request', error_description: 'Bad ID token' });

const ISSUERS: Record<string, string> = { google: 'https://accounts.google.com', apple: 'https://appleid.apple.com' };

/**
 * POST /token?grant_type=id_token {provider, id_token, nonce} (supabase-js `signInWithIdToken`), as GoTrue's
 * token_oidc.go: the provider must be enabled (400 provider_disabled), the token verified against its keys (issuer,
 * audience, expiry; else 400 "Bad ID token"), its nonce claim the SHA-256 of the nonce given; then the identity
 * signs in, linked as the OAuth callback links it (verified e-mails only).
 */
export async function idTokenGrant(deps: AuthDeps, req: ApiRequest, body: Record<string, unknown>): Promise<ApiResponse> {
  const { ctx, limiter, oidc } = deps;
  limiter.hit('signInSignUps', req.ip);
  const name = typeof body.provider === 'string' ? body.provider : '';
  const idToken = typeof body.id_token === 'string' ? body.id_token : '';
  if (!name || !idToken) throw badRequest('validation_failed', 'id_token and provider are required');
  const provider = enabledProvider(ctx.config, name);
  if (!provider) {
    const issuer = ISSUERS[name] ?? name;
    throw new AuthError(400, 'provider_disabled', `Provider (issuer ${JSON.stringify(issuer)}) is not enabled`);
  }
  let claims;
  try {
    claims = await oidc.verifyIdToken(provider.issuer, idToken, provider.clientId);
  } catch {
    return badIdToken();
  }
  if (typeof claims.nonce === 'string' && claims.nonce !== '') {
    const given = typeof body.nonce === 'string' ? body.nonce : '';
    const hashed = crypto.createHash('sha256').update(given).digest('hex');
    if (given === '') throw badRequest('validation_failed', 'Passed nonce and nonce in id_token should either both exist or not.');
    if (hashed !== claims.nonce) throw badRequest('validation_failed', 'Nonces mismatch');
  }
  if (!claims.email) throw badRequest('validation_failed', 'Error getting user email from external provider');
  const session = await ctx.db.transaction(async (tx) => {
    const linked = await linkOAuthIdentity(tx, provider.name, claims);
    if (!linked.ok) throw new AuthError(422, 'email_not_confirmed', 'Unverified email with provider');
    return issueSession(ctx, tx, linked.userId, 'oauth', sessionMeta(req));
  });
  return authJson(200, session);
}
