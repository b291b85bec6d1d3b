// Writes `<file>.gz` (gzip, best compression) beside every emitted script, so the bundle servers send
// it as is: no compression work per request (a cold load asks for every file), and a few % fewer bytes.
const zlib = require('node:zlib');

class PrecompressPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PrecompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        (assets) => {
          for (const [file, source] of Object.entries(assets)) {
            if (!file.endsWith('.js')) continue;
            const gzipped = zlib.gzipSync(source.buffer(), { level: zlib.constants.Z_BEST_COMPRESSION });
            compilation.emitAsset(`${file}.gz`, new sources.RawSource(gzipped));
          }
        },
      );
    });
  }
}

module.exports = { PrecompressPlugin };
