// Subresource integrity for a remote's chunks, with hashes known only at run time. A remote's chunks are
// loaded by its own webpack runtime (`__webpack_require__.l`); this plugin adds one line to the script it
// creates: `script.integrity` = what the shell's lookup (`self.__portalIntegrity`, installed at boot from
// portal-config.json, shell/src/remotes/integrity.ts) gives for the chunk's URL. Fail closed: without the
// lookup, or for a file the lookup refuses, the integrity is a hash no file has, so the browser never runs
// the chunk. The lookup answers '' only for a development override (unverified on purpose).
// With webpack-subresource-integrity the hashes would be baked into the remote's entry at build time; here
// they come from the release (publish records a SHA-384 of every file), so a tampered entry cannot vouch
// for tampered chunks.

/** A syntactically valid SHA-384 no file has (48 zero bytes): an unparsable value would disable the check. */
export const NO_FILE_HASH = `sha384-${'A'.repeat(64)}`;
/** The global the shell installs (keep in step with shell/src/remotes/integrity.ts). */
export const LOOKUP_GLOBAL = '__portalIntegrity';

export class ChunkIntegrityPlugin {
  apply(compiler) {
    const { LoadScriptRuntimeModule } = compiler.webpack.runtime;
    compiler.hooks.thisCompilation.tap('ChunkIntegrityPlugin', (compilation) => {
      LoadScriptRuntimeModule.getCompilationHooks(compilation).createScript.tap('ChunkIntegrityPlugin', (source) =>
        [
          source,
          `var portalSri = typeof self.${LOOKUP_GLOBAL} === "function" ? self.${LOOKUP_GLOBAL}(url) : ${JSON.stringify(NO_FILE_HASH)};`,
          `if (portalSri !== "") script.integrity = portalSri || ${JSON.stringify(NO_FILE_HASH)};`,
        ].join('\n'),
      );
    });
  }
}
