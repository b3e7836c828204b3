import type { SessionState } from 'shared-ui';
import { ADMIN_ONLY_ROUTES, isPublicRoute, normalizePath } from './route-table';

/**
 * The auth guard: where to send a visitor who may not see `pathname`, or null when they may.
 * No session: protected routes go to /signin. `/clients` for anyone but an admin goes to /signin.
 * While the first session read is running nothing is decided (null) and protected remotes stay unmounted.
 */
export function guardRedirect(pathname: string, state: SessionState): string | null {
  if (state.isLoading || isPublicRoute(pathname)) return null;
  if (!state.session) return '/signin';
  if ((ADMIN_ONLY_ROUTES as readonly string[]).includes(normalizePath(pathname)) && state.role !== 'admin') return '/signin';
  return null;
}

/** Whether a remote may be mounted on `pathname` now (public route, or a session that passes the guard). */
export function guardAllows(pathname: string, state: SessionState): boolean {
  if (isPublicRoute(pathname)) return true;
  return !state.isLoading && guardRedirect(pathname, state) === null;
}
