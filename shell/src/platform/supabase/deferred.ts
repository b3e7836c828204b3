type AnyFunction = (...args: unknown[]) => unknown;

/**
 * A stand-in for an object whose class arrives in a chunk of its own. Once `real()` returns the object, every
 * property is the real one's (methods bound to it). Before that, a method call waits for the load and then runs
 * on the real object: its result is a promise, which is what every asynchronous method of the supabase
 * sub-clients returns anyway. `early` answers the members that must answer at once (e.g. `channel()` returns a
 * channel); `always` wins over the real object too.
 */
export function deferredObject<T extends object>(
  real: () => T | undefined,
  load: () => Promise<T>,
  early: Partial<Record<PropertyKey, unknown>> = {},
  always: Partial<Record<PropertyKey, unknown>> = {},
): T {
  return new Proxy({} as T, {
    get(_target, prop) {
      if (prop in always) return always[prop];
      const loaded = real();
      if (loaded) {
        const value = Reflect.get(loaded, prop, loaded) as unknown;
        return typeof value === 'function' ? (value as AnyFunction).bind(loaded) : value;
      }
      if (prop in early) return early[prop];
      // An awaited stand-in is not a promise, and symbols (inspection) have nothing to wait for.
      if (prop === 'then' || typeof prop === 'symbol') return undefined;
      return (...args: unknown[]) => load().then((object) => (Reflect.get(object, prop, object) as AnyFunction).apply(object, args));
    },
    has(_target, prop) {
      const loaded = real();
      return prop in always || (loaded ? prop in loaded : prop in early);
    },
  });
}
