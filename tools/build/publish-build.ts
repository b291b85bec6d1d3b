import { cpSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

/** A build's identity (`<remote>@<version>+<hash>`) from its mf-manifest.json; undefined when it has none. */
export function buildIdOf(dir: string): string | undefined {
  try {
    const manifest = JSON.parse(readFileSync(join(dir, 'mf-manifest.json'), 'utf8')) as {
      metaData?: { cockpit?: { id?: string } };
    };
    return manifest.metaData?.cockpit?.id;
  } catch {
    return undefined;
  }
}

/** How a remote's build is published in the workspace. */
export interface PublishBuildOptions {
  /** The built `dist/`. */
  dist: string;
  /** `<publishedDir>/<remote>/<version>/` is where it goes. */
  publishedDir: string;
  remote: string;
  version: string;
  /**
   * An explicit release version (`COCKPIT_PUBLISH_VERSION`): what is published under it never changes. Without it the
   * dev loop rebuilds the package's own version in place, so `npm start` after an edit shows the edit.
   */
  release: boolean;
}

/** Copies the build into the published folder; refuses to replace a release version by a different build. */
export function publishBuild({ dist, publishedDir, remote, version, release }: PublishBuildOptions): string {
  const target = join(publishedDir, remote, version);
  if (release && existsSync(target)) {
    const published = buildIdOf(target);
    const built = buildIdOf(dist);
    if (published !== built) {
      throw new Error(
        `${remote} ${version} 已发布（${published ?? '没有构建标识'}），这次构建是 ${built ?? '没有构建标识'}：已发布的版本不可更改，请使用新的版本号（COCKPIT_PUBLISH_VERSION）`,
      );
    }
  }
  rmSync(target, { recursive: true, force: true });
  mkdirSync(target, { recursive: true });
  cpSync(dist, target, { recursive: true });
  return target;
}
