// The host page's own plain scripts (`public/*.js`, e.g. boot.js, which paints the header before the
// bundle has run) are copied into the build as they are: not bundled, not federated.
const { existsSync, readdirSync, readFileSync } = require('node:fs');
const path = require('node:path');

class PublicScriptsPlugin {
  constructor(dir) {
    this.publicDir = path.join(dir, 'public');
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PublicScriptsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PublicScriptsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          if (!existsSync(this.publicDir)) return;
          for (const name of readdirSync(this.publicDir).filter((file) => file.endsWith('.js'))) {
            const file = path.join(this.publicDir, name);
            compilation.fileDependencies.add(file);
            compilation.emitAsset(name, new sources.RawSource(readFileSync(file)));
          }
        },
      );
    });
  }
}

module.exports = { PublicScriptsPlugin };
