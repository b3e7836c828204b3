import type { ApiRequest, ApiResponse } from '../http/types';
import { readBody } from './body';
import { sessionMeta, type AuthDeps } from './deps';
import { authJson, badRequest, unprocessable } from './errors';
import { idTokenGrant } from './id-token';
import { exchangeAuthCode } from './flow-state';
import { verifyPassword } from './passwords';
import { issueSession, refreshSession } from './sessions';
import { recordSignInFailure } from './sign-in-failures';
import { findUserByEmail } from './users';
import { normalizeEmail } from './validate';

const invalidCredentials = () => badRequest('invalid_credentials', 'Invalid login credentials');

/** POST /token?grant_type=password|refresh_token|pkce|id_token (web3: GoTrue's disabled error) */
export async function token(deps: AuthDeps, req: ApiRequest): Promise<ApiResponse> {
  const grant = req.url.searchParams.get('grant_type');
  const body = readBody(req);
  switch (grant) {
    case 'password':
      return passwordGrant(deps, req, body);
    case 'refresh_token':
      deps.limiter.hit('tokenRefresh', req.ip);
      return refreshGrant(deps, body);
    case 'pkce':
      deps.limiter.hit('tokenRefresh', req.ip);
      return pkceGrant(deps, req, body);
    case 'id_token':
      return idTokenGrant(deps, req, body);
    case 'web3':
      // GoTrue's web3.go: Sign in with Solana / Ethereum is not offered ([auth.web3.*] off).
      throw unprocessable('web3_provider_disabled', 'Web3 provider is disabled');
    default:
      throw badRequest('validation_failed', 'unsupported_grant_type');
  }
}

async function passwordGrant({ ctx, limiter }: AuthDeps, req: ApiRequest, body: Record<string, unknown>): Promise<ApiResponse> {
  if (!body.email && !body.phone) throw badRequest('validation_failed', 'missing email or phone');
  const password = typeof body.password === 'string' ? body.password : '';
  if (!body.email) throw invalidCredentials();
  const email = normalizeEmail(body.email);
  limiter.hit('signInSignUps', req.ip);
  await limiter.slowDown(email);
  const user = await findUserByEmail(ctx.db, email);
  // Compare even for unknown users so timing does not reveal which addresses exist.
  const matches = await verifyPassword(password, user?.encrypted_password, ctx.config.passwordHashCost);
  const ok = Boolean(user) && matches && password !== '';
  limiter.passwordChecked(email, ok);
  if (!user || !ok) {
    if (user) recordSignInFailure(ctx.db, email, req);
    throw invalidCredentials();
  }
  if (!user.email_confirmed_at) throw badRequest('email_not_confirmed', 'Email not confirmed');
  if (user.banned_until && Date.parse(user.banned_until) > Date.now()) throw badRequest('user_banned', 'User is banned');
  const session = await ctx.db.transaction((tx) => issueSession(ctx, tx, user.id, 'password', sessionMeta(req)));
  return authJson(200, session);
}

async function refreshGrant({ ctx }: AuthDeps, body: Record<string, unknown>): Promise<ApiResponse> {
  const refreshToken = body.refresh_token;
  if (typeof refreshToken !== 'string' || refreshToken === '') throw badRequest('validation_failed', 'refresh_token required');
  const result = await ctx.db.transaction((tx) => refreshSession(ctx, tx, refreshToken));
  if (!result.ok) throw badRequest(result.code, result.message);
  return authJson(200, result.response);
}

async function pkceGrant({ ctx }: AuthDeps, req: ApiRequest, body: Record<string, unknown>): Promise<ApiResponse> {
  const authCode = typeof body.auth_code === 'string' ? body.auth_code : '';
  const verifier = typeof body.code_verifier === 'string' ? body.code_verifier : '';
  if (!authCode || !verifier)
    throw badRequest('validation_failed', 'invalid request: both auth code and code verifier should be non-empty');
  const session = await ctx.db.transaction(async (tx) => {
    const { userId, method } = await exchangeAuthCode(tx, authCode, verifier);
    return issueSession(ctx, tx, userId, method, sessionMeta(req));
  });
  return authJson(200, session);
}
