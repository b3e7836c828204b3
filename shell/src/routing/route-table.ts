import type { RemoteName, Role, ScreenTable } from 'shared-ui';

/**
 * The remote that renders a path for a session with `role`, read from the composed screen table: the first
 * matching screen the session may open (an admin's `/` is mfe_admin's); an unknown path is the not-found
 * remote's; a known path this session may not open (a client on `/clients`) has none (the guard sends it away).
 */
export function remoteForPath(table: ScreenTable, pathname: string, role: Role | null): RemoteName | null {
  const owner = table.screenFor(pathname, role);
  if (owner) return owner.remote;
  return table.screensForPath(pathname).length === 0 ? table.notFoundRemote : null;
}
