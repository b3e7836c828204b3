// Stands in for `@supabase/functions-js` inside supabase-js in the shell's build (see realtime-stand-in.ts): the
// client is fetched on the first `functions.invoke()`. Its error classes are small and stay (instanceof works).
import type { FunctionsClient as RealFunctionsClient } from '@supabase/functions-js';
import { deferredObject } from './deferred';

export {
  FunctionRegion,
  FunctionsError,
  FunctionsFetchError,
  FunctionsHttpError,
  FunctionsRelayError,
} from '@supabase/functions-js/dist/module/types.js';

type Options = ConstructorParameters<typeof RealFunctionsClient>[1];

let loading: Promise<typeof RealFunctionsClient> | undefined;

/** Fetches functions-js's client (once). */
export function loadFunctionsJs(): Promise<typeof RealFunctionsClient> {
  loading ??= import(/* webpackChunkName: "lazy-functions" */ '@supabase/functions-js/dist/module/FunctionsClient.js').then(
    (m) => m.FunctionsClient as typeof RealFunctionsClient,
  );
  return loading;
}

/** supabase-js's `functions`: `invoke()` waits for functions-js, `setAuth()` is kept for it. */
export class FunctionsClient {
  constructor(url: string, options: Options = {}) {
    let real: RealFunctionsClient | undefined;
    let token: string | undefined;
    const load = () =>
      loadFunctionsJs().then((Client) => {
        if (!real) {
          real = new Client(url, options);
          if (token !== undefined) real.setAuth(token);
        }
        return real;
      });
    const early = {
      setAuth(value: string) {
        token = value;
      },
      region: options.region ?? 'any',
    };
    return deferredObject<RealFunctionsClient>(() => real, load, early) as unknown as FunctionsClient;
  }
}
