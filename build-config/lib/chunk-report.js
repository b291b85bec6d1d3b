// Writes `.chunk-report.json` next to a build (a dotfile, so `npm run dist` leaves it out): for each emitted JS file, how many bytes (before
// minification) each library or package of this repo puts in it. The benchmark splits the bytes a
// file ships by these shares to print the first view per library, and to find a library shipped twice.
const fs = require('node:fs');
const path = require('node:path');

const NODE_MODULES = /.*node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/;

/** The workspace root: the nearest folder up from `dir` with a pnpm-workspace.yaml. */
function workspaceRoot(dir) {
  for (let at = dir; ; at = path.dirname(at)) {
    if (fs.existsSync(path.join(at, 'pnpm-workspace.yaml'))) return at;
    if (path.dirname(at) === at) return dir;
  }
}

/** The library (npm package) or workspace package a module belongs to. */
function ownerOf(module, root) {
  const resource = typeof module.nameForCondition === 'function' ? module.nameForCondition() : undefined;
  if (!resource) return module.type === 'runtime' ? 'webpack runtime' : 'Module Federation glue';
  // The shell's runtime hand-over (build-config's host-runtime folder) is federation glue, wherever the package sits.
  if (resource.startsWith(path.join(__dirname, 'host-runtime'))) return 'Module Federation glue';
  const library = NODE_MODULES.exec(resource);
  if (library) return library[1] === '.federation' ? 'Module Federation glue' : library[1].replace(/\\/g, '/');
  const fromRoot = path.relative(root, resource).split(path.sep);
  return fromRoot[0] === 'remote-panels' ? fromRoot.slice(0, 2).join('/') : fromRoot[0];
}

class ChunkReportPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    const root = workspaceRoot(compiler.context);
    compiler.hooks.thisCompilation.tap('ChunkReportPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ChunkReportPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const report = {};
          for (const chunk of compilation.chunks) {
            const shares = {};
            const add = (module) => {
              if (module.modules) for (const inner of module.modules) add(inner);
              else {
                const owner = ownerOf(module, root);
                shares[owner] = (shares[owner] || 0) + module.size();
              }
            };
            for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) add(module);
            for (const module of compilation.chunkGraph.getChunkRuntimeModulesIterable(chunk)) add(module);
            for (const file of chunk.files) if (file.endsWith('.js')) report[file] = shares;
          }
          compilation.emitAsset('.chunk-report.json', new sources.RawSource(JSON.stringify(report)));
        },
      );
    });
  }
}

module.exports = { ChunkReportPlugin };
