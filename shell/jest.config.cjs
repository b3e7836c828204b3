const preset = require('../jest.preset.cjs')(__dirname, 'shell');

// The supabase stand-ins (src/platform/supabase) import the sub-packages' ES module files; jest runs their CommonJS builds.
module.exports = {
  ...preset,
  moduleNameMapper: {
    '^@supabase/realtime-js/dist/module/index\\.js$': require.resolve('@supabase/realtime-js'),
    '^@supabase/storage-js/dist/index\\.mjs$': require.resolve('@supabase/storage-js'),
    '^@supabase/functions-js/dist/module/(types|FunctionsClient)\\.js$': require.resolve('@supabase/functions-js'),
    ...preset.moduleNameMapper,
  },
};
