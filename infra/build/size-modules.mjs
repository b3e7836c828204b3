// Line items of a production build: for each emitted JS file, the minified bytes of each library in it
// (size-labels.mjs), read from the minified file itself. Each module's function in webpack's module table
// is located with acorn: its bytes are that module's; a module webpack concatenated (scope hoisting) is
// split among its inner modules by their unminified sizes; what lies outside the table (webpack's runtime,
// the chunk wrapper) is `webpack runtime`. Written to dist/size-modules.json; the bench apportions each
// loaded file's gzip bytes by these (infra/scripts/bench-line-items.mjs).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'acorn';
import { labelOf } from './size-labels.mjs';
import { shareKeyOf } from './shared-modules.mjs';

export const RUNTIME = 'webpack runtime';
const keyOf = (property) => (property.key.type === 'Literal' ? String(property.key.value) : property.key.name);
const isFunction = (node) => /Function/.test(node.type);

/**
 * The byte ranges of the module functions in minified webpack output: every object literal whose keys are
 * all module ids of the chunk (`{123(e,t,r){…},"abc":(e)=>{…}}`).
 * @returns {Map<string, number>} module id -> bytes
 */
export function moduleBytes(code, ids) {
  const found = new Map();
  const visit = (node) => {
    if (node.type === 'ObjectExpression' && node.properties.length > 0) {
      const matches = node.properties.every((p) => p.type === 'Property' && !p.computed && ids.has(keyOf(p)) && isFunction(p.value));
      if (matches) {
        for (const p of node.properties) found.set(keyOf(p), Buffer.byteLength(code.slice(p.start, p.end)));
        return;
      }
    }
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) value.forEach((v) => v && typeof v.type === 'string' && visit(v));
      else if (value && typeof value.type === 'string') visit(value);
    }
  };
  visit(parse(code, { ecmaVersion: 'latest', sourceType: 'script' }));
  return found;
}

/** The `shared-ui…` share key a chunk was split for (names shared-ui's entries), if any. */
function shareKeyOfChunk(chunk) {
  for (const group of chunk.groupsIterable) {
    for (const origin of group.origins ?? []) {
      const key = shareKeyOf(origin.module);
      if (key?.startsWith('shared-ui')) return key;
    }
  }
  return undefined;
}

/** One module's bytes per label (a concatenated module: its inner modules by their unminified sizes). */
function splitModule(module, bytes, context, into) {
  const inner = module.modules ?? [module];
  const total = inner.reduce((n, m) => n + m.size(), 0) || 1;
  for (const m of inner) {
    const label = labelOf(m.resource, context);
    into[label] = (into[label] ?? 0) + (bytes * m.size()) / total;
  }
}

/**
 * @param {object} compilation  webpack's, after emit
 * @param {{ root: string, dist: string }} o  the repository root; the folder the files were emitted to
 * @returns {Record<string, { bytes: number, parts: Record<string, number> }>} per emitted JS file: its size and
 * its bytes per label (they add up to `bytes`)
 */
export function sizeModules(compilation, { root, dist }) {
  const report = {};
  for (const chunk of compilation.chunks) {
    const context = { root, shareKey: shareKeyOfChunk(chunk) };
    const modules = new Map();
    for (const m of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
      const id = compilation.chunkGraph.getModuleId(m);
      if (id !== null) modules.set(String(id), m);
    }
    for (const file of [...chunk.files].filter((f) => f.endsWith('.js'))) {
      const code = readFileSync(join(dist, file), 'utf8');
      const parts = {};
      let attributed = 0;
      for (const [id, bytes] of moduleBytes(code, new Set(modules.keys()))) {
        splitModule(modules.get(id), bytes, context, parts);
        attributed += bytes;
      }
      const bytes = Buffer.byteLength(code);
      parts[RUNTIME] = (parts[RUNTIME] ?? 0) + bytes - attributed;
      report[file] = { bytes, parts: Object.fromEntries(Object.entries(parts).map(([k, v]) => [k, Math.round(v)])) };
    }
  }
  return report;
}
