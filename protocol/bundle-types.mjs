// `node ../protocol/bundle-types.mjs dist` after a package's tsc: writes the protocol's declarations into that dist
// and points the package's own declarations at them, so the packed package installs without @cockpit/protocol (which
// is never published). Walls' packages take only types from it; a compiled .js that still needs it fails the pack.
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

const SPECIFIER = /(['"])@cockpit\/protocol\1/g;
const files = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)],
  );
for (const file of files(dist).filter((f) => !f.startsWith(target))) {
  if (!/\.(d\.ts|js)$/.test(file)) continue;
  const text = readFileSync(file, 'utf8');
  if (text.search(SPECIFIER) < 0) continue;
  if (!file.endsWith('.d.ts'))
    throw new Error(`${relative(dist, file)} 在运行时引用 @cockpit/protocol：包里只能用它的类型（import type）`);
  const to = relative(dirname(file), join(target, 'index')).replace(/^(?!\.)/, './');
  writeFileSync(file, text.replace(SPECIFIER, `'${to}'`));
}
