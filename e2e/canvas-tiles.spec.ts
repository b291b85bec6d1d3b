import { chromium, expect, request as http, test, type APIRequestContext, type Page } from '@playwright/test';
import type { RunningStack } from '../tools';
import { openEnrolledWall } from './fleet-enrol';
import { OPERATOR, startFleetStack } from './fleet-stack';
import { saveScreenshot } from './panels';
import { textOnSeams } from './text-on-seams';

// One 3840×1080 page over two walls (two browsers), each showing its half; their rotations turn together, also
// when one wall's clock is 3 s wrong (corrected from the beats); the frames between their screens keep text off.
const ROTATE_MS = 4000;
const TURNS = 10;
const TILES = [
  { id: 'left', x: 0, y: 0, width: 1920, height: 1080 },
  { id: 'right', x: 1920, y: 0, width: 1920, height: 1080 },
];
/** Two 55" screens' frames, 19 mm between their pictures of 1209.6 mm: 30 px at 1920 px, centred on 1920. */
const TILE_BEZEL = { screenMm: { width: 1209.6, height: 680.4 }, bezelMm: { x: 19, y: 19 } };
const BEZEL_SEAM = { axis: 'x', from: 1905, to: 1935 } as const;
const PAGE = {
  width: 3840,
  height: 980,
  slots: [
    {
      id: 'l',
      x: 20,
      y: 20,
      w: 900,
      h: 450,
      panels: ['devices/categories', 'devices/status'],
      rotateMs: ROTATE_MS,
      title: '左',
    },
    {
      id: 'r',
      x: 2900,
      y: 20,
      w: 900,
      h: 450,
      panels: ['devices/utilization', 'industry/chances'],
      rotateMs: ROTATE_MS,
      title: '右',
    },
    // A scroll board across the two tiles: both walls must stand on the same rows, whenever each mounted it.
    { id: 'b', x: 1420, y: 520, w: 1000, h: 200, panels: ['industry/chances'], title: '机会' },
  ],
};

/** Shifts the page's clock by `shift` ms (Date.now and `new Date()`), as a PC whose clock is set wrong. */
function shiftClock(shift: number) {
  const RealDate = Date;
  const realNow = RealDate.now.bind(RealDate);
  class ShiftedDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(realNow() + shift);
      else super(...(args as [string]));
    }
    static override now() {
      return realNow() + shift;
    }
  }
  (globalThis as unknown as { Date: DateConstructor }).Date = ShiftedDate as unknown as DateConstructor;
}

/**
 * Logs each turn of the page's rotations as the screen shows it: on every frame, which panel of each slot is drawn
 * (visible and opaque, as computed for that frame, a compositor animation's value included), stamped with the frame's
 * time on the machine's clock (`performance.timeOrigin`, the same in both browsers).
 */
function logTurns() {
  const log: { slot: string; at: number }[] = [];
  (window as unknown as { __turns: typeof log }).__turns = log;
  const drawn = new Map<string, string>();
  const frame = (time: number) => {
    for (const slot of document.querySelectorAll<HTMLElement>('[data-slot]')) {
      const shown = [...slot.querySelectorAll<HTMLElement>(':scope > section')].find((panel) => {
        const style = getComputedStyle(panel);
        return style.visibility === 'visible' && Number(style.opacity) > 0.5;
      });
      const id = slot.dataset.slot!;
      const label = shown?.getAttribute('aria-label') ?? '';
      if (drawn.has(id) && drawn.get(id) !== label) log.push({ slot: id, at: performance.timeOrigin + time });
      drawn.set(id, label);
    }
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

let stack: RunningStack;
let api: APIRequestContext;
test.beforeAll(async () => {
  test.setTimeout(240_000);
  stack = await startFleetStack(17040, { manifestPollMs: 1500 });
  api = await http.newContext({ baseURL: stack.fleetUrl });
  expect(
    (await api.post('/api/session', { data: { username: OPERATOR.username, password: OPERATOR.password } })).ok(),
  ).toBe(true);
  const canvas = await api.put('/api/groups/hub/canvas', {
    data: {
      canvas: { width: 3840, height: 1080, tiles: TILES, tileBezel: TILE_BEZEL },
      tileWalls: { 'tile-left': 'left', 'tile-right': 'right', 'bezel-left': 'left', 'bezel-right': 'right' },
    },
  });
  expect(canvas.status(), await canvas.text()).toBe(200);
  const layout = await api.put('/api/groups/hub/layouts/hub', { data: PAGE });
  expect(layout.status(), await layout.text()).toBe(200);
});
test.afterAll(async () => {
  await api?.dispose();
  await stack?.close();
});

async function wall(browser: import('@playwright/test').Browser, name: string, shift: number): Promise<Page> {
  const page = await openEnrolledWall(browser, stack, {
    name,
    group: 'hub',
    before: async (context) => {
      if (shift) await context.addInitScript(shiftClock, shift);
      await context.addInitScript(logTurns);
    },
  });
  await expect(page.locator('[data-canvas]')).toHaveAttribute('data-tile', name.replace(/^\w+-/, ''), {
    timeout: 60_000,
  });
  return page;
}

/** The skew of each of the last `TURNS` turns of the left slot against the right one's nearest turn, ms. */
async function skews(left: Page, right: Page): Promise<number[]> {
  const turnsOf = async (page: Page, slot: string) =>
    (await page.evaluate(() => (window as unknown as { __turns: { slot: string; at: number }[] }).__turns))
      .filter((t) => t.slot === slot)
      .map((t) => t.at);
  // A turn armed before the wall took its correction fires on the old clock once: sampling starts two periods later.
  const since = (await left.evaluate(() => performance.timeOrigin + performance.now())) + 2 * ROTATE_MS;
  await expect
    .poll(async () => (await turnsOf(left, 'l')).filter((at) => at > since).length, {
      timeout: (TURNS + 4) * ROTATE_MS * 2,
    })
    .toBeGreaterThanOrEqual(TURNS);
  const ours = (await turnsOf(left, 'l')).filter((at) => at > since).slice(0, TURNS);
  const theirs = await turnsOf(right, 'r');
  return ours.map((at) => Math.min(...theirs.map((other) => Math.abs(other - at))));
}

test('the frame between the two screens is a seam: no text box of the header crosses it, and the title stands whole on one tile', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const left = await wall(browser, 'bezel-left', 0);
  const right = await wall(browser, 'bezel-right', 0);
  for (const [page, name] of [
    [left, 'left'],
    [right, 'right'],
  ] as const) {
    const { count, hits } = await textOnSeams(page, [BEZEL_SEAM], 'header');
    expect(count, `${name}: the header's text boxes`).toBeGreaterThan(2);
    expect(hits, name).toEqual([]);
    await saveScreenshot(page, `canvas-tiles-bezel-${name}`);
  }
  // The title, in canvas px: wholly left of the frame, so the left screen shows all of it.
  const title = await left.locator('header [data-title]').evaluate((h1) => {
    const canvas = document.querySelector<HTMLElement>('[data-canvas]')!;
    const range = document.createRange();
    range.selectNodeContents(h1);
    const [box, origin, scale] = [
      range.getBoundingClientRect(),
      canvas.getBoundingClientRect(),
      Number(canvas.dataset.scale),
    ];
    return { text: h1.textContent, from: (box.left - origin.left) / scale, to: (box.right - origin.left) / scale };
  });
  expect(title.text).toBe('人才创新创业服务港');
  expect(title.to).toBeLessThanOrEqual(BEZEL_SEAM.from);
  expect(title.from).toBeGreaterThanOrEqual(0);
  await left.context().close();
  await right.context().close();
});

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

test('two walls showing the two halves turn their rotations together; a wall whose clock is 3 s wrong is corrected from the beats', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const left = await wall(browser, 'tile-left', 0);
  // The right wall mounts the scroll board only after the left one's has stepped: counted from mount, they would differ.
  const firstRow = (page: Page) => page.locator('[data-slot="b"] [data-row]').first().innerText();
  const seen = new Set<string>();
  await expect
    .poll(async () => seen.add(await firstRow(left)).size, { timeout: 30_000, intervals: [500] })
    .toBeGreaterThan(1);
  // The other tile in a browser of its own, as on a PC of its own (its own compositor and frame clock).
  const otherBrowser = await chromium.launch(test.info().project.use.launchOptions);
  const right = await wall(otherBrowser, 'tile-right', 3000);
  // The console shows each tile's measured offset; the wrong one's is -3 s, found from the beats within a minute.
  await expect
    .poll(async () => (await (await api.get('/api/walls/tile-right')).json()).shape?.clock?.offsetMs ?? 0, {
      timeout: 60_000,
    })
    .toBeLessThan(-2900);
  const right2 = (await (await api.get('/api/walls/tile-right')).json()).shape;
  expect(right2).toMatchObject({ canvas: '3840×1080', tile: 'right' });
  // The board stands where the fleet clock says on both tiles (the right wall mounted it seconds later).
  await expect
    .poll(async () => new Set(await Promise.all([firstRow(left), firstRow(right)])).size, { timeout: 15_000 })
    .toBe(1);
  const measured = await skews(left, right);
  test.info().annotations.push({
    type: 'skew',
    description: `median ${median(measured).toFixed(1)} ms, worst ${Math.max(...measured).toFixed(1)} ms: ${measured.map((s) => s.toFixed(1)).join(', ')}`,
  });
  console.log(
    `skew (ms): median ${median(measured).toFixed(1)}, worst ${Math.max(...measured).toFixed(1)}; ${measured.map((s) => s.toFixed(1)).join(', ')}`,
  );
  expect(median(measured)).toBeLessThanOrEqual(17);
  // Each change is timed by the first frame whose computed style draws it. Measured: median 0.0 ms, worst 16.7 ms at a
  // load average of 5-14 (one frame of two unsynchronised frame clocks); with two busy loops beside it (load 8-10)
  // median 16.8, worst 49.9 ms: a busy renderer runs its frames late, in whole frames. The bound leaves a loaded CI
  // three frames more than that worst (100 ms); an uncorrected clock or a render at the moment costs far more.
  expect(Math.max(...measured)).toBeLessThanOrEqual(100);
  await left.screenshot({ path: test.info().outputPath('tile-left.png') });
  await right.screenshot({ path: test.info().outputPath('tile-right.png') });
  await left.context().close();
  await right.context().close();
  await otherBrowser.close();
});
