import type { Role } from 'shared-ui';

const ROLES: readonly Role[] = ['admin', 'client', 'user'];

/**
 * The role of a signed-in user, read from the verified access token's `app_metadata.role` (set only by the server;
 * `claims` as `auth.getClaims()` returns them). A user without a recognised role is a `client`.
 */
export function roleFromClaims(claims: { app_metadata?: unknown }): Role {
  const role = (claims.app_metadata as { role?: unknown } | undefined)?.role;
  return ROLES.includes(role as Role) ? (role as Role) : 'client';
}
