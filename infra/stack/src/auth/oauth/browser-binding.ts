import crypto from 'node:crypto';
import type { StackConfig } from '../../config';
import { header, type ApiRequest } from '../../http/types';
import { sha256 } from '../tokens';

/**
 * Binds an OAuth state to the browser that started the flow: /authorize sets a random value in an
 * HttpOnly cookie scoped to the callback path and puts its hash in the signed state; /callback accepts
 * the state only from a browser holding that cookie (a state or callback URL lured into another
 * browser is refused: login CSRF). Each state is also spent on first use.
 */
export const BINDING_COOKIE = 'sb-oauth-state';
const CALLBACK_PATH = '/auth/v1/callback';

export interface BrowserBinding {
  /** Goes into the state JWT. */
  hash: string;
  /** The Set-Cookie header of the /authorize answer. */
  setCookie: string;
}

const secure = (config: StackConfig) => (config.apiUrl.startsWith('https:') ? '; Secure' : '');

export function newBrowserBinding(config: StackConfig, ttlSeconds: number): BrowserBinding {
  const value = crypto.randomBytes(32).toString('base64url');
  return {
    hash: sha256(value),
    setCookie: `${BINDING_COOKIE}=${value}; Path=${CALLBACK_PATH}; Max-Age=${ttlSeconds}; HttpOnly; SameSite=Lax${secure(config)}`,
  };
}

/** The callback's Set-Cookie: the binding is spent. */
export const clearBindingCookie = (config: StackConfig) =>
  `${BINDING_COOKIE}=; Path=${CALLBACK_PATH}; Max-Age=0; HttpOnly; SameSite=Lax${secure(config)}`;

/** True when the request carries the cookie whose hash the state holds. */
export function browserMatches(req: ApiRequest, hash: unknown): boolean {
  if (typeof hash !== 'string' || hash === '') return false;
  const cookies = (header(req, 'cookie') ?? '').split(';').map((c) => c.trim());
  const value = cookies.find((c) => c.startsWith(`${BINDING_COOKIE}=`))?.slice(BINDING_COOKIE.length + 1);
  if (!value) return false;
  const a = Buffer.from(sha256(value));
  const b = Buffer.from(hash);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

/** States already used (kept until they expire anyway): a state works once. */
export class SpentStates {
  private readonly spent = new Map<string, number>();

  /** Records the state; false when it was used before. */
  spend(id: unknown, expiresAt: unknown): boolean {
    if (typeof id !== 'string' || id === '') return false;
    const now = Date.now() / 1000;
    for (const [key, exp] of this.spent) if (exp <= now) this.spent.delete(key);
    if (this.spent.has(id)) return false;
    this.spent.set(id, typeof expiresAt === 'number' ? expiresAt : now + 3600);
    return true;
  }
}
