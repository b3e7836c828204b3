import crypto from 'node:crypto';
import http from 'node:http';

// A tiny but real OpenID Connect provider standing in for Google in the browser tests (the same
// protocol as infra/stack/test/support/oidc-provider.ts, on the fixed port and client the e2e stack
// was started with: playwright.config.ts sets GOOGLE_ISSUER/GOOGLE_CLIENT_ID/GOOGLE_CLIENT_SECRET).

export interface OidcUser {
  sub: string;
  email: string;
  email_verified: boolean;
  name?: string;
}

export interface E2eOidcProvider {
  issuer: string;
  user: OidcUser;
  /** When true the consent screen is refused: back to the stack with error=access_denied. */
  deny: boolean;
  /** Query of the last /authorize request (what the portal asked for). */
  lastAuthorize?: URLSearchParams;
  stop(): Promise<void>;
}

export function googleSettings() {
  return {
    issuer: process.env.GOOGLE_ISSUER as string,
    clientId: process.env.GOOGLE_CLIENT_ID as string,
    clientSecret: process.env.GOOGLE_CLIENT_SECRET as string,
  };
}

export async function startOidcProvider(user: OidcUser): Promise<E2eOidcProvider> {
  const { issuer, clientId, clientSecret } = googleSettings();
  const { port } = new URL(issuer);
  const { privateKey, publicKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = crypto.randomBytes(8).toString('hex');
  const codes = new Map<string, { redirectUri: string; user: OidcUser }>();
  const state: E2eOidcProvider = { issuer, user, deny: false, stop: async () => undefined };

  const sign = (claims: Record<string, unknown>) => {
    const header = Buffer.from(JSON.stringify({ alg: 'RS256', typ: 'JWT', kid })).toString('base64url');
    const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
    return `${header}.${body}.${crypto.sign('RSA-SHA256', Buffer.from(`${header}.${body}`), privateKey).toString('base64url')}`;
  };
  const send = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
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
        });
      }
      if (url.pathname === '/jwks') return send(res, 200, { keys: [{ ...publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' }] });
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
          codes.set(code, { redirectUri, user: { ...state.user } });
          back.searchParams.set('code', code);
        }
        res.writeHead(302, { location: back.toString() });
        return res.end();
      }
      if (url.pathname === '/token' && req.method === 'POST') {
        const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
        if (form.get('client_id') !== clientId || form.get('client_secret') !== clientSecret) return send(res, 401, { error: 'invalid_client' });
        const grant = codes.get(form.get('code') ?? '');
        codes.delete(form.get('code') ?? '');
        if (!grant || grant.redirectUri !== form.get('redirect_uri')) return send(res, 400, { error: 'invalid_grant' });
        const now = Math.floor(Date.now() / 1000);
        const idToken = sign({ iss: issuer, aud: clientId, iat: now, exp: now + 3600, ...grant.user });
        return send(res, 200, { access_token: `provider-access-${grant.user.sub}`, token_type: 'Bearer', expires_in: 3600, id_token: idToken });
      }
      send(res, 404, { error: 'not_found' });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(Number(port), '127.0.0.1', resolve);
  });
  state.stop = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  return state;
}
