import { routeFor, routesForPath, type SessionState } from 'shared-ui';
import { isPublicRoute } from './route-table';

/**
 * The auth guard, read from the route manifest: where to send a visitor who may not see `pathname`, or null
 * when they may. A route of `access` 'signed-in' (and any unknown path) needs a session; an 'admin' route needs
 * an admin: anyone else goes to /signin (which sends a signed-in user home). While the first session read runs
 * nothing is decided (null) and protected remotes stay unmounted.
 */
export function guardRedirect(pathname: string, state: SessionState): string | null {
  if (state.isLoading || isPublicRoute(pathname)) return null;
  // Signed in with one factor while an authenticator is set up: /signin asks for its code first.
  if (!state.session || state.needsSecondFactor) return '/signin';
  if (routesForPath(pathname).length === 0) return null; // unknown: the not-found page
  return routeFor(pathname, state.role) ? null : '/signin';
}

/** Whether a remote may be mounted on `pathname` now (public route, or a session that passes the guard). */
export function guardAllows(pathname: string, state: SessionState): boolean {
  if (isPublicRoute(pathname)) return true;
  return !state.isLoading && guardRedirect(pathname, state) === null;
}
