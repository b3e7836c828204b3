import { NOT_FOUND_REMOTE, routeFor, routesForPath, type RemoteName, type Role } from 'shared-ui';

/** Whether a path is open to everyone (a public entry of the manifest). */
export function isPublicRoute(pathname: string): boolean {
  return routesForPath(pathname).some((r) => r.access === 'public');
}

/**
 * The remote that renders a path for a session with `role`, read from the route manifest: the first matching
 * entry the session may open (an admin's `/` is mfe_admin's); an unknown path is the not-found remote's; a known
 * path this session may not open (a client on `/clients`) has none (the guard sends it away).
 */
export function remoteForPath(pathname: string, role: Role | null): RemoteName | null {
  const owner = routeFor(pathname, role);
  if (owner) return owner.remote;
  return routesForPath(pathname).length === 0 ? NOT_FOUND_REMOTE : null;
}
