// MUI on the wall is one tree-shaken module the shell provides under the share key `@mui/material`:
// shared-sdk's `mui-parts` (the list is versioned with the SDK as `MUI_PARTS`). A remote gets no MUI
// of its own, so a remote that imports a part the SDK does not provide must fail its build with a
// clear message, not render `undefined` on the wall.
const { readFileSync } = require('node:fs');

/** The parts module of the shared-sdk a package is built against (src in this repository, dist when installed). */
function muiPartsModule(pkgDir) {
  return require.resolve('@cockpit/shared-sdk/mui-parts', { paths: [pkgDir] });
}

/** The names the parts module exports, read from its `export { … } from` lines. */
function muiPartNames(pkgDir) {
  let source;
  try {
    source = readFileSync(muiPartsModule(pkgDir), 'utf8');
  } catch {
    return undefined; // an SDK without a parts module: nothing to check against
  }
  const names = new Set();
  for (const [, list] of source.matchAll(/export\s*\{([^}]*)\}\s*from/g)) {
    for (const item of list.split(',')) {
      const name = item
        .trim()
        .split(/\s+as\s+/)
        .pop();
      if (name) names.add(name);
    }
  }
  return names;
}

/** Fails a remote's build on `import { X } from '@mui/material'` when the SDK's parts do not include X. */
class MuiPartsCheckPlugin {
  constructor(pkgDir) {
    this.pkgDir = pkgDir;
  }

  apply(compiler) {
    const names = muiPartNames(this.pkgDir);
    if (!names) return;
    const { WebpackError } = compiler.webpack;
    compiler.hooks.compilation.tap('MuiPartsCheckPlugin', (compilation, { normalModuleFactory }) => {
      const check = (parser) => {
        parser.hooks.importSpecifier.tap('MuiPartsCheckPlugin', (statement, source, exportName) => {
          if (source !== '@mui/material' || names.has(exportName)) return;
          const what = exportName === 'default' || exportName === null ? '默认导出或整体导入' : exportName;
          const error = new WebpackError(
            `@mui/material 的 ${what} 不在大屏提供的 MUI 部件中（shared-sdk MUI_PARTS：${[...names].join('、')}）。` +
              '请在 shared-sdk 的 mui-parts 中加入它并发布新的 shared-sdk 次版本。',
          );
          error.module = parser.state.module;
          compilation.errors.push(error);
        });
      };
      for (const type of ['javascript/auto', 'javascript/esm', 'javascript/dynamic']) {
        normalModuleFactory.hooks.parser.for(type).tap('MuiPartsCheckPlugin', check);
      }
    });
  }
}

module.exports = { muiPartsModule, muiPartNames, MuiPartsCheckPlugin };
