require('@testing-library/jest-dom');

// `npm test` runs every package's suites at once on a small machine: findBy*/waitFor wait up to 5 s
// (Testing Library's default is 1 s), so a slow render is not mistaken for a missing element; a test may
// take 20 s (testTimeout in jest.preset.cjs).
require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });
