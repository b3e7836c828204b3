// infra's unit tests (pure logic: parsers, JWT, reorder SQL builders...). Integration suites are *.itest.ts.
const swc = ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } }];
module.exports = {
  displayName: 'infra',
  rootDir: __dirname,
  testEnvironment: 'node',
  // V8's code cache kept across test files (see the file).
  runtime: '<rootDir>/../scripts/jest-code-cache-runtime.cjs',
  testMatch: ['<rootDir>/{stack,build,scripts,supabase,release,lint,screens,docs}/**/*.test.ts'],
  transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
};
