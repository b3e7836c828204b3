// One lint policy for every package. Type-aware rules are left to `tsc` (strict) to keep lint fast.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import portal from './infra/lint/feature-boundaries.mjs';
import { corePathPatterns, entryFolders } from './infra/lint/shared-ui-entries.mjs';
import prettierOff from 'eslint-config-prettier/flat';

// import-x's TypeScript settings (parsers, extensions) with the resolver below instead of its legacy one.
const typescriptImportSettings = Object.fromEntries(
  Object.entries(importX.flatConfigs.typescript.settings).filter(([key]) => key !== 'import-x/resolver'),
);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.data/**',
      '**/coverage/**',
      'test-results/**',
      'playwright-report/**',
      '.scratch/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // No import cycles (a cycle makes module order matter and splits badly into chunks); imports resolved as
    // TypeScript does, through each package's tsconfig and shared-ui's entries.
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      ...typescriptImportSettings,
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.json', 'infra/tsconfig.json', 'e2e/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    // A package from node_modules never imports ours back: the walk stays inside the repository (most of lint's time otherwise).
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Boundaries (docs/architecture.md "How to build a screen"). Remotes never import each other; they share
    // only shared-ui (by its entries, never its src) and the platform API; libraries shared-ui wraps are used
    // through it; remotes never create a supabase client (the platform's is the only one).
    files: ['mfe-*/src/**/*.{ts,tsx}', 'shell/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react-router', message: 'Use shared-ui/router.' },
            { name: 'react-router-dom', message: 'Use shared-ui/router.' },
            { name: 'react-hook-form', message: 'Use shared-ui/forms.' },
            { name: 'dompurify', message: 'Use shared-ui/html.' },
            { name: 'tus-js-client', message: 'Use shared-ui/upload.' },
            { name: 'd3-shape', message: 'Use shared-ui/charts.' },
            // RTK Query is bundled once, inside shared-ui/data: a direct import bundles a second copy (+17 KiB gz on /).
            { name: '@reduxjs/toolkit/query', message: 'Use shared-ui/data (it re-exports skipToken).', allowTypeImports: true },
            { name: '@reduxjs/toolkit/query/react', message: 'Use shared-ui/data.', allowTypeImports: true },
          ],
          patterns: [
            {
              group: ['mfe-*', '../../mfe-*', '**/mfe-*/src/**', '**/shell/src/**'],
              message: 'Remotes never import each other: use shared-ui or the platform API.',
            },
            {
              group: ['shared-ui/src', 'shared-ui/src/**', '**/shared-ui/src/**'],
              message: 'Import shared-ui by its entries (shared-ui, shared-ui/forms, shared-ui/testing, ...), never its src.',
            },
            { group: ['react-router/*', 'react-router-dom/*', 'react-hook-form/*'], message: 'Use shared-ui/router or shared-ui/forms.' },
          ],
        },
      ],
    },
  },
  {
    // Inside shared-ui, an entry other than core reaches core through 'shared-ui' (the one shared copy): a
    // relative import would bundle a second copy (with its own React contexts) into the entry's chunk. The entries'
    // folders and core's are read from shared-ui's package.json and index (infra/lint/shared-ui-entries.mjs).
    files: entryFolders().map((folder) => `shared-ui/src/${folder}/**/*.{ts,tsx}`),
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: corePathPatterns(),
              message: "Import core from 'shared-ui' (the shared copy), not by relative path.",
            },
          ],
        },
      ],
    },
  },
  {
    // Features never import other features; shared code never imports features; shared-ui never imports an app.
    files: ['mfe-*/src/**/*.{ts,tsx}', 'shell/src/**/*.{ts,tsx}', 'shared-ui/src/**/*.{ts,tsx}'],
    plugins: { portal },
    rules: { 'portal/feature-boundaries': 'error' },
  },
  {
    // A remote's tests too use the platform's client (the one fake in shared-ui/testing); its code imports no
    // supabase-js value at all (the rule below).
    files: ['mfe-*/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[source.value='@supabase/supabase-js'] ImportSpecifier[imported.name='createClient']",
          message: 'Remotes never create a supabase client: use platform.supabase (usePlatform) or the remote api.',
        },
      ],
    },
  },
  {
    // supabase-js runs in the shell alone (it is not a shared module: infra/build/shared-policy.mjs SHELL_ONLY); a
    // remote's or shared-ui's bundle would carry a copy of its own. Their tests may use it (the fake, the real client).
    files: ['mfe-*/src/**/*.{ts,tsx}', 'shared-ui/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'shared-ui/src/testing/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@supabase/*'],
              allowTypeImports: true,
              message: 'Only the shell runs supabase-js: import its types (`import type`), and use platform.supabase.',
            },
          ],
        },
      ],
    },
  },
  // Layout is Prettier's (`npm run lint` checks it, `npm run format` writes it): no lint rule argues with it.
  prettierOff,
);
