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
  await buildVariant({
    remote: 'teams',
    version: GOOD_VERSION,
    publishedDir,
    edits: [{ file: 'src/panels/running-teams/index.ts', from: "title: '在孵团队'", to: `title: '${NEW_TITLE}'` }],
  });
  await buildVariant({
    remote: 'teams',
    version: BAD_VERSION,
    publishedDir,
    edits: [
      {
        file: view,
        from: 'const { sum } = data;',
        to: "const { sum } = data;\n  if (sum) throw new Error('在孵团队视图故意抛错（坏版本）');",
      },
    ],
  });
}

/** What one wall showed of the teams remote at one moment. */
export interface WallSight {
  wall: string;
  at: number;
  /** Every teams build the wall runs: frames' `data-build` (manifest URLs) and the slot report's build ids, hidden panels included. */
  builds: string[];
  /** The watched frame's `data-build` and title (empty while it is not drawn). */
  build: string;
  title: string;
  /** The watched panel's state in the slot report. */
  state: string;
}

/** Reads what `page` runs of the teams remote. */
async function sight(wall: string, page: Page): Promise<WallSight> {
  const seen = await page
    .evaluate((panel) => {
      type Report = { panels: { panel: string; state: string; build?: string }[] }[];
      const report = (window as unknown as { __cockpit?: { slotStatus: () => Report } }).__cockpit?.slotStatus() ?? [];
      const panels = report.flatMap((slot) => slot.panels).filter((p) => p.panel.startsWith('teams/'));
      const frames = [...document.querySelectorAll('[data-build]')]
        .map((f) => f.getAttribute('data-build') ?? '')
        .filter((b) => b.includes('/teams/'));
      const frame = document.querySelector(`[data-panel="${panel}"], [data-kept-panel="${panel}"]`);
      return {
        builds: [...new Set([...frames, ...panels.map((p) => p.build ?? '')])].filter(Boolean),
        build: frame?.getAttribute('data-build') ?? '',
        title: frame?.querySelector('h2')?.textContent ?? '',
        state: panels.find((p) => p.panel === panel)?.state ?? '',
      };
    }, WATCHED_PANEL)
    .catch(() => ({ builds: [], build: '', title: '', state: 'unreadable' }));
  return { wall, at: Date.now(), ...seen };
}

/** Whether a sight shows the wall running teams@`version` anywhere. */
export const runsTeams = (version: string) => (s: WallSight) =>
  s.builds.some((b) => b.includes(`/teams/${version}/`) || b.startsWith(`teams@${version}+`));

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
export function firstSeen(
  sights: readonly WallSight[],
  wall: string,
  test: (s: WallSight) => boolean,
  after = 0,
): number | undefined {
  return sights.find((s) => s.wall === wall && s.at >= after && test(s))?.at;
}
