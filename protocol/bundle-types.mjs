// `node ../protocol/bundle-types.mjs dist` after a package's tsc: writes the protocol's declarations into that dist
// and points the package's own declarations at them, so the packed package installs without @cockpit/protocol (which
// is never published). Walls' packages take types from its index; at run time they may use only its import-free
// modules (`@cockpit/protocol/recovery-names`), which are compiled into the dist beside them. Any other compiled .js
// that still needs the protocol fails the pack.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const dist = resolve(process.argv[2] ?? 'dist');
const target = join(dist, 'protocol');
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
execFileSync(process.execPath, [tsc, '-p', join(here, 'tsconfig.build.json'), '--outDir', target], {
  stdio: 'inherit',
});

const SPECIFIER = /(['"])@cockpit\/protocol(?:\/([\w-]+))?\1/g;
const typescript = createRequire(import.meta.url)('typescript');
const manifest = JSON.parse(readFileSync(join(dist, '..', 'package.json'), 'utf8'));
const module = manifest.type === 'module' ? typescript.ModuleKind.ESNext : typescript.ModuleKind.CommonJS;

/** Compiles the protocol's module `name` into the dist: only one that imports nothing can run without the protocol. */
function bundleModule(name, from) {
  const source = readFileSync(join(here, 'src', `${name}.ts`), 'utf8');
  if (/^\s*(import|export)\b[^;]*\bfrom\b/m.test(source))
    throw new Error(`${relative(dist, from)} 在运行时引用的 @cockpit/protocol/${name} 还引用别的模块：不能打进包里`);
  const { outputText } = typescript.transpileModule(source, { compilerOptions: { module, target: 'ES2022' } });
  writeFileSync(join(target, `${name}.js`), outputText);
}

const files = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)],
  );
for (const file of files(dist).filter((f) => !f.startsWith(target))) {
  if (!/\.(d\.ts|js)$/.test(file)) continue;
  const text = readFileSync(file, 'utf8');
  if (text.search(SPECIFIER) < 0) continue;
  const toTarget = (name) => relative(dirname(file), join(target, name)).replace(/^(?!\.)/, './');
  const rewritten = text.replace(SPECIFIER, (_, quote, name) => {
    if (file.endsWith('.d.ts')) return `'${toTarget(name ?? 'index')}'`;
    if (!name)
      throw new Error(`${relative(dist, file)} 在运行时引用 @cockpit/protocol：包里只能用它的类型（import type）`);
    bundleModule(name, file);
    return `${quote}${toTarget(name)}.js${quote}`;
  });
  writeFileSync(file, rewritten);
}
