import { AsyncLocalStorage } from 'node:async_hooks';
import type { MessagePort } from 'node:worker_threads';
import ws from 'ws';
import type { HeaderList, InvokeMessage, ResultMessage, WireRequest, WireResponse } from './protocol';

/** Runs inside the worker thread (started by `worker-entry.mjs`); one worker per running stack. */
type WebHandler = (req: Request) => Response | Promise<Response>;
type EnvGetter = (name: string) => string | undefined;
interface RuntimeGlobals {
  /** Read by infra/supabase/functions/_shared/env.ts before Deno.env and process.env. */
  __localStackEnv?: EnvGetter;
  WebSocket?: unknown;
}

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'host', 'upgrade', 'expect']);

function toWebRequest(wire: WireRequest): Request {
  const headers = new Headers();
  for (const [name, value] of wire.headers) headers.append(name, value);
  return new Request(wire.url, { method: wire.method, headers, body: wire.body ?? undefined });
}

async function toWire(res: Response): Promise<WireResponse> {
  const headers: HeaderList = [];
  res.headers.forEach((value, name) => {
    if (name !== 'set-cookie' && !HOP_BY_HOP.has(name)) headers.push([name, value]);
  });
  for (const cookie of res.headers.getSetCookie()) headers.push(['set-cookie', cookie]);
  return { status: res.status, headers, body: new Uint8Array(await res.arrayBuffer()) };
}

/** tsx runs modules from data: URLs; the log shows the file they came from instead. */
const TSX_DATA_URL = /data:text\/javascript,[^?\s]*\?filePath=([^:\s)]+)/g;

function describe(error: unknown): string {
  const text = error instanceof Error ? (error.stack ?? error.message) : String(error);
  return text.replace(TSX_DATA_URL, (_, file: string) => decodeURIComponent(file).replace(/\?namespace=[\w-]+$/, ''));
}

/**
 * Answers InvokeMessages: imports `<name>/handler.ts` once (its default export), runs it with the
 * invocation's environment and posts the Response back. What a handler expects of its runtime is
 * installed here: a per-invocation environment and a global WebSocket (supabase-js needs one on Node 20).
 */
export function runWorker(port: MessagePort, importFile: (file: string) => Promise<Record<string, unknown>>): void {
  const store = new AsyncLocalStorage<Record<string, string>>();
  const g = globalThis as RuntimeGlobals;
  g.__localStackEnv = (name) => store.getStore()?.[name] ?? process.env[name];
  g.WebSocket ??= ws;
  const handlers = new Map<string, Promise<WebHandler>>();

  const load = (name: string, file: string): Promise<WebHandler> => {
    let loaded = handlers.get(name);
    if (!loaded) {
      loaded = importFile(file).then((mod) => {
        // Under CommonJS interop the module object may arrive wrapped once more.
        const candidate = typeof mod.default === 'function' ? mod.default : (mod.default as { default?: unknown } | undefined)?.default;
        if (typeof candidate !== 'function') throw new Error(`${name}/handler.ts has no default export function`);
        return candidate as WebHandler;
      });
      handlers.set(name, loaded);
      loaded.catch(() => handlers.delete(name));
    }
    return loaded;
  };

  port.on('message', (message: InvokeMessage) => {
    const reply = (result: ResultMessage) => port.postMessage(result);
    void (async () => {
      try {
        const handler = await load(message.name, message.file);
        const response = await store.run(message.env, async () => handler(toWebRequest(message.request)));
        if (!(response instanceof Response)) throw new Error(`${message.name} did not return a Response`);
        reply({ id: message.id, ok: true, response: await toWire(response) });
      } catch (error) {
        reply({ id: message.id, ok: false, log: describe(error) });
      }
    })();
  });
}
