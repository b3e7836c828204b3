// Shared jest settings for the browser packages (shell, remotes, shared-ui): jsdom + swc.
const path = require('path');
module.exports = (dir, name) => ({
  displayName: name,
  rootDir: dir,
  testEnvironment: 'jsdom',
  // V8's code cache kept across test files (see the file).
  runtime: path.join(__dirname, 'scripts/jest-code-cache-runtime.cjs'),
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
    ],
  },
  moduleNameMapper: {
    // jest resolves styled-components' server build, which never injects createGlobalStyle CSS.
    '^styled-components$': require.resolve('styled-components/dist/styled-components.browser.cjs.js'),
    // d3-shape and d3-path (shared-ui/charts) ship ES modules to jest's resolver: their UMD builds in tests.
    '^d3-shape$': path.join(__dirname, 'node_modules/d3-shape/dist/d3-shape.js'),
    '^d3-path$': path.join(__dirname, 'node_modules/d3-path/dist/d3-path.js'),
    '\\.(css)$': 'identity-obj-proxy',
    '\\.(png|jpe?g|svg|gif|webp|mp4)$': path.join(__dirname, 'scripts/jest-file-stub.cjs'),
  },
  setupFiles: [path.join(__dirname, 'scripts/jest-polyfills.cjs')],
  setupFilesAfterEnv: [path.join(__dirname, 'scripts/jest-setup-dom.cjs')],
  testTimeout: 20000,
});
