import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../build/topology';

// Every command the README and docs/ give names something that exists: an npm script of this workspace, a pnpm
// script of the scaffolded project (a team's `pnpm dev`), a file run by `pnpm exec tsx` or `node`.
const docs = [
  'README.md',
  ...readdirSync(join(REPO_ROOT, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];
const scripts = (file: string) =>
  new Set(Object.keys((JSON.parse(readFileSync(join(REPO_ROOT, file), 'utf8')) as { scripts: object }).scripts));
const workspace = scripts('package.json');
const scaffolded = scripts('build-config/templates/remote/package.json');
const PNPM_BUILTINS = new Set(['install', 'exec', 'add', 'approve-builds']);

/** The commands a doc names that do not exist, as `<doc>: <command>`. */
function missing(doc: string): string[] {
  const text = readFileSync(join(REPO_ROOT, doc), 'utf8');
  const found: string[] = [];
  for (const [command, script] of text.matchAll(/\bnpm (?:run ([a-z][a-z:-]*)|start|test)\b/g)) {
    if (!workspace.has(script ?? command.slice(4))) found.push(command);
  }
  for (const [command, run, script] of text.matchAll(/\bpnpm (run )?([a-z][a-z:-]*)\b/g)) {
    if (!scaffolded.has(script) && !workspace.has(script) && !(PNPM_BUILTINS.has(script) && !run)) found.push(command);
  }
  for (const [command, file] of text.matchAll(
    /\b(?:pnpm exec tsx|node) ((?:tools|scripts|console)\/[\w./-]+\.m?[jt]s)\b/g,
  )) {
    if (!existsSync(join(REPO_ROOT, file))) found.push(command);
  }
  return found.map((command) => `${doc}: ${command}`);
}

test('every npm / pnpm command and script file the README and docs/ name exists', () => {
  expect(docs.flatMap(missing)).toEqual([]);
});
