// shared-ui's entries as the lint sees them, read from the workspace (shared-ui/package.json `exports` and the
// files they re-export) rather than listed by hand: a new entry or a new core component is covered at once.
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const SHARED_UI = resolve(import.meta.dirname, '../../shared-ui');
// Not bundled into the portal: tests only, and the package's own metadata.
const NOT_BUNDLED = new Set(['.', './testing', './package.json']);

/** The folders below src/ a module re-exports from (`components/Modal`, `platform`): a component is its own folder. */
function reExportedFolders(file, src) {
  const folders = new Set();
  for (const [, spec] of readFileSync(file, 'utf8').matchAll(/^export\b[^;]*?\bfrom\s+'(\.{1,2}\/[^']+)'/gm)) {
    const parts = relative(src, resolve(dirname(file), spec)).split(sep);
    if (parts.length > 1) folders.add(parts.slice(0, parts[0] === 'components' ? 2 : 1).join('/'));
  }
  return folders;
}

/** The src folders of every bundled entry but core (`router`, `upload`, `components/Modal`, ...). */
export function entryFolders(dir = SHARED_UI) {
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const folders = new Set();
  for (const [name, file] of Object.entries(pkg.exports)) {
    if (NOT_BUNDLED.has(name)) continue;
    const folder = /^\.\/src\/([^/]+)\/index\.tsx?$/.exec(file)?.[1];
    if (folder) folders.add(folder);
    reExportedFolders(join(dir, file), join(dir, 'src')).forEach((f) => folders.add(f));
  }
  return [...folders].sort();
}

/** The src folders core (`shared-ui`) is made of, as src/index.ts re-exports them. */
export function coreFolders(dir = SHARED_UI) {
  const entries = new Set(entryFolders(dir));
  return [...reExportedFolders(join(dir, 'src/index.ts'), join(dir, 'src'))].filter((f) => !entries.has(f)).sort();
}

/** Relative imports that reach core from an entry's file, one to three folders deep (`../platform/*`, `../Button/*`). */
export function corePathPatterns(dir = SHARED_UI) {
  const patterns = [];
  for (const folder of coreFolders(dir)) {
    for (const up of ['../', '../../', '../../../']) patterns.push(`${up}${folder}/*`);
    // A component's sibling, from another component's folder.
    if (folder.startsWith('components/')) patterns.push(`../${folder.slice('components/'.length)}/*`);
  }
  return patterns;
}
