import type { Session } from '@supabase/supabase-js';
import type { Role } from 'shared-ui';

const ROLES: readonly Role[] = ['admin', 'client', 'user'];

function decodeJwtPayload(token: string): Record<string, unknown> | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const base64 = part.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(part.length / 4) * 4, '=');
    const json = decodeURIComponent(
      Array.from(atob(base64), (c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`).join(''),
    );
    return JSON.parse(json) as Record<string, unknown>;
  } catch {
    return null;
  }
}

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
