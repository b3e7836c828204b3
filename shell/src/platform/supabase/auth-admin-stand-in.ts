// Stands in for auth-js's `GoTrueAdminApi` (`supabase.auth.admin`, 1.7 KiB gz) in the shell's build: its class is
// fetched on the first call. The browser calls one method of it, `signOut()` (auth-js signs its own session out
// through it); the rest need the service key, which never reaches a browser.
import type RealAdminApi from '@supabase/auth-js/dist/module/GoTrueAdminApi.js';
import { deferredObject } from './deferred';

type Options = ConstructorParameters<typeof RealAdminApi>[0];
/** The admin API's groups of methods (`admin.mfa.listFactors()`): each one a stand-in of its own until loaded. */
const GROUPS = ['mfa', 'oauth', 'customProviders', 'passkey'] as const;

let loading: Promise<typeof RealAdminApi> | undefined;

/** Fetches auth-js's admin API (once). */
export function loadAdminApi(): Promise<typeof RealAdminApi> {
  loading ??= import(/* webpackChunkName: "lazy-auth-admin" */ '@supabase/auth-js/dist/module/GoTrueAdminApi.js').then((m) => m.default);
  return loading;
}

export default class GoTrueAdminApi {
  constructor(options: Options) {
    let real: RealAdminApi | undefined;
    const load = () =>
      loadAdminApi().then((Api) => {
        real ??= new Api(options);
        return real;
      });
    const early = Object.fromEntries(
      GROUPS.map((group) => [
        group,
        deferredObject<object>(
          () => real?.[group],
          () => load().then((api) => api[group]),
        ),
      ]),
    );
    return deferredObject<RealAdminApi>(() => real, load, early) as unknown as GoTrueAdminApi;
  }
}
