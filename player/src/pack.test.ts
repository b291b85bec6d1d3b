import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// The tarball a wall's PC installs (`pnpm pack`, as `npm run pack:packages` makes it): its bin runs the compiled
// dist/, never the TypeScript sources, and it carries no tests.
const PLAYER = join(__dirname, '..');
const dir = mkdtempSync(join(tmpdir(), 'cockpit-player-pack-'));
let files: string[];

beforeAll(() => {
  const packed = spawnSync('pnpm', ['pack', '--pack-destination', dir], { cwd: PLAYER, encoding: 'utf8' });
  expect(packed.status).toBe(0);
  const tarball = readdirSync(dir).find((f) => f.endsWith('.tgz'))!;
  files = spawnSync('tar', ['-tzf', join(dir, tarball)], { encoding: 'utf8' })
    .stdout.trim()
    .split('\n');
  spawnSync('tar', ['-xzf', join(dir, tarball), '-C', dir]);
}, 60_000);

test('the pack holds the bin and the built files, and no sources or tests', () => {
  expect(files).toEqual(
    expect.arrayContaining([
      'package/package.json',
      'package/bin/cockpit-player.js',
      'package/dist/cli.js',
      'package/dist/player.js',
      'package/dist/index.js',
      'package/dist/index.d.ts',
      'package/dist/protocol/recovery-names.js',
    ]),
  );
  expect(files.filter((f) => f.startsWith('package/src/') || f.includes('.test.'))).toEqual([]);
  const manifest = JSON.parse(readFileSync(join(dir, 'package/package.json'), 'utf8')) as {
    main: string;
    bin: Record<string, string>;
    dependencies: Record<string, string>;
  };
  expect(manifest).toMatchObject({ main: './dist/index.js', bin: { 'cockpit-player': './bin/cockpit-player.js' } });
  expect(Object.keys(manifest.dependencies)).toEqual(['puppeteer-core']);
});

test('the packed bin runs from dist: its help and its status command answer in Chinese', () => {
  // Its one dependency from the workspace's copy (an install from the registry puts the same version beside it).
  const env = { ...process.env, NODE_PATH: join(PLAYER, 'node_modules') };
  const bin = join(dir, 'package/bin/cockpit-player.js');
  const help = spawnSync(process.execPath, [bin, 'install', '--help'], { encoding: 'utf8', env });
  expect(help.status).toBe(0);
  expect(help.stdout).toContain('cockpit-player install --url <大屏地址>');
  const status = spawnSync(process.execPath, [bin, 'status', '--state-dir', dir], { encoding: 'utf8', env });
  expect(status.status).toBe(2);
  expect(status.stderr).toContain('没有播放器状态');
  expect(status.stderr).not.toMatch(/tsx|\.ts:/);
});

test("the protocol's names of reasons and steps travel in the pack: the compiled player needs no @cockpit/protocol", () => {
  const js = files.filter((f) => f.startsWith('package/dist/') && f.endsWith('.js'));
  const needing = js.filter((f) => readFileSync(join(dir, f), 'utf8').includes('@cockpit/protocol'));
  expect(needing).toEqual([]);
  const names = spawnSync(
    process.execPath,
    ['-e', `process.stdout.write(require(${JSON.stringify(join(dir, 'package/dist/index.js'))}).REASON_NAMES.crash)`],
    { encoding: 'utf8', cwd: dir, env: { ...process.env, NODE_PATH: join(PLAYER, 'node_modules') } },
  );
  expect(names.stderr).toBe('');
  expect(names.stdout).toBe('页面进程崩溃');
});
