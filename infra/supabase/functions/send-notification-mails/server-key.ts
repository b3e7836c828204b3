import { allSecretKeys } from '../_shared/env.ts';

/**
 * Whether `Authorization: Bearer <key>` carries one of the project's secret keys: any `sb_secret_` key (the one
 * docs/deploy.md has you store in Vault as `service_role_key` may be one made for the job, not `default`) or the
 * legacy service_role key.
 */
export function isServerKey(authorization: string | null): boolean {
  const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  if (!token) return false;
  return allSecretKeys().some((k) => sameText(k, token));
}

/** Compares without stopping at the first difference (a timing side channel on the key). */
function sameText(a: string, b: string): boolean {
  let diff = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i++) diff |= (a.charCodeAt(i) || 0) ^ (b.charCodeAt(i) || 0);
  return diff === 0;
}
