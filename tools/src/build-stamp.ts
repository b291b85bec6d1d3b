import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './topology';

function hashTree(hash: ReturnType<typeof createHash>, path: string): void {
  if (!existsSync(path)) return;
  if (statSync(path).isFile()) {
    hash.update(path).update(readFileSync(path));
    return;
  }
  for (const entry of readdirSync(path).sort()) {
    if (entry === 'node_modules' || entry.startsWith('dist')) continue;
    hashTree(hash, join(path, entry));
  }
}

/** A hash of everything a bundle's build depends on: its package, shared-sdk, the build config, the lockfile. */
export function buildStamp(dir: string, extra = ''): string {
  const hash = createHash('sha256').update(extra);
  for (const path of [join(REPO_ROOT, dir), join(REPO_ROOT, 'shared-sdk'), join(REPO_ROOT, 'tools/build-config'), join(REPO_ROOT, 'pnpm-lock.yaml')]) {
    hashTree(hash, path);
  }
  return hash.digest('hex');
}
