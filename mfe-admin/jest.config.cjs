const preset = require('../jest.preset.cjs')(__dirname, 'mfe-admin');

module.exports = { ...preset, setupFiles: [require.resolve('../infra/scripts/jest-polyfills.cjs')] };
