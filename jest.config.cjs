// `npm run test:unit` runs every package's unit tests; the stack's integration suite has its own config.
module.exports = {
  projects: ['shared-ui', 'shell', ...Object.values(require('./infra/remotes.json')), 'infra'].map((p) => `<rootDir>/${p}/jest.config.cjs`),
};
