import type { ScreenTable, SessionState } from 'shared-ui';

/**
 * The auth guard, read from the composed screen table: where to send a visitor who may not see `pathname`, or
 * null when they may. A screen of `access` 'signed-in' (and any unknown path) needs a session; an 'admin' screen
 * needs an admin: anyone else goes to the sign-in screen (which sends a signed-in user home). While the first
 * session read runs nothing is decided (null) and protected remotes stay unmounted.
 */
export function guardRedirect(table: ScreenTable, pathname: string, state: SessionState): string | null {
  if (state.isLoading || table.isPublic(pathname)) return null;
  const signIn = table.byId('sign-in') ? table.href('sign-in') : '/signin';
  // Signed in with one factor while an authenticator is set up: /signin asks for its code first.
  if (!state.session || state.needsSecondFactor) return signIn;
  if (table.screensForPath(pathname).length === 0) return null; // unknown: the not-found page
  return table.screenFor(pathname, state.role) ? null : signIn;
}

/** Whether a remote may be mounted on `pathname` now (public screen, or a session that passes the guard). */
export function guardAllows(table: ScreenTable, pathname: string, state: SessionState): boolean {
  if (table.isPublic(pathname)) return true;
  return !state.isLoading && guardRedirect(table, pathname, state) === null;
}
