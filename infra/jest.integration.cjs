// The stack's integration suites: supabase-js against a real stack, on PGlite, or on PostgreSQL when
// TEST_DATABASE_URL is set (each suite then gets a fresh database of its own).
const swc = ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } }];
module.exports = {
  displayName: process.env.TEST_DATABASE_URL ? 'integration:postgres' : 'integration:pglite',
  rootDir: __dirname,
  testEnvironment: 'node',
  // V8's code cache kept across test files (see the file).
  runtime: '<rootDir>/../scripts/jest-code-cache-runtime.cjs',
  testMatch: ['<rootDir>/{stack,supabase,release}/**/*.itest.ts'],
  transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
  // @tus/server and its srvx are ES modules only: compiled to CommonJS like our sources.
  transformIgnorePatterns: ['/node_modules/(?!(@tus|srvx)/)'],
  // Each suite's beforeAll boots a stack and migrates a fresh database: on a loaded 2-core machine that
  // alone took over 60 s (load average ~30), failing whole suites on the hook timeout. A hung test still fails.
  testTimeout: 180000,
  // One migrated database per run, copied by each suite's stack (test/support/database-template.ts).
  globalSetup: '<rootDir>/stack/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/stack/test/support/global-teardown.ts',
  // supabase-js keeps a timer alive ~10 s after the last auth call; every stack is stopped in afterAll.
  forceExit: true,
  // One suite at a time unless asked (ITEST_WORKERS): `npm test` runs each database's suites on two workers, beside
  // the other lane's steps (scripts/test-all.sh).
  maxWorkers: Number(process.env.ITEST_WORKERS ?? 1),
};
