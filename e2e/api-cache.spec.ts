import { expect, test, type Page } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createFaults, startApiServer, type RunningApiServer } from '../api-server/src/index';
import { panelReads } from '../tools/deploy/api-endpoints';
import { startNginxStack, type NginxStack } from './nginx-stack';
import { frameStates } from './fault-stack';
import { expectAllPanelsReady } from './panels';
import { assertSafeOnCi, privatePortBase } from './wall-stack';

/** This spec's ports: nginx at base + 4300/4301, the reference API it fronts at base + 4400. */
const NGINX_OFFSET = 4300;
const API_PORT = privatePortBase(4400);
/** Every panel refreshes every 3 s here, and nginx keeps each answer fresh within that. */
const REFRESH_MS = 3000;
/** How long the shield keeps a failure (deploy.json `apiRetrySeconds`, its default). */
const RETRY_SECONDS = 5;
/**
 * The longest a wall takes to heal: the failure kept for the retry interval and up to one second more (nginx's clock
 * counts whole seconds), then two refreshes (the first gets the stale copy and starts the refresh behind, the next
 * gets its answer), and 2 s to render. Measured 8.7–12.5 s in six runs.
 */
const HEAL_MS = (RETRY_SECONDS + 1) * 1000 + 2 * REFRESH_MS + 2000;

let stack: NginxStack;
let api: RunningApiServer | undefined;
const work = mkdtempSync(join(tmpdir(), 'cockpit-api-cache-e2e-'));
const startApi = async () => {
  api = await startApiServer({ port: API_PORT, dbPath: join(work, 'cockpit.sqlite'), faults: createFaults() });
};

test.beforeAll(async () => {
  test.setTimeout(180_000);
  assertSafeOnCi(privatePortBase(NGINX_OFFSET), false);
  await startApi();
  const refreshOverrides = Object.fromEntries(panelReads().map((read) => [read.panelId, REFRESH_MS]));
  stack = await startNginxStack({
    offset: NGINX_OFFSET,
    apiUpstream: api!.url,
    refreshOverrides,
    settings: { apiTimeoutSeconds: 2, apiRetrySeconds: RETRY_SECONDS },
  });
});
test.afterAll(async () => {
  await stack?.close();
  await api?.close();
  rmSync(work, { recursive: true, force: true });
});

/** Shown frames not in `state` (a rotation's panel between turns has none), as `id=state`. */
async function framesNotIn(page: Page, state: string): Promise<string[]> {
  return Object.entries(await frameStates(page))
    .filter(([, shown]) => shown !== null && shown !== state)
    .map(([id, shown]) => `${id}=${shown}`);
}

/** A panel refreshing every 3 s calls a copy stale once it is older than 30 s (its freshness limit). */
const FRESHNESS_MS = 30_000;

async function expectEveryPanelStaleWithItsData(page: Page): Promise<void> {
  // Stale is data kept with its badge: never loading, empty or error. The cache serves its copies at once (STALE,
  // UPDATING) and the badge comes when they are older than the panel's freshness limit.
  await expect
    .poll(() => framesNotIn(page, 'stale'), {
      timeout: FRESHNESS_MS + 4 * REFRESH_MS,
      message: '每个面板都应保留数据并显示“数据未更新”',
    })
    .toEqual([]);
  const frames = page.locator('[data-panel]:visible');
  for (const frame of await frames.all()) {
    await expect(frame.locator('[data-badge="stale"]')).toContainText('数据未更新');
  }
  await expect(page.locator('[data-toast]')).toHaveCount(0);
}

test('with the upstream stopped every panel of / keeps its data with a stale badge, a reloaded wall too, and all heal within the retry interval and two refreshes', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto(`${stack.origin}/`);
  const count = await expectAllPanelsReady(page, 15);
  await api!.close();
  api = undefined;
  await expectEveryPanelStaleWithItsData(page);
  // A wall that starts while the upstream is down shows the cache's last good answers, not empty panels.
  await page.reload();
  await expect.poll(() => page.locator('[data-panel]').count()).toBeGreaterThanOrEqual(count);
  await expectEveryPanelStaleWithItsData(page);
  await startApi();
  const back = Date.now();
  await expect.poll(() => framesNotIn(page, 'ready'), { timeout: HEAL_MS, intervals: [200] }).toEqual([]);
  expect(Date.now() - back).toBeLessThanOrEqual(HEAL_MS);
});
