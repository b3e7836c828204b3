const preset = require('../jest.preset.cjs')(__dirname, 'mfe-auth');

module.exports = { ...preset, setupFiles: [require.resolve('../infra/scripts/jest-polyfills.cjs')] };
