import type { Session } from '@supabase/supabase-js';
import { decodeJwtPayload, type Role } from 'shared-ui';

const ROLES: readonly Role[] = ['admin', 'client', 'user'];

/**
 * The role of a session, read from the access token's `app_metadata.role` (set only by the server).
 * A signed-in user without a recognised role is a `client`; no session has no role.
 */
export function roleFromSession(session: Session | null): Role | null {
  if (!session) return null;
  const payload = decodeJwtPayload(session.access_token);
  const appMetadata = payload?.app_metadata as { role?: unknown } | undefined;
  const role = appMetadata?.role;
  return ROLES.includes(role as Role) ? (role as Role) : 'client';
}
