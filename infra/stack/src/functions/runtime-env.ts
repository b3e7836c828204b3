import { AsyncLocalStorage } from 'node:async_hooks';
import ws from 'ws';

export type FunctionEnv = Record<string, string>;

type EnvGetter = (name: string) => string | undefined;
interface RuntimeGlobals {
  /** Read by infra/supabase/functions/_shared/env.ts before Deno.env and process.env. */
  __localStackEnv?: EnvGetter;
  WebSocket?: unknown;
}

const store = new AsyncLocalStorage<FunctionEnv>();

/**
 * Installs, once per process, what a Deno-style handler expects from its runtime: an environment per
 * invocation (each stack in the process gives its own SUPABASE_URL and keys, so it cannot be
 * process.env) and a global WebSocket (Node 20 has none, and supabase-js's createClient needs one).
 */
export function installRuntime(): void {
  const g = globalThis as RuntimeGlobals;
  g.__localStackEnv ??= (name) => store.getStore()?.[name] ?? process.env[name];
  g.WebSocket ??= ws;
}

/** Runs fn with `env` visible to the handler (and to everything it starts) through the env accessor. */
export function withFunctionEnv<T>(env: FunctionEnv, fn: () => T): T {
  return store.run(env, fn);
}
