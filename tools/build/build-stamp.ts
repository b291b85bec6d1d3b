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

/** A hash of the files under the given repo-relative paths (folders recursively, without node_modules and dist*). */
export function pathsStamp(paths: string[], extra = ''): string {
  const hash = createHash('sha256').update(extra);
  for (const path of paths) hashTree(hash, join(REPO_ROOT, path));
  return hash.digest('hex');
}

/** A hash of everything a bundle's build depends on: its package, shared-sdk, the protocol, the build config, the lockfile. */
export function buildStamp(dir: string, extra = ''): string {
  return pathsStamp([dir, 'shared-sdk', 'protocol', 'build-config', 'pnpm-lock.yaml'], extra);
}
