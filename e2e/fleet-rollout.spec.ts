import { rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { expect, request as http, test, type APIRequestContext, type Page } from '@playwright/test';
import type { RunningStack } from '../tools';
import type { AuditEntry, RolloutInfo } from '../console/src/protocol';
import { openEnrolledWall } from './fleet-enrol';
import { OPERATOR, startFleetStack } from './fleet-stack';
import {
  BAD_VERSION,
  buildRolloutVariants,
  firstSeen,
  GOOD_VERSION,
  NEW_TITLE,
  privatePublished,
  runsTeams,
  watchWalls,
  type WallSight,
} from './rollout-builds';
import { expectEveryPanel } from './wall-stack';

// Staged rollouts seen from the walls: four walls in two groups, a good build and one that throws on render.
test.describe.configure({ mode: 'serial' });

const POLL_MS = 2000;
const BAKE_MS = 30_000;
const WALLS = { 'lobby-1': 'hub', 'lobby-2': 'hub', 'centre-1': 'xndx', 'centre-2': 'xndx' } as const;

let stack: RunningStack;
let publishedDir: string | undefined;
let api: APIRequestContext;
let walls: Record<string, Page>;
let watch: ReturnType<typeof watchWalls>;
/** The good rollout's id, then the bad one's. */
const rolloutIds: string[] = [];

test.beforeAll(async ({ browser }) => {
  test.setTimeout(600_000);
  publishedDir = privatePublished();
  stack = await startFleetStack(6600, { manifestPollMs: POLL_MS, publishedDir });
  // Published while the fleet runs: the rescan below is what registers them.
  await buildRolloutVariants(publishedDir);
  const pages = await Promise.all(
    Object.entries(WALLS).map(([name, group]) => openEnrolledWall(browser, stack, { name, group })),
  );
  walls = Object.fromEntries(Object.keys(WALLS).map((wall, i) => [wall, pages[i]]));
  for (const page of pages) await expectEveryPanel(page, 'ready', 120_000);
  watch = watchWalls(walls);
  api = await http.newContext({ baseURL: stack.fleetUrl });
  expect(
    (await api.post('/api/session', { data: { username: OPERATOR.username, password: OPERATOR.password } })).ok(),
  ).toBe(true);
  // The service's own periodic rescan may have registered them first: what matters is that the inventory has them.
  expect((await api.post('/api/releases/rescan', { data: {} })).ok()).toBe(true);
  const inventory = (await (await api.get('/api/releases')).json()) as { remote: string; version: string }[];
  expect(inventory.map((r) => `${r.remote}@${r.version}`)).toEqual(
    expect.arrayContaining([`teams@${GOOD_VERSION}`, `teams@${BAD_VERSION}`]),
  );
});
test.afterAll(async () => {
  await watch?.stop();
  await api?.dispose();
  for (const page of Object.values(walls ?? {})) await page.context().close();
  await stack?.close();
  if (publishedDir) rmSync(dirname(publishedDir), { recursive: true, force: true });
});

/** Starts a rollout of teams@`version` to hub with canary lobby-1 (retried until both hub walls have beaten). */
async function startRollout(version: string): Promise<RolloutInfo> {
  let reply: { status: number; body: unknown } = { status: 0, body: undefined };
  await expect
    .poll(
      async () => {
        const response = await api.post('/api/rollouts', {
          data: { remote: 'teams', version, groups: ['hub'], canary: { wall: 'lobby-1' }, bakeMs: BAKE_MS },
        });
        reply = { status: response.status(), body: await response.json() };
        return reply.status;
      },
      { timeout: 30_000, intervals: [2000] },
    )
    .toBe(201);
  rolloutIds.push((reply.body as RolloutInfo).id);
  return reply.body as RolloutInfo;
}

async function rolloutStatus(id: string): Promise<RolloutInfo> {
  const rows = (await (await api.get('/api/rollouts')).json()) as RolloutInfo[];
  return rows.find((row) => row.id === id)!;
}

test('a good teams build shows on the canary first, on every hub wall after the bake, never on group xndx', async () => {
  test.setTimeout(180_000);
  const rollout = await startRollout(GOOD_VERSION);
  const started = rollout.startedAt; // the service's clock is this machine's: the bake counts from here
  await expect(
    walls['lobby-1'].locator('[data-panel="teams/running-teams"] h2, [data-kept-panel="teams/running-teams"] h2'),
  ).toHaveText(NEW_TITLE, { timeout: 20_000 });
  await expect
    .poll(async () => (await rolloutStatus(rollout.id)).status, { timeout: BAKE_MS + 60_000, intervals: [1000] })
    .toBe('promoted');
  const promoted = Date.now();
  await expect
    .poll(() => firstSeen(watch.sights, 'lobby-2', (s) => s.title === NEW_TITLE), { timeout: 20_000 })
    .toBeDefined();
  const canary = firstSeen(watch.sights, 'lobby-1', (s) => s.title === NEW_TITLE)!;
  const rest = firstSeen(watch.sights, 'lobby-2', (s) => s.title === NEW_TITLE)!;
  console.log(
    `金丝雀 lobby-1 显示新标题：开始后 ${canary - started} ms；promoted：${promoted - started} ms；lobby-2：${rest - started} ms`,
  );
  expect(canary).toBeLessThan(rest);
  expect(rest - started, 'lobby-2 gets the build only after the bake').toBeGreaterThanOrEqual(BAKE_MS);
  for (const wall of ['centre-1', 'centre-2']) {
    expect(
      watch.sights.filter((s) => s.wall === wall && (runsTeams(GOOD_VERSION)(s) || s.title === NEW_TITLE)),
      `${wall} never runs the new build`,
    ).toEqual([]);
  }
});

/** A non-wall's "healthy canary" beat: the bad build ready in every slot (no credential of its own can make it count). */
function forgedHealthyBeat() {
  const panel = {
    panel: 'teams/running-teams',
    state: 'ready' as const,
    build: `teams@${BAD_VERSION}+0000000000`,
    shown: true,
  };
  return {
    group: 'hub',
    route: '/',
    shellBuild: 'shell@1.0.0+0000000000',
    sdkVersion: '2.1.0',
    uptimeMs: 600_000,
    beatIntervalMs: 3000,
    viewport: { width: 1920, height: 1080, scale: 1 },
    manifestRevision: '000000000000',
    slots: [
      {
        slot: 'teams',
        position: { x: 0, y: 100, width: 600, height: 400 },
        panel: panel.panel,
        state: 'ready',
        build: panel.build,
        errorCount: 0,
        panels: [panel],
      },
    ],
  };
}

/**
 * Beats for lobby-1 from a non-wall, at once and then twice a second (under the per-address beat limit with the real walls): without a credential, with a pairing secret,
 * with a made-up one. Returns stop → the replies' statuses. (Once a second, a verdict 2.9 s after the start let only one
 * round out before it, in 1 of 5 repetitions.)
 */
async function forgeCanaryBeats(): Promise<() => Promise<number[]>> {
  const pairing = (await (
    await api.post('/api/enrol/pairing', { data: { route: '/', suggestedName: 'lobby-1' } })
  ).json()) as { pairingSecret: string };
  const headers: Record<string, string>[] = [
    {},
    { Authorization: `Bearer ${pairing.pairingSecret}` },
    { Authorization: 'Bearer cwc_made_up_0123456789' },
  ];
  const statuses: Promise<number>[] = [];
  const round = () => {
    for (const header of headers)
      statuses.push(
        api.post('/api/walls/lobby-1/beat', { headers: header, data: forgedHealthyBeat() }).then((r) => r.status()),
      );
  };
  round();
  const timer = setInterval(round, 500);
  return async () => {
    clearInterval(timer);
    return Promise.all(statuses);
  };
}

test('a build that throws on render fails on the canary, is rolled back within the bake, and no other wall ever runs it', async () => {
  test.setTimeout(180_000);
  const rollout = await startRollout(BAD_VERSION);
  const started = rollout.startedAt; // the service's clock is this machine's: the bake counts from here
  const stopForging = await forgeCanaryBeats();
  // Within the bake plus one poll of the walls (the canary may show the panel only when its slot rotates to it).
  await expect
    .poll(async () => (await rolloutStatus(rollout.id)).status, { timeout: BAKE_MS + POLL_MS, intervals: [500] })
    .toBe('failed');
  const forged = await stopForging();
  // Three forged kinds, two rounds a second, until the verdict: at least two rounds reached the service before the bake failed.
  expect(forged.length, 'forged beats were sent until the verdict').toBeGreaterThanOrEqual(6);
  expect(
    forged.filter((status) => status !== 401 && status !== 429),
    'every forged beat refused',
  ).toEqual([]);
  const failed = Date.now();
  expect(
    firstSeen(watch.sights, 'lobby-1', (s) => runsTeams(BAD_VERSION)(s) && s.state === 'error', started),
    'the canary ran the bad build into error',
  ).toBeDefined();
  const reason = (await rolloutStatus(rollout.id)).reason ?? '';
  expect(reason, 'the reason names the wall and the slot').toMatch(/lobby-1.*槽位 \S+（teams\//);
  await expect(
    walls['lobby-1'].locator('[data-panel="teams/running-teams"] h2, [data-kept-panel="teams/running-teams"] h2'),
  ).toHaveText(NEW_TITLE, { timeout: 45_000 });
  const isBack = (s: WallSight) => s.title === NEW_TITLE && runsTeams(GOOD_VERSION)(s) && !runsTeams(BAD_VERSION)(s);
  await expect.poll(() => firstSeen(watch.sights, 'lobby-1', isBack, failed), { timeout: 5000 }).toBeDefined();
  const back = firstSeen(watch.sights, 'lobby-1', isBack, failed)!;
  console.log(`坏版本：失败判定 ${failed - started} ms（${reason}）；lobby-1 恢复旧文本 ${back - started} ms`);
  await new Promise((resolve) => setTimeout(resolve, 2 * POLL_MS)); // a wall that would still follow the bad version has had a poll to do it
  for (const wall of ['lobby-2', 'centre-1', 'centre-2']) {
    expect(
      watch.sights.filter((s) => s.wall === wall && runsTeams(BAD_VERSION)(s)),
      `${wall} never had the bad build`,
    ).toEqual([]);
  }
});

test('the audit log lists both rollouts with their outcome', async () => {
  expect(rolloutIds, 'both rollouts ran').toHaveLength(2);
  const entries = (await (await api.get('/api/audit?limit=500')).json()) as AuditEntry[];
  const steps = (id: string) =>
    entries.filter((e) => e.target === `rollout ${id}`).map((e) => `${e.action}：${e.detail ?? ''}`);
  const [good, bad] = rolloutIds;
  expect(steps(good)).toEqual(
    expect.arrayContaining([
      expect.stringMatching(`^rollout.start：teams .* → ${GOOD_VERSION}`),
      expect.stringMatching(/^rollout\.promote：.*已全部推广/),
    ]),
  );
  expect(steps(bad)).toEqual(
    expect.arrayContaining([
      expect.stringMatching(`^rollout.start：teams hub ${GOOD_VERSION} → ${BAD_VERSION}；分组 hub`),
      expect.stringMatching(/^rollout\.fail：.*失败并已回滚.*lobby-1/),
    ]),
  );
});
