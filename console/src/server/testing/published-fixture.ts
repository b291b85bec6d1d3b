import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LayoutsFile } from '@cockpit/shared-sdk/layout-schema';
import type { ConsoleServerOptions } from '../index';

/** Writes `<dir>/<remote>/<version>/mf-manifest.json` as a build's publish step does (identity in `metaData.cockpit`). */
export function publishFixture(
  dir: string,
  remote: string,
  version: string,
  exposes: string[],
  sdk = '^2.0.0',
  hash = 'abc123',
): void {
  const folder = join(dir, remote, version);
  mkdirSync(folder, { recursive: true });
  const manifest = {
    id: remote,
    name: remote,
    metaData: { name: remote, cockpit: { remote, version, hash, id: `${remote}@${version}+${hash}`, sdk } },
    exposes: exposes.map((name) => ({ id: `${remote}:${name}`, name, path: `./${name}` })),
  };
  writeFileSync(join(folder, 'mf-manifest.json'), JSON.stringify(manifest));
}

/** The test group's one page: the three slots of the harness's beat, side by side. */
export const FIXTURE_LAYOUTS: LayoutsFile = {
  pages: {
    hub: {
      width: 1920,
      height: 980,
      slots: [
        { id: 'a', x: 0, y: 0, w: 600, h: 400, panels: ['teams/overview'] },
        { id: 'b', x: 620, y: 0, w: 600, h: 400, panels: ['talent/trend'] },
        { id: 'c', x: 1240, y: 0, w: 600, h: 400, panels: ['chain/map'] },
      ],
    },
  },
};

/**
 * A published folder with the remotes the harness's beats show (teams 1.0.0 and 1.1.0, talent, chain, and teams
 * 3.0.0 that needs an SDK the walls do not run), and the service options that point at it. Remove `dir` after.
 */
export function publishedFixture(): { dir: string; options: Partial<ConsoleServerOptions>; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'cockpit-published-'));
  publishFixture(dir, 'teams', '1.0.0', ['overview', 'running-teams']);
  publishFixture(dir, 'teams', '1.1.0', ['overview', 'running-teams'], '^2.0.0', 'def456');
  publishFixture(dir, 'teams', '3.0.0', ['overview'], '^3.0.0', '333333');
  publishFixture(dir, 'talent', '1.0.0', ['trend']);
  publishFixture(dir, 'chain', '1.0.0', ['map']);
  const options: Partial<ConsoleServerOptions> = {
    publishedDir: dir,
    remoteBaseUrls: {
      teams: 'http://127.0.0.1:3011',
      talent: 'http://127.0.0.1:3012/',
      chain: 'http://127.0.0.1:3013',
    },
    defaultRemotes: { teams: '1.0.0', talent: '1.0.0', chain: '1.0.0' },
    defaultLayouts: FIXTURE_LAYOUTS,
    rolloutTickMs: 0,
    // Tests rescan when they mean to: a timer's rescan between a test's publish and its own would take its news.
    rescanMs: 0,
  };
  return { dir, options, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
