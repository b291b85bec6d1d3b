// Puts the wall's own faces (wall-fonts.js) into the shell's build: each face a hashed asset (so the offline worker
// precaches it and a new subset is a new name), the @font-face rules inline in the page's head, and a preload for
// every face the first view needs, so text is laid out once, in the face it was designed with.
const path = require('node:path');
// The instance the shared config builds the page with: its hooks are per module instance.
const HtmlWebpackPlugin = require(
  require.resolve('html-webpack-plugin', { paths: [path.dirname(require.resolve('@cockpit/build-config'))] }),
);
const { fontFaceCss, wallFaces } = require('./wall-fonts');

class WallFontsPlugin {
  constructor(repoRoot) {
    this.repoRoot = repoRoot;
    this.faces = null;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.beforeCompile.tapPromise('WallFontsPlugin', async () => {
      this.faces ??= await wallFaces(this.repoRoot);
    });
    compiler.hooks.thisCompilation.tap('WallFontsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'WallFontsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const face of this.faces) compilation.emitAsset(face.name, new sources.RawSource(face.bytes));
        },
      );
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('WallFontsPlugin', (data) => {
        const prefix = data.publicPath === 'auto' ? '' : data.publicPath;
        const faces = this.faces.map((face) => ({ ...face, name: `${prefix}${face.name}` }));
        const preloads = faces
          .filter((face) => face.preload)
          .map((face) =>
            HtmlWebpackPlugin.createHtmlTagObject('link', {
              rel: 'preload',
              as: 'font',
              type: 'font/woff2',
              crossorigin: '',
              href: face.name,
            }),
          );
        data.headTags.unshift(...preloads, HtmlWebpackPlugin.createHtmlTagObject('style', {}, fontFaceCss(faces)));
        return data;
      });
    });
  }
}

module.exports = { WallFontsPlugin };
