// No import circle, type imports included: import-x/no-cycle (eslint.config.mjs) skips `import type`, so a circle
// of types only (the platform API's Role and the screens' table, once) passes it. This walks every package's
// sources by their relative imports and exports, type ones too, and names each circle it finds.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const ROOT = resolve(__dirname, '../..');
const PACKAGES = [
  'shared-ui/src',
  'shell/src',
  'mfe-auth/src',
  'mfe-setup/src',
  'mfe-credit/src',
  'mfe-content/src',
  'mfe-admin/src',
  'infra',
];
const SOURCE = /\.(ts|tsx)$/;
const SKIP = /(^|\/)(node_modules|dist|\.data)(\/|$)|\.(test|itest)\.tsx?$|\.d\.ts$/;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (SKIP.test(relative(ROOT, path))) return [];
    if (statSync(path).isDirectory()) return sources(path);
    return SOURCE.test(name) ? [path] : [];
  });
}

function resolveImport(from: string, spec: string): string | null {
  const base = resolve(dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (SOURCE.test(candidate) && existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

const IMPORTS = /(?:^|\n)\s*(?:import|export)\s[^;'"]*?from\s*['"](\.{1,2}\/[^'"]+)['"]/g;

/** Each circle as `a -> b -> a` (relative to the repository), one per strongly connected group. */
export function importCircles(files: string[]): string[] {
  const graph = new Map(files.map((f) => [f, [...readFileSync(f, 'utf8').matchAll(IMPORTS)].flatMap((m) => resolveImport(f, m[1]) ?? [])]));
  // Tarjan's strongly connected components.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[] = [];
  let next = 0;
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1)
        circles.push(
          group
            .map((f) => relative(ROOT, f))
            .sort()
            .join(' <-> '),
        );
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return circles;
}

it.each(PACKAGES)('%s has no import circle, type imports included', (pkg) => {
  expect(importCircles(sources(join(ROOT, pkg)))).toEqual([]);
});
