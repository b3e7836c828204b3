import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';

// Plain ES module of the build (no types): loaded by path, typed here.
type PluginClass = new (appName: string) => webpack.WebpackPluginInstance;
let ShellOnlyPackagesPlugin: PluginClass;
beforeAll(async () => {
  ({ ShellOnlyPackagesPlugin } = (await import(path.join(__dirname, 'shared-policy.mjs'))) as { ShellOnlyPackagesPlugin: PluginClass });
});

/** Builds one entry module (in a folder under the repository, so it resolves the installed packages); the errors. */
async function buildErrors(source: string): Promise<string[]> {
  const dir = fs.mkdtempSync(path.join(__dirname, '.shell-only-'));
  const out = path.join(os.tmpdir(), path.basename(dir));
  try {
    fs.writeFileSync(path.join(dir, 'entry.js'), source);
    const compiler = webpack({
      mode: 'development',
      devtool: false,
      context: dir,
      entry: './entry.js',
      output: { path: out },
      plugins: [new ShellOnlyPackagesPlugin('mfe_test')],
    });
    const stats = await new Promise<webpack.Stats>((resolve, reject) =>
      compiler.run((error, result) => (error || !result ? reject(error) : resolve(result))),
    );
    await new Promise((resolve) => compiler.close(resolve));
    return stats.compilation.errors.map((e) => e.message);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
    fs.rmSync(out, { recursive: true, force: true });
  }
}

describe("a remote's build and the shell-only packages", () => {
  it('fails when a remote bundles a supabase package, naming it', async () => {
    const errors = await buildErrors("import { FunctionsClient } from '@supabase/functions-js';\nconsole.log(FunctionsClient);\n");
    expect(errors).toEqual([expect.stringMatching(/^mfe_test bundles @supabase\/functions-js\/.*imports supabase-js's types only/)]);
  });

  it('passes a remote that bundles none', async () => {
    expect(await buildErrors('export const answer = 42;\n')).toEqual([]);
  });
});
