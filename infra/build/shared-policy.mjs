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
  'shared-ui',
  // Every entry of shared-ui's package.json `exports` (shared-ui/router, /data, /forms, ...): one copy each.
  // react-router, react-hook-form and RTK Query are not listed: they live (tree-shaken) inside shared-ui/router,
  // shared-ui/forms and shared-ui/data, which are loaded once like any singleton.
  'shared-ui/',
];

/**
 * Packages only the shell runs: it makes the page's one supabase client and hands it to every remote (the platform
 * API), so a remote imports supabase-js's types alone (ESLint: no value import outside the shell). Not shared: a
 * shared module is kept whole, and supabase-js re-exports all of auth-js's errors, locks and helpers, which the
 * shell's own tree-shaken import leaves out (first load of `/` 2.8 KiB smaller). ShellOnlyPackagesPlugin fails a
 * remote's build that bundles any of them.
 */
export const SHELL_ONLY = ['@supabase/'];

export class ShellOnlyPackagesPlugin {
  constructor(appName) {
    this.appName = appName;
  }
  apply(compiler) {
    compiler.hooks.compilation.tap('ShellOnlyPackagesPlugin', (compilation) => {
      compilation.hooks.afterSeal.tap('ShellOnlyPackagesPlugin', () => {
        for (const module of compilation.modules) {
          const resource = module.resource ?? '';
          const pkg = SHELL_ONLY.find((p) => resource.includes(`/node_modules/${p}`));
          if (pkg) {
            compilation.errors.push(
              new Error(
                `${this.appName} bundles ${resource.split('/node_modules/').at(-1)}: a remote uses the shell's supabase client ` +
                  `(platform.supabase) and imports supabase-js's types only (\`import type\`)`,
              ),
            );
            return;
          }
        }
      });
    });
  }
}

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
