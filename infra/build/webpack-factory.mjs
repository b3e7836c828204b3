// One webpack config factory for all six apps. Each app's webpack.config.mjs is a few lines:
//   export default createConfig({ dir: import.meta.dirname, name: 'mfe_credit', exposes: { './lifecycles': './src/lifecycles.tsx' } });
import { createRequire } from 'node:module';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { ChunkIntegrityPlugin } from './chunk-integrity.mjs';
import { PortalManifestPlugin, releaseMark } from './portal-manifest.mjs';
import { sharedPolicy, ShellOnlyPackagesPlugin } from './shared-policy.mjs';
import { SizeBudgetPlugin } from './size-budget.mjs';

const require = createRequire(import.meta.url);
/**
 * One federation runtime per page: the host offers its runtime-core to the remotes (this runtime plugin sets
 * the `_FEDERATION_RUNTIME_CORE` global), and each remote's remoteEntry.js uses it instead of bundling its own
 * (`externalRuntime`: remoteEntry 18.2 -> 8.7 KiB gz). Resolved as the ES module on purpose: the plugin's
 * `provideExternalRuntime: true` option resolves its CommonJS build, which bundles a second runtime-core
 * (.cjs) into the host (+22 KiB gz) beside the one the host already has.
 */
const INJECT_RUNTIME_CORE = fileURLToPath(import.meta.resolve('@module-federation/inject-external-runtime-core-plugin'));
const compilerWebpack = require('webpack');
// webpack's own minimizer plugin, driven by swc (far faster than terser on 2 cores).
const MinimizerPlugin = require(require.resolve('minimizer-webpack-plugin', { paths: [require.resolve('webpack')] }));

/**
 * The host's supabase-js constructs its PostgREST, Realtime, storage and functions clients from stand-ins that fetch
 * the real sub-package when first used (shell/src/platform/supabase): a first load carries none of them (a signed-in
 * page fetches postgrest-js at once). auth-js's GoTrueClient comes once the page is idle: the first screen reads the
 * stored session without it (auth-client-stand-in.ts), unless the page is an auth callback or the token is due for a
 * refresh. auth-js's admin API comes the same way; its passkey and Web3 parts (which the portal does not offer) are left
 * out. Exact matches (`$`): the stand-ins import the real modules by their file paths.
 */
function lazySupabaseClients(dir) {
  const standIn = (file) => join(dir, 'src/platform/supabase', file);
  // auth-js's own modules, as its relative imports resolve them (an absolute alias key matches a relative request).
  const supabaseJs = dirname(require.resolve('@supabase/supabase-js/package.json', { paths: [dir] }));
  const authJs = join(dirname(require.resolve('@supabase/auth-js/package.json', { paths: [supabaseJs] })), 'dist/module');
  // An upgrade that moves one of these files would silently bundle the real module: refuse to build instead.
  for (const internal of ['GoTrueClient', 'GoTrueAdminApi', 'lib/webauthn', 'lib/web3/ethereum'])
    if (!existsSync(join(authJs, `${internal}.js`)))
      throw new Error(`@supabase/auth-js has no dist/module/${internal}.js: see shell/src/platform/supabase/README.md, "Upgrading"`);
  return {
    '@supabase/postgrest-js$': standIn('postgrest-stand-in.ts'),
    '@supabase/realtime-js$': standIn('realtime-stand-in.ts'),
    '@supabase/storage-js$': standIn('storage-stand-in.ts'),
    '@supabase/functions-js$': standIn('functions-stand-in.ts'),
    [`${join(authJs, 'GoTrueClient')}$`]: standIn('auth-client-stand-in.ts'),
    [`${join(authJs, 'GoTrueAdminApi')}$`]: standIn('auth-admin-stand-in.ts'),
    [`${join(authJs, 'lib/webauthn')}$`]: standIn('auth-passkeys-stand-in.ts'),
    [`${join(authJs, 'lib/web3/ethereum')}$`]: standIn('auth-web3-stand-in.ts'),
  };
}

/**
 * @param {object} o
 * @param {string} o.dir           the app's package directory
 * @param {string} o.name          federation name and output.uniqueName (underscores: `mfe_auth`, `shell`)
 * @param {Record<string,string>} [o.exposes]  remotes only: what the container exposes
 * @param {string} [o.title]       host only: the HTML page title
 */
export function createConfig({ dir, name, exposes, title }) {
  const isHost = !exposes;
  return (_env, argv = {}) => {
    const production = (argv.mode ?? 'production') === 'production';
    const mark = releaseMark(dir, exposes);
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      target: 'web',
      // A remote needs no entry of its own: the federation plugin adds remoteEntry.js.
      entry: isHost ? { main: './src/index.ts' } : {},
      // No eval in development: the portal's CSP (no 'unsafe-eval') applies to dev-loop remotes too.
      devtool: production ? false : 'cheap-module-source-map',
      output: {
        path: join(dir, 'dist'),
        // The host's page is served on every route (/signin/auto too): absolute URLs. Remotes resolve theirs
        // from where their manifest was fetched.
        publicPath: isHost ? '/' : 'auto',
        uniqueName: name,
        // The host's entry file name cannot carry a contenthash (federation); its chunks do.
        filename: isHost || !production ? '[name].js' : '[name].[contenthash:8].js',
        // Chunks named `lazy-*` load on demand after first paint; the size budget leaves them out (and `signed-in-*`
        // ones out of a signed-out first load).
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        // A remote's chunks carry `integrity` (ChunkIntegrityPlugin): cross-origin ones need a CORS request.
        ...(isHost || !production ? {} : { crossOriginLoading: 'anonymous' }),
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.jsx', '.js', '.mjs'],
        alias: { ...(isHost ? lazySupabaseClients(dir) : {}), ...(mark?.alias ?? {}) },
      },
      module: {
        rules: [
          {
            test: /\.[cm]?[jt]sx?$/,
            // App sources and shared-ui (a workspace: resolved to its real path, outside node_modules).
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !production } },
                  target: 'es2020',
                },
              },
            },
          },
          { test: /\.(png|jpe?g|gif|svg|webp|mp4)$/, type: 'asset/resource' },
          // The shell's import of every shared singleton (shell/src/boot/provide-shared.ts) is there for its import()s:
          // declared a side effect, so a bare `import './provide-shared'` keeps it whatever its exports' use.
          ...(isHost ? [{ test: /[\\/]src[\\/]boot[\\/]provide-shared\.ts$/, sideEffects: true }] : []),
          // auth-js declares no `sideEffects`, so everything supabase-js re-exports from it stayed in the first load
          // (its helpers, errors and base64url: 3.6 KiB gz, unused). Its modules have none but GoTrueClient's
          // polyfillGlobalThis() call, which runs whenever GoTrueClient is loaded, as it is used wherever it is imported.
          ...(isHost ? [{ test: /[\\/]@supabase[\\/]auth-js[\\/]dist[\\/]module[\\/]/, sideEffects: false }] : []),
        ],
      },
      optimization: {
        minimizer: [
          new MinimizerPlugin({
            extractComments: false,
            minify: MinimizerPlugin.swcMinify,
            terserOptions: { compress: { passes: 2 }, mangle: true },
          }),
        ],
      },
      performance: { hints: false },
      plugins: [
        new ModuleFederationPlugin({
          name,
          ...(isHost ? {} : { filename: 'remoteEntry.js', exposes: mark?.exposes ?? exposes }),
          shared: sharedPolicy(),
          // Share what is already loaded; the default would fetch every remote's entry at start-up.
          shareStrategy: 'loaded-first',
          manifest: true,
          dts: false,
          ...(isHost ? { runtimePlugins: [INJECT_RUNTIME_CORE] } : {}),
          experiments: {
            ...(isHost ? {} : { externalRuntime: true }),
            optimization: isHost ? { target: 'web' } : { target: 'web', disableSnapshot: true, disableRemote: true },
          },
        }),
        new PortalManifestPlugin({ dir, isHost }),
        ...(isHost ? [] : [new ShellOnlyPackagesPlugin(name)]),
        ...(mark ? [new compilerWebpack.DefinePlugin(mark.define)] : []),
        // Released remotes: every chunk is checked against the release's recorded SHA-384 before it runs.
        ...(isHost || !production ? [] : [new ChunkIntegrityPlugin()]),
        ...(isHost
          ? [
              new HtmlWebpackPlugin({
                template: join(dir, 'src/index.html'),
                favicon: join(dir, 'src/favicon.svg'),
                title,
                scriptLoading: 'defer',
                inject: 'head',
              }),
            ]
          : []),
        ...(production ? [new SizeBudgetPlugin(dir, isHost ? 'shell' : name)] : []),
      ],
      stats: 'errors-warnings',
    };
  };
}
