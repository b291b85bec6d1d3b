import { spawnSync } from 'node:child_process';
import { copyFileSync, readdirSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { packPackages } from './panel-team';
import { REPO_ROOT } from './topology';

// `npm run pack:packages`: what a panel team outside this repository installs. Beside the versioned tarballs it
// writes stable aliases, so the guide's commands stay right when a version moves.
const dir = join(REPO_ROOT, 'packs');
rmSync(dir, { recursive: true, force: true });
const packs = packPackages(dir);
const sdkAlias = join(dir, 'cockpit-shared-sdk.tgz');
const buildConfigAlias = join(dir, 'cockpit-build-config.tgz');
copyFileSync(packs.sdk, sdkAlias);
copyFileSync(packs.buildConfig, buildConfigAlias);
// The wall PC's player: packed the same way (its prepack compiles dist/), installed with `npm install -g`.
const packed = spawnSync('pnpm', ['pack', '--pack-destination', dir], {
  cwd: join(REPO_ROOT, 'player'),
  stdio: 'inherit',
});
const playerPack = readdirSync(dir).find((file) => file.startsWith('cockpit-player-') && file.endsWith('.tgz'));
if (packed.status !== 0 || !playerPack) throw new Error('player 打包失败');
const playerAlias = join(dir, 'cockpit-player.tgz');
copyFileSync(join(dir, playerPack), playerAlias);
const show = (file: string) => relative(process.cwd(), file) || file;
console.log(`shared-sdk：${show(packs.sdk)}（别名 ${show(sdkAlias)}）`);
console.log(`build-config：${show(packs.buildConfig)}（别名 ${show(buildConfigAlias)}）`);
console.log(`player：${show(join(dir, playerPack))}（别名 ${show(playerAlias)}）`);
