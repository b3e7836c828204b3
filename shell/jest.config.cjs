const preset = require('../jest.preset.cjs')(__dirname, 'shell');

module.exports = { ...preset, setupFiles: [require.resolve('../infra/scripts/jest-polyfills.cjs')] };
