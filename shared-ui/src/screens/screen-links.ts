import type { PlatformApi } from '../platform/platform-api';
import { screenHref, type RemoteScreens } from './screen-declarations';
import type { ScreenTable } from './screen-table';

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;
type ParamsArg<P extends string> = [ParamNames<P>] extends [never] ? [] : [Record<ParamNames<P>, string>];
type QueryNames<S> = S extends { query: readonly (infer Name extends string)[] } ? Name : never;
/** A screen's path parameters (required) and its declared query parameters (optional). */
type PathAndQuery<S extends { path: string }> = Record<ParamNames<S['path']>, string> & Partial<Record<QueryNames<S>, string>>;

type Own<D extends RemoteScreens> = D['screens'][number];
type OwnId<D extends RemoteScreens> = Own<D>['id'];
type ForeignId<D extends RemoteScreens> = NonNullable<D['links']>[number];

/** A remote's typed links, made from its own declarations (`screenLinks(SCREENS)` in `src/app/links.ts`). */
export interface ScreenLinks<D extends RemoteScreens> {
  /** `href('client', { id })`: the path of one of this remote's screens (typed id and parameters). */
  href<Id extends OwnId<D>>(id: Id, ...params: ParamsArg<Extract<Own<D>, { id: Id }>['path']>): string;
  /**
   * The same with any of the screen's declared query parameters (`query`), appended in declaration order:
   * `href('conversations', { client, filter: 'all' })` is `/conversations?client=...&filter=all`.
   */
  href<Id extends OwnId<D>>(id: Id, params: PathAndQuery<Extract<Own<D>, { id: Id }>>): string;
  /** The title of one of this remote's screens (its h1). */
  title(id: OwnId<D>): string;
  /**
   * The path of another remote's screen, resolved at runtime from the composed table (`platform.screens`):
   * only ids listed in this remote's `links` (the release check keeps them declared by a live remote).
   */
  foreign(platform: Pick<PlatformApi, 'screens'>, id: ForeignId<D>, params?: Readonly<Record<string, string>>): string;
}

export function screenLinks<const D extends RemoteScreens>(declared: D): ScreenLinks<D> {
  const find = (id: string) => {
    const screen = declared.screens.find((s) => s.id === id);
    if (!screen) throw new Error(`${declared.remote} declares no screen '${id}'`);
    return screen;
  };
  return {
    href: (id: string, params?: Readonly<Record<string, string>>) => screenHref(id, find(id), params),
    title: (id) => find(id).title,
    foreign: (platform, id, params) => platform.screens.href(id, params),
  };
}

/**
 * The path of a screen of the composed table by id, with parameters from stored data (a notification's `screen`
 * and `params`), or null when no live remote declares it or one of its path parameters is missing or not a
 * non-empty string. The screen's declared query parameters given as non-empty strings are kept
 * (`{ conversation }` for `conversations` gives `/conversations?conversation=...`); any other is dropped.
 * Only the table's `byId` and `href` (platform API 1.2): it runs on any shell of that line.
 */
export function tryHref(screens: Pick<ScreenTable, 'byId' | 'href'>, id: string, params?: unknown): string | null {
  const screen = screens.byId(id);
  if (!screen) return null;
  const values = params !== null && typeof params === 'object' ? (params as Record<string, unknown>) : {};
  const filled: Record<string, string> = {};
  for (const [, name] of screen.path.matchAll(/:(\w+)/g)) {
    const value = values[name];
    if (typeof value !== 'string' || value === '') return null;
    filled[name] = value;
  }
  for (const name of screen.query ?? []) {
    const value = values[name];
    if (typeof value === 'string' && value !== '') filled[name] = value;
  }
  return screens.href(id, filled);
}
