import { spawn } from 'node:child_process';
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildStamp } from '../tools/src/build-stamp';
import { REPO_ROOT } from '../tools/src/topology';

/** The title the second build of teams/running-teams shows: text only that build's code contains. */
export const SWAPPED_TITLE = '在孵团队 · 新版';
/** The version it is built and published as: a build's identity may be derived from it. */
export const SWAP_VERSION = '1.1.0-swap';
const PANEL_FILE = 'src/panels/running-teams/index.ts';
// Two levels below the root like remote-panels/teams, so its relative links (pnpm's node_modules, the build config) still resolve.
const COPY = join(REPO_ROOT, 'test-results/teams-swap');

function webpack(dir: string, version: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const cli = join(REPO_ROOT, 'node_modules/webpack-cli/bin/cli.js');
    const child = spawn(process.execPath, [cli, '--mode', 'production'], { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, COCKPIT_PUBLISH_VERSION: version } });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`teams 的第二个构建失败（退出码 ${code}）`))));
  });
}

/**
 * Builds a genuinely different version of the teams remote: a copy of its package whose
 * running-teams panel is titled {@link SWAPPED_TITLE}. Returns the build folder; a build of the same
 * sources is reused.
 */
export async function buildChangedTeams(): Promise<string> {
  const stamp = buildStamp('remote-panels/teams', `${SWAPPED_TITLE} ${SWAP_VERSION}`);
  const stampFile = join(COPY, 'dist/.build-stamp');
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) return join(COPY, 'dist');
  rmSync(COPY, { recursive: true, force: true });
  cpSync(join(REPO_ROOT, 'remote-panels/teams'), COPY, { recursive: true, verbatimSymlinks: true, filter: (path) => !path.endsWith('/dist') });
  const panel = join(COPY, PANEL_FILE);
  const source = readFileSync(panel, 'utf8');
  const changed = source.replace(/title: '[^']*'/, `title: '${SWAPPED_TITLE}'`);
  if (changed === source) throw new Error(`${PANEL_FILE} 中没有找到 title，无法做出第二个构建`);
  writeFileSync(panel, changed);
  const pkg = JSON.parse(readFileSync(join(COPY, 'package.json'), 'utf8')) as { version: string };
  writeFileSync(join(COPY, 'package.json'), JSON.stringify({ ...pkg, version: SWAP_VERSION }, null, 2));
  await webpack(COPY, SWAP_VERSION);
  writeFileSync(stampFile, stamp);
  return join(COPY, 'dist');
}
