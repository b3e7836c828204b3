import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface OidcUser {
  sub: string;
  email: string;
  email_verified: boolean;
  name?: string;
  picture?: string;
}

export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The account that "signs in" at the provider (change it between tests). */
  user: OidcUser;
  /** When true, the consent screen is refused: back to the client with error=access_denied. */
  deny: boolean;
  /** When set, the id_token carries this nonce instead of the one the client sent (a replayed token). */
  nonce?: string;
  /** Query of the last /authorize request, to check what the client sent. */
  lastAuthorize?: URLSearchParams;
  stop(): Promise<void>;
}

export interface OidcProviderOptions {
  /** Fixed port (on 127.0.0.1), e.g. the one a stack was already configured with; default: a free one. */
  port?: number;
  /** Fixed client credentials; default: fresh random ones. */
  clientId?: string;
  clientSecret?: string;
}

/**
 * A tiny but real OpenID Connect provider for tests: discovery, an auto-approving (or denying)
 * authorization endpoint, a token endpoint (client_secret_post) returning an RS256 id_token signed
 * with a fresh key, and the JWKS to verify it. The stack's integration tests start it on a free port
 * with fresh credentials; the browser tests (e2e/auth) on the port and client the e2e stack was given.
 */
export async function startOidcProvider(user: OidcUser, options: OidcProviderOptions = {}): Promise<TestOidcProvider> {
  const { privateKey, publicKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = crypto.randomBytes(8).toString('hex');
  const clientId = options.clientId ?? `client-${kid}`;
  const clientSecret = options.clientSecret ?? crypto.randomBytes(16).toString('hex');
  const codes = new Map<string, { redirectUri: string; user: OidcUser; nonce: string | null }>();
  let issuer = '';

  const state: TestOidcProvider = { issuer: '', clientId, clientSecret, user, deny: false, stop: async () => undefined };

  const sign = (claims: Record<string, unknown>) => {
    const header = Buffer.from(JSON.stringify({ alg: 'RS256', typ: 'JWT', kid })).toString('base64url');
    const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
    const signature = crypto.sign('RSA-SHA256', Buffer.from(`${header}.${body}`), privateKey).toString('base64url');
    return `${header}.${body}.${signature}`;
  };

  const send = (res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(JSON.stringify(body));
  };

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', issuer);
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (url.pathname === '/.well-known/openid-configuration') {
        return send(res, 200, {
          issuer,
          authorization_endpoint: `${issuer}/authorize`,
          token_endpoint: `${issuer}/token`,
          jwks_uri: `${issuer}/jwks`,
          response_types_supported: ['code'],
          subject_types_supported: ['public'],
          id_token_signing_alg_values_supported: ['RS256'],
          token_endpoint_auth_methods_supported: ['client_secret_post'],
        });
      }
      if (url.pathname === '/jwks') {
        return send(res, 200, { keys: [{ ...publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' }] });
      }
      if (url.pathname === '/authorize') {
        state.lastAuthorize = url.searchParams;
        const redirectUri = url.searchParams.get('redirect_uri');
        if (url.searchParams.get('client_id') !== clientId || !redirectUri) return send(res, 400, { error: 'invalid_client' });
        const back = new URL(redirectUri);
        back.searchParams.set('state', url.searchParams.get('state') ?? '');
        if (state.deny) {
          back.searchParams.set('error', 'access_denied');
          back.searchParams.set('error_description', 'The user denied access to their account');
        } else {
          const code = crypto.randomBytes(16).toString('hex');
          codes.set(code, { redirectUri, user: { ...state.user }, nonce: url.searchParams.get('nonce') });
          back.searchParams.set('code', code);
        }
        res.writeHead(302, { location: back.toString() });
        return res.end();
      }
      if (url.pathname === '/token' && req.method === 'POST') {
        const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
        if (form.get('client_id') !== clientId || form.get('client_secret') !== clientSecret)
          return send(res, 401, { error: 'invalid_client' });
        const grant = codes.get(form.get('code') ?? '');
        codes.delete(form.get('code') ?? '');
        if (form.get('grant_type') !== 'authorization_code' || !grant || grant.redirectUri !== form.get('redirect_uri')) {
          return send(res, 400, { error: 'invalid_grant' });
        }
        const now = Math.floor(Date.now() / 1000);
        // The nonce of the authorization request comes back in the id_token, as Google does (or a test's own).
        const nonce = state.nonce ?? grant.nonce;
        const idToken = sign({
          iss: issuer,
          aud: clientId,
          azp: clientId,
          iat: now,
          exp: now + 3600,
          ...(nonce ? { nonce } : {}),
          ...grant.user,
        });
        return send(res, 200, {
          access_token: `provider-access-${grant.user.sub}`,
          token_type: 'Bearer',
          expires_in: 3600,
          id_token: idToken,
          scope: 'openid email profile',
        });
      }
      send(res, 404, { error: 'not_found' });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.issuer = issuer;
  state.stop = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  return state;
}
