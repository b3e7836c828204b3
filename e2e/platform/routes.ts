import { ROUTE_MANIFEST, routeFor, type RouteEntry } from '../../shared-ui/src/routes/manifest';

/** A path of the pattern, each `:param` filled with `x`. */
export const samplePath = (pattern: string) => pattern.replace(/:\w+/g, 'x');

type Row = [path: string, remote: string, title: string | RegExp];
const all = ROUTE_MANIFEST as readonly RouteEntry[];

/** The route table (the route manifest): path, the remote that renders it, the screen's title. */
export const PUBLIC_ROUTES: Row[] = all
  .filter((r) => r.access === 'public')
  // Without a code from the provider the callback ends on its error screen.
  .map((r) => [r.path, r.remote, r.id === 'signup-grant' ? /^(Completing authentication\.\.\.|Authentication Error)$/ : r.title]);

/** Every protected path and what a session of `role` sees there (the owner the manifest gives that role). */
export function routesAs(role: 'admin' | 'client'): [path: string, remote: string, title: string][] {
  const paths = [...new Set(all.filter((r) => r.access !== 'public').map((r) => samplePath(r.path)))];
  return paths.flatMap((path) => {
    const owner = routeFor(path, role);
    return owner ? [[path, owner.remote, owner.title] as [string, string, string]] : [];
  });
}

/** Every protected path (signed-in and admin routes). */
export const PROTECTED_PATHS: string[] = [...new Set(all.filter((r) => r.access !== 'public').map((r) => samplePath(r.path)))];

/** Admin routes: nobody but an admin ever sees them. */
export const ADMIN_PATHS: string[] = [...new Set(all.filter((r) => r.access === 'admin' && r.path !== '/').map((r) => samplePath(r.path)))];

export const NOT_FOUND_TITLE = 'Page not found';
