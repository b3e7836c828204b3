import { PORTAL_SCREENS } from '../../infra/screens/portal-screens';
import { samplePath } from '../../shared-ui/src/screens/screen-declarations';
import { createScreenTable } from '../../shared-ui/src/screens/screen-table';

export { samplePath };

type Row = [path: string, remote: string, title: string | RegExp];
/** The composed table when every remote's current declarations are live (what the e2e portal serves). */
const table = createScreenTable(PORTAL_SCREENS);
const all = table.screens;

/** The route table (the composed screens): path, the remote that renders it, the screen's title. */
export const PUBLIC_ROUTES: Row[] = all
  .filter((r) => r.access === 'public')
  // Without a code from the provider the callback ends on its error screen.
  .map((r) => [
    r.path,
    r.remote,
    r.id === 'completing-authentication' ? /^(Completing authentication\.\.\.|Authentication Error)$/ : r.title,
  ]);

/** Every protected path and what a session of `role` sees there (the owner the table gives that role). */
export function routesAs(role: 'admin' | 'client'): [path: string, remote: string, title: string][] {
  const paths = [...new Set(all.filter((r) => r.access !== 'public').map((r) => samplePath(r.path)))];
  return paths.flatMap((path) => {
    const owner = table.screenFor(path, role);
    return owner ? [[path, owner.remote, owner.title] as [string, string, string]] : [];
  });
}

/** Every protected path (signed-in and admin routes). */
export const PROTECTED_PATHS: string[] = [...new Set(all.filter((r) => r.access !== 'public').map((r) => samplePath(r.path)))];

/** Admin routes: nobody but an admin ever sees them. */
export const ADMIN_PATHS: string[] = [...new Set(all.filter((r) => r.access === 'admin' && r.path !== '/').map((r) => samplePath(r.path)))];

export const NOT_FOUND_TITLE = 'Page not found';
