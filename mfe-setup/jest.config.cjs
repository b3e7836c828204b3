const preset = require('../jest.preset.cjs')(__dirname, 'mfe-setup');
// d3-shape and d3-path ship ES modules to jest's resolver: use their UMD builds in tests.
module.exports = {
  ...preset,
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    '^d3-shape$': '<rootDir>/../node_modules/d3-shape/dist/d3-shape.js',
    '^d3-path$': '<rootDir>/../node_modules/d3-path/dist/d3-path.js',
  },
};
