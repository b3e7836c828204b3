import { env, secretKey } from '../_shared/env.ts';

/** Whether `Authorization: Bearer <key>` carries the project's secret key (new `sb_secret_` or legacy service_role). */
export function isServerKey(authorization: string | null): boolean {
  const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  if (!token) return false;
  const keys = [secretKey(), env('SUPABASE_SERVICE_ROLE_KEY')].filter((k): k is string => Boolean(k));
  return keys.some((k) => sameText(k, token));
}

/** Compares without stopping at the first difference (a timing side channel on the key). */
function sameText(a: string, b: string): boolean {
  let diff = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i++) diff |= (a.charCodeAt(i) || 0) ^ (b.charCodeAt(i) || 0);
  return diff === 0;
}
