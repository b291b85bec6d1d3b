import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../build/topology';

/** The static runtime files: what walls read when no fleet service runs (`remotes.json` and its switch history). */
export const VERSION_IN_URL = /\/([^/]+)\/(mf-manifest\.json|remoteEntry\.js)(\?.*)?$/;

export interface Paths {
  manifest: string;
  history: string;
  published: string;
}

export function paths(): Paths {
  const runtime = process.env.COCKPIT_RUNTIME_DIR ?? join(REPO_ROOT, 'runtime');
  return {
    manifest: join(runtime, 'remotes.json'),
    history: join(runtime, 'remotes.history.json'),
    published: process.env.COCKPIT_PUBLISHED_DIR ?? join(REPO_ROOT, 'published'),
  };
}

export function readJson<T>(file: string, fallback: T): T {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : fallback;
}

/** Writes via a temporary file and rename, so a running display never reads half a manifest. */
function writeJson(file: string, value: unknown): void {
  writeFileSync(`${file}.tmp`, `${JSON.stringify(value, null, 2)}\n`);
  renameSync(`${file}.tmp`, file);
}

/** Published versions of a remote. */
export function publishedVersions(remote: string, p = paths()): string[] {
  const dir = join(p.published, remote);
  return existsSync(dir)
    ? readdirSync(dir)
        .filter((v) => existsSync(join(dir, v, 'mf-manifest.json')))
        .sort()
    : [];
}

/** Points `remote` at a published `version` in remotes.json; returns the previous version. */
export function useVersion(remote: string, version: string, p = paths()): string {
  const manifest = readJson<{ remotes: Record<string, string> }>(p.manifest, { remotes: {} });
  const current = manifest.remotes[remote];
  if (!current) throw new Error(`remotes.json 中没有远程模块 ${remote}`);
  if (!publishedVersions(remote, p).includes(version))
    throw new Error(
      `${remote} 没有已发布的版本 ${version}（可用：${publishedVersions(remote, p).join('、') || '无'}）`,
    );
  const match = VERSION_IN_URL.exec(current);
  if (!match) throw new Error(`${remote} 的地址 ${current} 不含版本目录`);
  manifest.remotes[remote] = current.replace(VERSION_IN_URL, `/${version}/mf-manifest.json`);
  const history = readJson<Record<string, string[]>>(p.history, {});
  history[remote] = [...(history[remote] ?? []), match[1]].slice(-20);
  writeJson(p.history, history);
  writeJson(p.manifest, manifest);
  return match[1];
}

/** Switches `remote` back to the version it had before the last switch. */
export function rollback(remote: string, p = paths()): string {
  const history = readJson<Record<string, string[]>>(p.history, {});
  const previous = history[remote]?.pop();
  if (!previous) throw new Error(`${remote} 没有可回滚的版本`);
  writeJson(p.history, history);
  useVersion(remote, previous, p);
  const after = readJson<Record<string, string[]>>(p.history, {});
  after[remote]?.pop(); // a rollback is not itself a step to roll back to
  writeJson(p.history, after);
  return previous;
}
