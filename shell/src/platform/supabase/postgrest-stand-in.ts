// Stands in for `@supabase/postgrest-js` inside supabase-js in the shell's build (see realtime-stand-in.ts): a signed-out
// first screen (/signin) asks the database nothing, so postgrest-js (6 KiB gz) is fetched when the page is signed in
// (bootstrap.tsx starts it with the session), first used, or idle. Once it is there, `from()`, `rpc()` and `schema()`
// return postgrest-js's own builders. A chain made before then records its calls and replays them on the real client
// when awaited: postgrest-js's builders are mutable (every filter returns the same builder) except the query builder,
// whose select/insert/upsert/update/delete each start a new one, and the recorders keep that shape.
import type * as PostgrestJs from '@supabase/postgrest-js';

type Module = typeof PostgrestJs;
/** What supabase-js calls of its `rest` client. */
interface RealClient {
  from(relation: string): unknown;
  schema(schema: string): RealClient;
  rpc(fn: string, args?: object, options?: { head?: boolean; get?: boolean; count?: 'exact' | 'planned' | 'estimated' }): unknown;
}
type Options = { headers?: HeadersInit; schema?: string; fetch?: typeof fetch; timeout?: number; urlLengthLimit?: number };
type AnyFunction = (...args: unknown[]) => unknown;
type Builder = Record<PropertyKey, AnyFunction> & PromiseLike<unknown>;

let loaded: Module | undefined;
let loading: Promise<Module> | undefined;

/** Fetches postgrest-js (once; a failed fetch is tried again by the next use). */
export function loadPostgrestJs(): Promise<Module> {
  if (!loading) {
    loading = import(/* webpackChunkName: "signed-in-postgrest" */ '@supabase/postgrest-js/dist/index.mjs').then((m) => {
      loaded = m as unknown as Module;
      return loaded;
    });
    loading.catch(() => (loading = undefined));
  }
  return loading;
}

/**
 * supabase-js's error class, re-exported by it. The errors postgrest-js throws (`throwOnError()`) are instances of
 * its own class: `instanceof` answers by name for both.
 */
export class PostgrestError extends Error {
  details: string;
  hint: string;
  code: string;
  constructor(context: { message: string; details: string; hint: string; code: string }) {
    super(context.message);
    this.name = 'PostgrestError';
    this.details = context.details;
    this.hint = context.hint;
    this.code = context.code;
  }
  toJSON() {
    return { name: this.name, message: this.message, details: this.details, hint: this.hint, code: this.code };
  }
  static [Symbol.hasInstance](value: unknown): boolean {
    return value instanceof Error && value.name === 'PostgrestError';
  }
}

/** What postgrest-js answers when the request could not be sent (here: postgrest-js itself could not be fetched). */
function unsent(error: unknown, throwOnError: boolean) {
  const e = error instanceof Error ? error : new Error(String(error));
  const details = { message: `${e.name}: ${e.message}`, details: e.stack ?? '', hint: '', code: '' };
  if (throwOnError) throw new PostgrestError(details);
  return { error: details, data: null, count: null, status: 0, statusText: '' };
}

/** A filter builder (what select/insert/update/upsert/delete and rpc return) made before postgrest-js arrived. */
function pendingFilter(start: () => Builder): Builder {
  const steps: [PropertyKey, unknown[]][] = [];
  const replay = () => steps.reduce((builder, [method, args]) => builder[method](...args) as Builder, start());
  const then = (onfulfilled?: AnyFunction, onrejected?: AnyFunction) =>
    loadPostgrestJs().then(
      () => replay().then(onfulfilled, onrejected),
      (error: unknown) => {
        try {
          const answer = unsent(
            error,
            steps.some(([method]) => method === 'throwOnError'),
          );
          return onfulfilled ? onfulfilled(answer) : answer;
        } catch (thrown) {
          if (onrejected) return onrejected(thrown);
          throw thrown;
        }
      },
    );
  const recorder: Builder = new Proxy({} as Builder, {
    get(_target, prop) {
      if (prop === 'then') return then;
      if (typeof prop === 'symbol') return undefined;
      return (...args: unknown[]) => {
        steps.push([prop, args]);
        return recorder;
      };
    },
  });
  return recorder;
}

/** A query builder (`from()`) made before postgrest-js arrived: each of its methods starts a filter builder. */
function pendingQuery(start: () => Builder): Builder {
  return new Proxy({} as Builder, {
    get(_target, prop) {
      if (prop === 'then' || typeof prop === 'symbol') return undefined;
      return (...args: unknown[]) => (loaded ? start()[prop](...args) : pendingFilter(() => start()[prop](...args) as Builder));
    },
  });
}

function standInClient(real: () => RealClient) {
  const now = () => (loaded ? real() : undefined);
  return {
    /** Not postgrest-js's: fetches it now (the shell's boot, through `supabase.rest`, which imports nothing of here). */
    preload: () => loadPostgrestJs().then(() => undefined),
    from(relation: string) {
      const client = now();
      if (client) return client.from(relation);
      if (!relation || typeof relation !== 'string' || relation.trim() === '')
        throw new Error('Invalid relation name: relation must be a non-empty string.');
      return pendingQuery(() => real().from(relation) as unknown as Builder);
    },
    schema(schema: string): unknown {
      const client = now();
      if (client) return client.schema(schema);
      let inSchema: RealClient | undefined;
      return standInClient(() => (inSchema ??= real().schema(schema)));
    },
    rpc(fn: string, args?: object, options?: Parameters<RealClient['rpc']>[2]) {
      const client = now();
      if (client) return client.rpc(fn, args, options);
      return pendingFilter(() => real().rpc(fn, args, options) as unknown as Builder);
    },
  };
}

/** supabase-js's `rest`: postgrest-js's client once it has arrived, the recorders above before. */
export class PostgrestClient {
  constructor(url: string, options?: Options) {
    let real: RealClient | undefined;
    return standInClient(() => {
      if (!loaded) throw new Error('postgrest-js is not loaded');
      const Client = loaded.PostgrestClient as unknown as new (url: string, options?: Options) => RealClient;
      return (real ??= new Client(url, options));
    }) as unknown as PostgrestClient;
  }
}
