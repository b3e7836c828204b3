import crypto from 'node:crypto';

export interface OidcDiscovery {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
}

export interface OidcTokens {
  access_token?: string;
  refresh_token?: string;
  id_token: string;
}

export type IdTokenClaims = Record<string, unknown> & { sub: string; iss: string; email?: string; email_verified?: boolean };

interface Jwk extends crypto.JsonWebKey {
  kid?: string;
  alg?: string;
  use?: string;
}

const CACHE_MS = 60 * 60 * 1000;

export class OidcError extends Error {}

async function getJson<T>(url: string): Promise<T> {
  const res = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(10_000) });
  if (!res.ok) throw new OidcError(`${url} answered ${res.status}`);
  return (await res.json()) as T;
}

/**
 * A relying party for one OpenID Connect provider family: discovery at
 * `${issuer}/.well-known/openid-configuration`, the code exchange (client_secret_post) and id_token
 * verification (RS256 against the provider's JWKS, iss, aud, exp). Discovery and keys are cached per issuer.
 */
export class OidcClient {
  private readonly discoveries = new Map<string, { at: number; value: Promise<OidcDiscovery> }>();
  private readonly keys = new Map<string, { at: number; value: Jwk[] }>();

  discover(issuer: string): Promise<OidcDiscovery> {
    const cached = this.discoveries.get(issuer);
    if (cached && Date.now() - cached.at < CACHE_MS) return cached.value;
    const value = getJson<OidcDiscovery>(`${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`);
    this.discoveries.set(issuer, { at: Date.now(), value });
    value.catch(() => this.discoveries.delete(issuer));
    return value;
  }

  async exchangeCode(
    issuer: string,
    params: { code: string; redirectUri: string; clientId: string; clientSecret: string },
  ): Promise<OidcTokens> {
    const discovery = await this.discover(issuer);
    const res = await fetch(discovery.token_endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: params.code,
        redirect_uri: params.redirectUri,
        client_id: params.clientId,
        client_secret: params.clientSecret,
      }),
      signal: AbortSignal.timeout(10_000),
    });
    const body = (await res.json().catch(() => ({}))) as Partial<OidcTokens> & { error?: string; error_description?: string };
    if (!res.ok || typeof body.id_token !== 'string') {
      throw new OidcError(
        `code exchange failed: ${body.error ?? res.status}${body.error_description ? ` (${body.error_description})` : ''}`,
      );
    }
    return body as OidcTokens;
  }

  private async jwks(jwksUri: string, refresh: boolean): Promise<Jwk[]> {
    const cached = this.keys.get(jwksUri);
    if (cached && !refresh && Date.now() - cached.at < CACHE_MS) return cached.value;
    const { keys } = await getJson<{ keys: Jwk[] }>(jwksUri);
    this.keys.set(jwksUri, { at: Date.now(), value: keys });
    return keys;
  }

  /** Verifies signature (RS256), issuer, audience and expiry; returns the claims. */
  async verifyIdToken(issuer: string, idToken: string, clientId: string): Promise<IdTokenClaims> {
    const discovery = await this.discover(issuer);
    const parts = idToken.split('.');
    if (parts.length !== 3) throw new OidcError('id_token is not a JWT');
    let header: { alg?: string; kid?: string };
    let claims: IdTokenClaims;
    try {
      header = JSON.parse(Buffer.from(parts[0], 'base64url').toString('utf8'));
      claims = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'));
    } catch {
      throw new OidcError('id_token cannot be decoded');
    }
    if (header.alg !== 'RS256') throw new OidcError(`id_token algorithm ${String(header.alg)} not accepted`);
    const pick = (keys: Jwk[]) => keys.find((k) => k.kty === 'RSA' && (header.kid === undefined || k.kid === header.kid));
    let jwk = pick(await this.jwks(discovery.jwks_uri, false));
    if (!jwk) jwk = pick(await this.jwks(discovery.jwks_uri, true)); // keys rotate
    if (!jwk) throw new OidcError('no key of the provider matches the id_token');
    const key = crypto.createPublicKey({ key: jwk, format: 'jwk' });
    const valid = crypto.verify('RSA-SHA256', Buffer.from(`${parts[0]}.${parts[1]}`), key, Buffer.from(parts[2], 'base64url'));
    if (!valid) throw new OidcError('id_token signature is invalid');
    const issuers = [discovery.issuer, issuer, issuer.replace(/^https:\/\//, '')];
    if (!issuers.includes(claims.iss)) throw new OidcError('id_token issuer does not match');
    const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
    if (!audiences.includes(clientId)) throw new OidcError('id_token audience does not match');
    if (typeof claims.exp !== 'number' || claims.exp <= Math.floor(Date.now() / 1000)) throw new OidcError('id_token has expired');
    if (typeof claims.sub !== 'string' || claims.sub === '') throw new OidcError('id_token has no subject');
    return claims;
  }
}
