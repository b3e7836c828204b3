import fs from 'node:fs';
import path from 'node:path';

export type WebHandler = (req: Request) => Response | Promise<Response>;

const NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;

export class FunctionLoadError extends Error {}

/**
 * Finds `<functionsDir>/<name>/handler.ts` and imports its default export once (tsx or jest
 * transpiles the TypeScript); folders starting with `_` (shared code) are never functions.
 */
export class FunctionLoader {
  private readonly cache = new Map<string, Promise<WebHandler>>();

  constructor(private readonly functionsDir: string) {}

  /** The handler file of a function, or undefined when there is no such function. */
  handlerFile(name: string): string | undefined {
    if (!NAME.test(name)) return undefined;
    const file = path.join(this.functionsDir, name, 'handler.ts');
    return fs.existsSync(file) ? file : undefined;
  }

  load(name: string, file: string): Promise<WebHandler> {
    let loaded = this.cache.get(name);
    if (!loaded) {
      loaded = importHandler(file);
      this.cache.set(name, loaded);
      loaded.catch(() => this.cache.delete(name));
    }
    return loaded;
  }
}

async function importHandler(file: string): Promise<WebHandler> {
  const mod = (await import(file)) as { default?: unknown };
  // Under CommonJS interop the module object may arrive wrapped once more.
  const candidate = typeof mod.default === 'function' ? mod.default : (mod.default as { default?: unknown } | undefined)?.default;
  if (typeof candidate !== 'function') throw new FunctionLoadError(`${path.basename(path.dirname(file))}/handler.ts has no default export function`);
  return candidate as WebHandler;
}
