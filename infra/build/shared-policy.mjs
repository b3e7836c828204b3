// The one shared-dependency policy of every build (shell and remotes): each listed package is a
// singleton, so React, styled-components, the supabase client library and the design system load once.
// `react/`, `react-dom/` and `shared-ui/` (trailing slash) share every deep import, e.g. react/jsx-runtime, shared-ui/forms.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export const SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom/client',
  'single-spa',
  'styled-components',
  '@reduxjs/toolkit',
  'react-redux',
  '@supabase/supabase-js',
  'shared-ui',
  // Every entry of shared-ui's package.json `exports` (shared-ui/router, /data, /forms, ...): one copy each.
  // react-router, react-hook-form and RTK Query are not listed: they live (tree-shaken) inside shared-ui/router,
  // shared-ui/forms and shared-ui/data, which are loaded once like any singleton.
  'shared-ui/',
];

/** The installed version of a package (the root lockfile pins one of each). */
function installedVersion(pkg) {
  const base = pkg
    .replace(/\/$/, '')
    .split('/')
    .slice(0, pkg.startsWith('@') ? 2 : 1)
    .join('/');
  return require(`${base}/package.json`).version;
}

/** The `shared` option of ModuleFederationPlugin: every singleton, required at the installed major. */
export function sharedPolicy() {
  return Object.fromEntries(
    SINGLETONS.map((name) => {
      const version = installedVersion(name);
      return [name, { singleton: true, requiredVersion: `^${version}`, version }];
    }),
  );
}
