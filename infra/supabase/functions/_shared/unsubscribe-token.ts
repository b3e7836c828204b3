import { env } from './env.ts';

// The one-click unsubscribe token of a recipient: `<user id>.<HMAC-SHA256 of it, base64url>`, keyed with the
// server secret UNSUBSCRIBE_SECRET (never in the browser). Unguessable without the secret; one per user, so
// every mail's link works until the secret is changed (which voids them all).
const PURPOSE = 'notification-mails-unsubscribe:';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const SIGNATURE = /^[A-Za-z0-9_-]{43}$/;

/** Missing or shorter than 32 characters: no token can be made or checked (a deployment mistake). */
function secret(): string | undefined {
  const value = env('UNSUBSCRIBE_SECRET');
  return value && value.length >= 32 ? value : undefined;
}

export const unsubscribeConfigured = (): boolean => secret() !== undefined;

async function key(usage: 'sign' | 'verify'): Promise<CryptoKey> {
  const value = secret();
  if (!value) throw new Error('UNSUBSCRIBE_SECRET is not configured (at least 32 characters)');
  return crypto.subtle.importKey('raw', new TextEncoder().encode(value), { name: 'HMAC', hash: 'SHA-256' }, false, [usage]);
}

const toBase64Url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const fromBase64Url = (text: string) => Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));

export async function unsubscribeToken(userId: string): Promise<string> {
  const signature = await crypto.subtle.sign('HMAC', await key('sign'), new TextEncoder().encode(PURPOSE + userId));
  return `${userId}.${toBase64Url(new Uint8Array(signature))}`;
}

/** The user id a token was made for, or null when it is malformed or its signature is not ours (checked in constant time). */
export async function verifyUnsubscribeToken(token: string): Promise<string | null> {
  const [userId = '', signature = '', ...rest] = token.split('.');
  if (rest.length > 0 || !UUID.test(userId) || !SIGNATURE.test(signature)) return null;
  const valid = await crypto.subtle.verify(
    'HMAC',
    await key('verify'),
    fromBase64Url(signature),
    new TextEncoder().encode(PURPOSE + userId),
  );
  return valid ? userId : null;
}
