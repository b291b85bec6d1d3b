import type { Page } from '@playwright/test';
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildVariant, REPO_ROOT } from '../tools';

/** The title the good new teams build gives 在孵团队: text only that build's code contains. */
export const NEW_TITLE = '在孵团队 · 灰度新版';
/** The good new build's version, and the version of the build that throws on render. */
export const GOOD_VERSION = '9.1.0';
export const BAD_VERSION = '9.2.0';
/** The panel whose frame every wall is watched on. */
export const WATCHED_PANEL = 'teams/running-teams';

/** A private copy of the workspace's published builds (the fleet service scans it; the stack serves it). */
export function privatePublished(): string {
  const dir = join(mkdtempSync(join(tmpdir(), 'cockpit-rollout-')), 'published');
  cpSync(join(REPO_ROOT, 'published'), dir, { recursive: true });
  return dir;
}

/** Builds the good teams build (running-teams titled {@link NEW_TITLE}) and one whose running-teams view throws, into `publishedDir`. */
export async function buildRolloutVariants(publishedDir: string): Promise<void> {
  const view = 'src/panels/running-teams/running-teams-view.tsx';
  // One after the other: the machine is shared and each build is a full webpack run.
  await buildVariant({ remote: 'teams', version: GOOD_VERSION, publishedDir, edits: [{ file: 'src/panels/running-teams/index.ts', from: "title: '在孵团队'", to: `title: '${NEW_TITLE}'` }] });
  await buildVariant({
    remote: 'teams',
    version: BAD_VERSION,
    publishedDir,
    edits: [{ file: view, from: 'const { sum } = data;', to: "const { sum } = data;\n  if (sum) throw new Error('在孵团队视图故意抛错（坏版本）');" }],
  });
}

/** What one wall's watched frame showed at one moment. */
export interface WallSight {
  wall: string;
  at: number;
  build: string;
  title: string;
  state: string;
}

/** Reads `page`'s watched frame (shown or kept in rotation). */
async function sight(wall: string, page: Page): Promise<WallSight> {
  const seen = await page
    .evaluate((panel) => {
      const frame = document.querySelector(`[data-panel="${panel}"], [data-kept-panel="${panel}"]`);
      return { build: frame?.getAttribute('data-build') ?? '', title: frame?.querySelector('h2')?.textContent ?? '', state: frame?.getAttribute('data-state') ?? '' };
    }, WATCHED_PANEL)
    .catch(() => ({ build: '', title: '', state: 'unreadable' }));
  return { wall, at: Date.now(), ...seen };
}

/** Watches every wall's watched frame about twice a second until `stop()`; every sight is kept in `sights`. */
export function watchWalls(walls: Record<string, Page>): { sights: WallSight[]; stop: () => Promise<void> } {
  const sights: WallSight[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      sights.push(...(await Promise.all(Object.entries(walls).map(([wall, page]) => sight(wall, page)))));
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  })();
  return {
    sights,
    stop: async () => {
      running = false;
      await loop;
    },
  };
}

/** When `wall` first showed a sight matching `test`, or undefined. */
export function firstSeen(sights: readonly WallSight[], wall: string, test: (s: WallSight) => boolean, after = 0): number | undefined {
  return sights.find((s) => s.wall === wall && s.at >= after && test(s))?.at;
}
