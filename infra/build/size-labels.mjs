// The line item ("library") a webpack module's bytes are reported under by the size breakdown
// (size-modules.mjs at build time, the bench's line items in Chromium).
import { relative, sep } from 'node:path';

/** Packages reported together, by the path of the module inside node_modules. */
const GROUPS = [
  [/^@module-federation\//, '@module-federation runtime'],
  // The federation plugin's generated entry (shell/node_modules/.federation/entry.*.js).
  [/^\.federation\//, 'federation glue (generated)'],
  [/^@reduxjs\/toolkit\/dist\/query\//, 'RTK Query'],
  [/^@reduxjs\/toolkit\//, '@reduxjs/toolkit'],
  [/^react-router(-dom)?\//, 'react-router'],
];

/** `node_modules/@scope/name/...` -> `@scope/name/...` (the innermost node_modules). */
function packagePath(resource) {
  const parts = resource.split(/[\\/]node_modules[\\/]/);
  return parts.length > 1 ? parts.at(-1).split(sep).join('/') : undefined;
}

function packageLabel(path) {
  for (const [pattern, label] of GROUPS) if (pattern.test(path)) return label;
  const segments = path.split('/');
  return segments[0].startsWith('@') ? `${segments[0]}/${segments[1]}` : segments[0];
}

/**
 * @param {string | undefined} resource  the module's file (undefined for generated modules)
 * @param {object} o
 * @param {string} o.root      the repository root
 * @param {string} [o.shareKey]  the `shared-ui…` share key whose chunk holds the module (names shared-ui's entries)
 * @returns {string} e.g. `react-dom`, `@supabase/auth-js`, `RTK Query`, `shared-ui/forms`, `mfe-setup (own code)`
 */
export function labelOf(resource, { root, shareKey }) {
  if (!resource) return 'federation glue (generated)';
  const inPackage = packagePath(resource);
  if (inPackage) return packageLabel(inPackage);
  const [pkg] = relative(root, resource).split(sep);
  if (pkg === 'shared-ui') return shareKey?.startsWith('shared-ui/') ? shareKey : 'shared-ui (core)';
  return `${pkg} (own code)`;
}
