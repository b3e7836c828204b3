const path = require('node:path');
const preset = require('../jest.preset.cjs')(__dirname, 'shell');
const authJs = path.dirname(require.resolve('@supabase/auth-js/package.json'));

// The supabase stand-ins (src/platform/supabase) import the sub-packages' ES module files; jest runs their CommonJS builds.
module.exports = {
  ...preset,
  moduleNameMapper: {
    '^@supabase/realtime-js/dist/module/index\\.js$': require.resolve('@supabase/realtime-js'),
    '^@supabase/postgrest-js/dist/index\\.mjs$': require.resolve('@supabase/postgrest-js'),
    '^@supabase/storage-js/dist/index\\.mjs$': require.resolve('@supabase/storage-js'),
    '^@supabase/functions-js/dist/module/(types|FunctionsClient)\\.js$': require.resolve('@supabase/functions-js'),
    '^@supabase/auth-js/dist/module/(.*)$': path.join(authJs, 'dist/main/$1'),
    ...preset.moduleNameMapper,
  },
};
