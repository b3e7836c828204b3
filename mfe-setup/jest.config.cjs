const preset = require('../jest.preset.cjs')(__dirname, 'mfe-setup');

module.exports = { ...preset, setupFiles: [require.resolve('../infra/scripts/jest-polyfills.cjs')] };
