import crypto from 'node:crypto';
import { signJwt } from './jwt';

/** The project's API keys: the legacy anon/service_role JWTs and Supabase's new opaque keys. */
export interface ApiKeys {
  anonKey: string;
  serviceKey: string;
  /** `sb_publishable_...`: what a browser may hold; acts as the anon role. */
  publishableKey: string;
  /** `sb_secret_...`: server only; acts as the service role. */
  secretKey: string;
}

export type OpaqueKeyRole = 'anon' | 'service_role';

const opaque = (secret: string, kind: string) =>
  crypto.createHmac('sha256', secret).update(`api-key:${kind}`).digest('base64url').slice(0, 32);

const cache = new Map<string, ApiKeys>();

/**
 * The anon and service-role API keys, signed with the secret with the Supabase CLI's claims
 * (`{"iss":"supabase-demo","role":...,"exp":1983812996}`, 2032): with the demo secret they are the CLI's
 * published keys; with any other secret, keys only its holder can make. The new opaque keys derive
 * from the same secret (HMAC), so one secret still makes one set of keys.
 */
export function deriveApiKeys(secret: string): ApiKeys {
  const cached = cache.get(secret);
  if (cached) return cached;
  const key = (role: string) => signJwt({ iss: 'supabase-demo', role, exp: 1983812996 }, secret);
  const keys = {
    anonKey: key('anon'),
    serviceKey: key('service_role'),
    publishableKey: `sb_publishable_${opaque(secret, 'publishable')}`,
    secretKey: `sb_secret_${opaque(secret, 'secret')}`,
  };
  cache.set(secret, keys);
  return keys;
}

const same = (a: string, b: string) => a.length === b.length && crypto.timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * The role an opaque key stands for, as Supabase's API gateway swaps it for a short-lived JWT of that
 * role: undefined when `token` is not one of this project's `sb_` keys.
 */
export function opaqueKeyRole(token: string, secret: string): OpaqueKeyRole | undefined {
  if (!token.startsWith('sb_')) return undefined;
  const keys = deriveApiKeys(secret);
  if (same(token, keys.publishableKey)) return 'anon';
  if (same(token, keys.secretKey)) return 'service_role';
  return undefined;
}

/**
 * What hosted Supabase's API gateway hands on for a request's API key: an opaque key becomes a JWT of its role (the
 * legacy key of that role here, signed with the same secret); any other token is handed on as it is. Realtime's
 * socket sees only JWTs, so a portal configured with its publishable key connects as it does on hosted.
 */
export function gatewayToken(token: string, secret: string): string {
  const role = opaqueKeyRole(token, secret);
  if (!role) return token;
  const keys = deriveApiKeys(secret);
  return role === 'anon' ? keys.anonKey : keys.serviceKey;
}
