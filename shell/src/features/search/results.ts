import { canAccess, type Role, type ScreenTable, type TaskLabelFields } from 'shared-ui';
import type { SearchRecord } from './api/search-api';
import { SEARCH_KINDS, type SearchKind } from '../../routing/screen-uses';
import { markWords } from './highlight';

/** One option of the palette's listbox. */
export interface SearchOption {
  /** Unique in the list (the option's DOM id is made from it). */
  key: string;
  /** The group heading it is listed under. */
  group: string;
  /** What it is: "Store card", "Screen", "Recent search". */
  kind: string;
  /** Marked text (U+E000 ... U+E001 around matched words). */
  title: string;
  context: string;
  /** A build-out task: its status and due label are shown as on every screen (`TaskBadges`), not the status text. */
  task?: TaskLabelFields;
  /** The title of the screen it lives on (empty for a recent search). */
  screen: string;
  /** Where Enter goes; a recent search has `recent` instead. */
  path?: string;
  recent?: string;
}

/** The lowercase words of a query (letters and digits), at most 8. */
export function queryWords(query: string): string[] {
  return (query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8);
}

/**
 * Screens whose title, section or sidebar label has a word starting with each word of the query: from the
 * composed screen table, only those the role may open (a client never sees admin screens), in the browser.
 */
export function matchScreens(table: ScreenTable, role: Role | null, query: string, limit = 5): SearchOption[] {
  const words = queryWords(query);
  if (words.length === 0) return [];
  return table.screens
    .filter((s) => s.access !== 'public' && !s.path.includes(':') && canAccess(s.access, role))
    .filter((s) => table.screenFor(s.path, role)?.id === s.id) // `/` is the admin's overview, everyone else's home
    .filter((s) => {
      const own = queryWords(`${s.title} ${s.nav?.section ?? ''} ${s.nav?.label ?? ''}`);
      return words.every((w) => own.some((o) => o.startsWith(w)));
    })
    .slice(0, limit)
    .map((s) => ({
      key: `screen:${s.id}`,
      group: 'Screens',
      kind: 'Screen',
      title: markWords(s.title, words),
      context: markWords(s.nav ? `${s.nav.section} · ${s.nav.label}` : s.title, words),
      screen: '', // it is the screen
      path: table.href(s.id),
    }));
}

/**
 * search_portal's hits as options: each links to its screen with `?focus=<id>` when the screen declares that query
 * parameter (a client's page by its id); an admin opens a kind with an `adminScreen` there (a message: its
 * conversation in the inbox).
 */
export function recordOptions(table: ScreenTable, hits: readonly SearchRecord[], role: Role | null): SearchOption[] {
  return hits.flatMap((hit) => {
    // The platform's kinds are compiled in; a remote's come from its live release's declarations (`searchKinds`).
    const info: SearchKind | undefined = (SEARCH_KINDS as Record<string, SearchKind>)[hit.kind] ?? table.searchKind?.(hit.kind);
    const screen = info && table.byId(role === 'admin' && info.adminScreen ? info.adminScreen : info.screen);
    if (!info || !screen) return []; // a kind this portal does not show, or its remote is not live
    // `?focus=<id>` where the screen declares it (its `query`); a client's page by its id. A screen declaring no
    // query parameters (a release older than them) is linked as before, with `?focus`.
    const path =
      hit.kind === 'client'
        ? table.href(screen.id, { id: hit.id })
        : screen.query
          ? table.href(screen.id, { focus: hit.id })
          : `${table.href(screen.id)}?focus=${encodeURIComponent(hit.id)}`;
    return [
      {
        key: `${hit.kind}:${hit.id}`,
        group: info.group,
        kind: info.label,
        title: hit.title,
        context: hit.context ?? '',
        ...(hit.task ? { task: hit.task } : {}),
        screen: screen.title,
        path,
      },
    ];
  });
}

/** Recent searches as options (shown while the box is empty). */
export function recentOptions(recent: readonly string[]): SearchOption[] {
  return recent.map((term) => ({
    key: `recent:${term}`,
    group: 'Recent searches',
    kind: 'Recent search',
    title: term,
    context: '',
    screen: '',
    recent: term,
  }));
}

/** Options in groups, in order of first appearance (the server ranks the kinds). */
export function groupOptions(options: readonly SearchOption[]): { group: string; options: SearchOption[] }[] {
  const groups = new Map<string, SearchOption[]>();
  for (const option of options) groups.set(option.group, [...(groups.get(option.group) ?? []), option]);
  return [...groups].map(([group, list]) => ({ group, options: list }));
}
