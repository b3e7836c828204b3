import type { PlatformApi } from '../platform/platform-api';
import { fillPath, type RemoteScreens } from './screen-declarations';

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;
type ParamsArg<P extends string> = [ParamNames<P>] extends [never] ? [] : [Record<ParamNames<P>, string>];

type Own<D extends RemoteScreens> = D['screens'][number];
type OwnId<D extends RemoteScreens> = Own<D>['id'];
type ForeignId<D extends RemoteScreens> = NonNullable<D['links']>[number];

/** A remote's typed links, made from its own declarations (`screenLinks(SCREENS)` in `src/app/links.ts`). */
export interface ScreenLinks<D extends RemoteScreens> {
  /** `href('client', { id })`: the path of one of this remote's screens (typed id and parameters). */
  href<Id extends OwnId<D>>(id: Id, ...params: ParamsArg<Extract<Own<D>, { id: Id }>['path']>): string;
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
    href: (id, ...params) => fillPath(id, find(id).path, params[0] as Record<string, string> | undefined),
    title: (id) => find(id).title,
    foreign: (platform, id, params) => platform.screens.href(id, params),
  };
}
