import type { RemoteName, Role } from '../platform/names';
import {
  canAccess,
  matchesPath,
  normalizePath,
  samplePath,
  screenHref,
  type RemoteScreens,
  type RemoteSearchKind,
  type ScreenAccess,
  type ScreenEntry,
} from './screen-declarations';

/** A sidebar section of the composed table. */
export interface ScreenSection {
  label: string;
  order: number;
}

/**
 * The portal's screens composed from what the live remotes declare: route ownership, the guard, the sidebar,
 * page titles and links across remotes all read it. The shell builds it at boot from the runtime config
 * (`PortalConfig.screens`) and hands it to every remote as `platform.screens`.
 */
export interface ScreenTable {
  /** Every live screen (static paths before dynamic ones, then the most restrictive access first). */
  readonly screens: readonly ScreenEntry[];
  /** Every section some screen's sidebar place uses, in sidebar order. */
  readonly sections: readonly ScreenSection[];
  /** The remote that renders the not-found page of unknown paths (null: none declares it). */
  readonly notFoundRemote: RemoteName | null;
  byId(id: string): ScreenEntry | undefined;
  /**
   * The path of a screen by id, parameters filled in, and its declared query parameters that are given
   * (`href('conversations', { conversation })` is `/conversations?conversation=...`); an id no live remote declares throws.
   */
  href(id: string, params?: Readonly<Record<string, string>>): string;
  /** Every screen whose pattern matches the path, in table order. */
  screensForPath(pathname: string): readonly ScreenEntry[];
  /**
   * The screen that owns `pathname` for a session with `role`: the first matching screen the session may open
   * (an admin's `/` is mfe_admin's, everyone else's mfe_setup's); null for an unknown path or one closed to it.
   */
  screenFor(pathname: string, role: Role | null): ScreenEntry | null;
  /** Whether anyone may open the path (a public screen matches it). */
  isPublic(pathname: string): boolean;
  /**
   * A search kind a live remote declares (`searchKinds`); undefined for any other kind. Optional: a table of an
   * older shared-ui (5.0) has none.
   */
  searchKind?(kind: string): RemoteSearchKind | undefined;
  /** The screen a live remote declares for a notification kind (`notificationKinds`); undefined for any other. Optional too. */
  notificationScreen?(kind: string): string | undefined;
}

const ACCESS_RANK: Record<ScreenAccess, number> = { admin: 0, 'signed-in': 1, public: 2 };
const isDynamic = (path: string) => (path.includes(':') ? 1 : 0);

/** Composes the table from each live remote's declarations (the order of `declared` does not matter). */
export function createScreenTable(declared: readonly RemoteScreens[]): ScreenTable {
  const screens: ScreenEntry[] = declared
    .flatMap((d) => d.screens.map((s) => ({ ...s, remote: d.remote })))
    .sort((a, b) => isDynamic(a.path) - isDynamic(b.path) || ACCESS_RANK[a.access] - ACCESS_RANK[b.access]);
  const orders = new Map<string, number>();
  for (const d of declared) for (const [label, order] of Object.entries(d.sections ?? {})) if (!orders.has(label)) orders.set(label, order);
  const used = new Set(screens.flatMap((s) => (s.nav ? [s.nav.section] : [])));
  const sections = [...used]
    .map((label) => ({ label, order: orders.get(label) ?? Number.MAX_SAFE_INTEGER }))
    .sort((a, b) => a.order - b.order || a.label.localeCompare(b.label));
  const byId = new Map(screens.map((s) => [s.id, s]));
  const screensForPath = (pathname: string) => screens.filter((s) => matchesPath(s.path, pathname));
  const searchKinds = new Map(declared.flatMap((d) => Object.entries(d.searchKinds ?? {})));
  const notificationScreens = new Map(declared.flatMap((d) => Object.entries(d.notificationKinds ?? {})));
  return {
    screens,
    sections,
    notFoundRemote: declared.find((d) => d.notFound)?.remote ?? null,
    byId: (id) => byId.get(id),
    href(id, params) {
      const screen = byId.get(id);
      if (!screen) throw new Error(`No live remote declares the screen '${id}'`);
      return screenHref(id, screen, params);
    },
    screensForPath,
    screenFor: (pathname, role) => screensForPath(pathname).find((s) => canAccess(s.access, role)) ?? null,
    isPublic: (pathname) => screensForPath(pathname).some((s) => s.access === 'public'),
    searchKind: (kind) => searchKinds.get(kind),
    notificationScreen: (kind) => notificationScreens.get(kind),
  };
}

/** The same pattern whatever its parameters are called or a trailing slash (`/clients/:id` and `/clients/:key/` clash). */
const patternKey = (path: string) => normalizePath(path).replace(/:\w+/g, ':');

/**
 * Why a set of live remotes' declarations cannot be composed (empty: it can): an id declared twice, a path
 * two remotes own for the same access, a section at two positions, a link to a screen no remote declares
 * (`extraLinks`: the shell's own links), no or two not-found remotes.
 */
export function compositionProblems(
  declared: readonly RemoteScreens[],
  extraLinks: { from: string; ids: readonly string[] }[] = [],
): string[] {
  const problems: string[] = [];
  const ids = new Map<string, RemoteName>();
  const paths = new Map<string, RemoteName>();
  const sections = new Map<string, { order: number; remote: RemoteName }>();
  for (const d of declared) {
    for (const s of d.screens) {
      const other = ids.get(s.id);
      if (other) problems.push(`screen id '${s.id}' is declared by ${other} and ${d.remote}`);
      else ids.set(s.id, d.remote);
      const key = `${s.access} ${patternKey(s.path)}`;
      const owner = paths.get(key);
      if (owner) problems.push(`path ${s.path} (${s.access}) is owned by ${owner} and ${d.remote}`);
      else paths.set(key, d.remote);
      if (s.nav && d.sections?.[s.nav.section] === undefined)
        problems.push(`${d.remote}: screen '${s.id}' is in section ${s.nav.section}, which has no position in its sections`);
      if (!s.path.startsWith('/') || samplePath(s.path).includes('//'))
        problems.push(`${d.remote}: screen '${s.id}' has an invalid path ${s.path}`);
    }
    for (const [label, order] of Object.entries(d.sections ?? {})) {
      const seen = sections.get(label);
      if (!seen) sections.set(label, { order, remote: d.remote });
      else if (seen.order !== order)
        problems.push(`section ${label} is at position ${seen.order} for ${seen.remote} and ${order} for ${d.remote}`);
    }
  }
  const sources = [...declared.map((d) => ({ from: d.remote as string, ids: d.links ?? [] })), ...extraLinks];
  for (const { from, ids: linked } of sources) {
    for (const id of linked) if (!ids.has(id)) problems.push(`${from} links to the screen '${id}', which no live remote declares`);
  }
  for (const d of declared) {
    const own = new Set(d.screens.map((s) => s.id));
    const kinds = [
      ...Object.entries(d.searchKinds ?? {}).map(([kind, k]) => ['search', kind, k.screen] as const),
      ...Object.entries(d.notificationKinds ?? {}).map(([kind, screen]) => ['notification', kind, screen] as const),
    ];
    for (const [what, kind, screen] of kinds) {
      if (!kind.startsWith(`${d.remote}_`)) problems.push(`${d.remote}: ${what} kind '${kind}' is not named ${d.remote}_<name>`);
      if (!own.has(screen)) problems.push(`${d.remote}: ${what} kind '${kind}' opens the screen '${screen}', which it does not declare`);
    }
  }
  const notFound = declared.filter((d) => d.notFound).map((d) => d.remote);
  if (notFound.length > 1) problems.push(`the not-found page is declared by ${notFound.join(' and ')} (one remote only)`);
  return problems;
}
