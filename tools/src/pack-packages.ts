import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { packPackages } from './panel-team';
import { REPO_ROOT } from './topology';

// `npm run pack:packages`: what a panel team outside this repository installs.
const dir = join(REPO_ROOT, 'packs');
rmSync(dir, { recursive: true, force: true });
const packs = packPackages(dir);
console.log(`shared-sdk：${packs.sdk}\nbuild-config：${packs.buildConfig}`);
