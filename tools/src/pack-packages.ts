import { copyFileSync, rmSync } from 'node:fs';
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
const show = (file: string) => relative(process.cwd(), file) || file;
console.log(`shared-sdk：${show(packs.sdk)}（别名 ${show(sdkAlias)}）`);
console.log(`build-config：${show(packs.buildConfig)}（别名 ${show(buildConfigAlias)}）`);
