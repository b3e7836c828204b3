import type { RemoteName, Role } from '../platform/names';

/** Who may open a screen: anyone, any signed-in user, or admins only. */
export type ScreenAccess = 'public' | 'signed-in' | 'admin';

/** A screen's place in the sidebar. */
export interface ScreenNav {
  /** The sidebar section's label (its position comes from the remote's `sections`). */
  section: string;
  /** The sidebar label (spec wording; may differ from the screen title). */
  label: string;
  /** Position within its section. */
  order: number;
  /** The pulsing LIVE badge (CapitalScore). */
  live?: boolean;
  /** A section's primary item toggles the sub-list of its `sub` items (CREDIT BUILDING). */
  primary?: boolean;
  sub?: boolean;
}

/** One screen as its remote declares it (data: published with every release of the remote). */
export interface ScreenDeclaration {
  /** Stable id, unique in the portal: links name screens by id, never by path. */
  id: string;
  /** Absolute path pattern; `:name` matches one segment (`/clients/:id`). */
  path: string;
  /** The screen's title (its h1 and the page title). */
  title: string;
  access: ScreenAccess;
  nav?: ScreenNav;
  /**
   * The query parameters the screen reads (`?conversation=<id>`, `?focus=<record id>`): `href` and `tryHref` keep
   * these from the parameters they are given (after the path's own), so a stored link (a notification's `params`)
   * opens what it is about. Any other parameter is dropped.
   */
  query?: readonly string[];
}

/**
 * What a remote declares about its screens (`<remote>/src/screens.ts`), published as data with each of its
 * releases (mf-manifest.json `portal.screens`, release.json `screens`) and composed by the shell at boot from
 * the runtime config. Nothing of it is compiled into the shell or shared-ui.
 */
export interface RemoteScreens {
  remote: RemoteName;
  screens: readonly ScreenDeclaration[];
  /**
   * The position (ascending) of every sidebar section this remote's screens use. A section several remotes
   * use must have the same position in each (the release check refuses a clash).
   */
  sections?: Readonly<Record<string, number>>;
  /** Ids of other remotes' screens this remote links to (the release check keeps them declared). */
  links?: readonly string[];
  /** This remote renders the not-found page of unknown paths (exactly one live remote does). */
  notFound?: boolean;
  /**
   * The top bar's search kinds this remote's own migrations register (rows of public.remote_search_kinds, each a
   * function finding the caller's rows), named `<remote>_<name>`: how a hit is labelled and the screen it opens.
   * Only the kinds a live release (or canary) declares are searched: a rollback removes them.
   */
  searchKinds?: Readonly<Record<string, RemoteSearchKind>>;
  /**
   * The notification kinds this remote's own migrations add (rows of public.notification_kinds), named
   * `<remote>_<name>`: the screen of this remote each opens.
   */
  notificationKinds?: Readonly<Record<string, string>>;
}

/** One search kind a remote declares: its label, its group in the results and the screen of this remote it opens. */
export interface RemoteSearchKind {
  label: string;
  group: string;
  screen: string;
}

/** A screen of the composed table: a declaration and the remote that renders it. */
export interface ScreenEntry extends ScreenDeclaration {
  remote: RemoteName;
}

/** `/documents/` and `/documents` are the same path. */
export function normalizePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname || '/';
}

/** Whether `pattern` (with `:name` segments) matches `pathname`: exact, case-sensitive, trailing slash ignored. */
export function matchesPath(pattern: string, pathname: string): boolean {
  const want = pattern.split('/');
  const got = normalizePath(pathname).split('/');
  if (want.length !== got.length) return false;
  return want.every((seg, i) => (seg.startsWith(':') ? got[i] !== '' : seg === got[i]));
}

/** Whether a session with `role` (null: signed out) may open a screen of this access level. */
export function canAccess(access: ScreenAccess, role: Role | null): boolean {
  if (access === 'public') return true;
  if (access === 'signed-in') return role !== null;
  return role === 'admin';
}

/** The path of a pattern, its `:name` parameters filled in (URI-encoded); a missing one throws. */
export function fillPath(id: string, pattern: string, params: Readonly<Record<string, string>> = {}): string {
  return pattern.replace(/:(\w+)/g, (_m, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') throw new Error(`screen '${id}': parameter ${name} is missing`);
    return encodeURIComponent(value);
  });
}

/**
 * The address of a screen: its path with the `:name` parameters filled in (a missing one throws), then those of
 * its declared `query` parameters that are given (non-empty), in declaration order.
 */
export function screenHref(
  id: string,
  screen: Pick<ScreenDeclaration, 'path' | 'query'>,
  params: Readonly<Record<string, string>> = {},
): string {
  const path = fillPath(id, screen.path, params);
  const query = new URLSearchParams();
  for (const name of screen.query ?? []) {
    const value = params[name];
    if (value !== undefined && value !== '') query.set(name, value);
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/** A path of the pattern, each `:param` filled with `x` (tests and checks). */
export const samplePath = (pattern: string) => pattern.replace(/:\w+/g, 'x');
