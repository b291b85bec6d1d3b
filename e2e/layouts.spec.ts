import { expect, test, type Page } from '@playwright/test';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RunningStack } from '../tools';
import { expectEveryPanel, privatePortBase, recordToasts, startWallStack } from './wall-stack';

const POLL_MS = 1500;
/** One poll, plus the read and the render after it. */
const WITHIN_ONE_POLL = POLL_MS + 1500;
/** A refusal's toast: one poll, its read, the check and the toast's render, which a load average of 35–48 stretched past 3 s (2 runs in 10). */
const REFUSED_WITHIN = 2 * WITHIN_ONE_POLL;
const ROTATE_MS = 3000;

interface Slot {
  id: string;
  y: number;
  w: number;
  h: number;
  panels: string[];
  rotateMs?: number;
}
type Layouts = { pages: Record<string, { slots: Slot[] }> };

let stack: RunningStack;
test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(120_000);
  stack = await startWallStack(privatePortBase(6000), { manifestPollMs: POLL_MS, refreshMs: 10_000 });
});
test.afterAll(() => stack?.close());

let defaults: string;
test.beforeEach(() => {
  defaults ??= readFileSync(layoutsFile(), 'utf8');
  writeFileSync(layoutsFile(), defaults);
});

const layoutsFile = () => join(stack.runtimeDir, 'layouts.json');
const readLayouts = (): Layouts => JSON.parse(readFileSync(layoutsFile(), 'utf8'));
const writeLayouts = (layouts: Layouts) => writeFileSync(layoutsFile(), JSON.stringify(layouts, null, 2));
const hubSlot = (layouts: Layouts, id: string) => layouts.pages.hub.slots.find((slot) => slot.id === id)!;
const slot = (page: Page, id: string) => page.locator(`[data-slot="${id}"]`);

/** Every panel frame of a slot: the one shown (`data-panel`) and a rotation's kept ones between their turns (`data-kept-panel`). */
const FRAMES = 'section[data-panel], section[data-kept-panel]';
type Marked = { __marked: { slot: string; frame: Element }[]; __sameDocument: boolean };

/**
 * Marks every slot's frames (DOM nodes), a rotation's kept ones too, and the document, to see later which survived.
 * A rotation turns on the clock (every 20 s on the hub) and then shows a frame it kept: the frame shown after a turn is
 * not a replaced one, whereas only the shown frames were marked before (the CI flake of a slot "replaced").
 */
const markFrames = (page: Page) =>
  page.evaluate((selector) => {
    const w = window as unknown as Marked;
    w.__sameDocument = true;
    w.__marked = [...document.querySelectorAll('[data-slot]')].flatMap((slot) =>
      [...slot.querySelectorAll(selector)].map((frame) => ({ slot: slot.getAttribute('data-slot')!, frame })),
    );
  }, FRAMES);
/** Slots none of whose marked frames left it (a kept panel whose module loaded later adds a frame: nothing is replaced). */
const slotsKeepingFrames = (page: Page) =>
  page.evaluate(() => {
    const { __marked: marked } = window as unknown as Marked;
    const slots = [...document.querySelectorAll('[data-slot]')];
    return slots
      .filter((slot) =>
        marked.filter((m) => m.slot === slot.getAttribute('data-slot')).every((m) => slot.contains(m.frame)),
      )
      .map((slot) => slot.getAttribute('data-slot'));
  });

test('an edited layout reaches the open page within one poll, in place: panels swapped, a new rotation, untouched slots kept', async ({
  page,
}) => {
  await page.goto(`${stack.shellUrl}/`);
  await expectEveryPanel(page, 'ready', 60_000);
  await markFrames(page);
  const layouts = readLayouts();
  const untouched = layouts.pages.hub.slots
    .map((s) => s.id)
    .filter((id) => !['checkin', 'checkout', 'institutions'].includes(id));
  [hubSlot(layouts, 'checkin').panels, hubSlot(layouts, 'checkout').panels] = [
    hubSlot(layouts, 'checkout').panels,
    hubSlot(layouts, 'checkin').panels,
  ];
  Object.assign(hubSlot(layouts, 'institutions'), {
    panels: ['chain/tech-services', 'teams/institutions'],
    rotateMs: ROTATE_MS,
  });
  writeLayouts(layouts);

  await expect(slot(page, 'checkin')).toHaveAttribute('data-showing', 'industry/checkout-industry', {
    timeout: WITHIN_ONE_POLL,
  });
  await expect(slot(page, 'checkout')).toHaveAttribute('data-showing', 'industry/checkin-industry', { timeout: 1000 });
  await expect(slot(page, 'institutions')).toHaveAttribute('data-showing', 'chain/tech-services', {
    timeout: WITHIN_ONE_POLL,
  });
  await expect(slot(page, 'institutions').locator('[data-panel="chain/tech-services"]')).toHaveAttribute(
    'data-state',
    'ready',
    { timeout: 10_000 },
  );
  // The new rotation turns at its new period. Turns fall on the clock's multiples of the period (every tile of a
  // canvas agrees), each naming the panel whose turn it is: the first may name the one already shown, so the move to
  // the second comes within two periods, the move back exactly one period after it.
  await expect(slot(page, 'institutions')).toHaveAttribute('data-showing', 'teams/institutions', {
    timeout: 2 * ROTATE_MS + 1000,
  });
  await expect(slot(page, 'institutions')).toHaveAttribute('data-showing', 'chain/tech-services', {
    timeout: ROTATE_MS + 1000,
  });
  await expect(slot(page, 'checkin').locator('[data-panel="industry/checkout-industry"]')).toHaveAttribute(
    'data-state',
    'ready',
  );
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  expect((await slotsKeepingFrames(page)).sort()).toEqual(expect.arrayContaining([...untouched].sort()));
  expect(await slotsKeepingFrames(page)).not.toContain('checkin');
});

test('an overlapping layout is refused with one toast naming the file and both slots; the page keeps the last good layout', async ({
  page,
}) => {
  const toasts = await recordToasts(page);
  await page.goto(`${stack.shellUrl}/`);
  await expectEveryPanel(page, 'ready', 60_000);
  await markFrames(page);
  const good = readLayouts();
  const top = await slot(page, 'chances').evaluate((el) => (el as HTMLElement).style.top || getComputedStyle(el).top);
  const bad = readLayouts();
  hubSlot(bad, 'chances').y = hubSlot(bad, 'services').y - 100;
  writeLayouts(bad);

  const refusal = async () => (await toasts()).filter((text) => text.includes('layouts.json'));
  await expect.poll(refusal, { timeout: REFUSED_WITHIN }).toHaveLength(1);
  const [toast] = await refusal();
  expect(toast).toContain('槽位 chances 与槽位 services 重叠');
  expect(toast).toContain('继续使用上一份有效布局');
  await page.waitForTimeout(3 * POLL_MS); // more polls of the same bad file: no further toast, nothing moves
  expect(await refusal()).toHaveLength(1);
  expect(await slot(page, 'chances').evaluate((el) => (el as HTMLElement).style.top || getComputedStyle(el).top)).toBe(
    top,
  );
  // Every slot by name, so that a failure lists the slots whose frames were replaced.
  expect((await slotsKeepingFrames(page)).sort()).toEqual(good.pages.hub.slots.map((s) => s.id).sort());
  await expect(page.locator('[data-slot] [data-panel][data-state="error"]')).toHaveCount(0);
});

test('a display that starts on a bad layouts.json names the file and field full-screen', async ({ page }) => {
  const bad = readLayouts();
  Object.assign(hubSlot(bad, 'teams'), { panels: ['running-teams'] });
  writeLayouts(bad);
  await page.goto(`${stack.shellUrl}/`);
  await expect(page.locator('[data-config-error] [data-file]')).toHaveText('layouts.json');
  const index = bad.pages.hub.slots.findIndex((s) => s.id === 'teams');
  await expect(page.locator('[data-config-error] [data-field]')).toHaveText(`pages.hub.slots.${index}.panels.0`);
  await expect(page.locator('[data-config-error] [data-reason]')).toContainText('<remote>/<panel>');
});

test('a hand-made layout shrinking a slot below its panel minimum is refused naming the slot; the page keeps the last good layout', async ({
  page,
}) => {
  const toasts = await recordToasts(page);
  await page.goto(`${stack.shellUrl}/`);
  await expectEveryPanel(page, 'ready', 60_000);
  const height = (await slot(page, 'institutions').boundingBox())!.height;
  const bad = readLayouts();
  hubSlot(bad, 'institutions').h = 120;
  writeLayouts(bad);

  const refusal = async () => (await toasts()).filter((text) => text.includes('layouts.json'));
  await expect.poll(refusal, { timeout: REFUSED_WITHIN }).toHaveLength(1);
  const [toast] = await refusal();
  expect(toast).toContain('槽位 institutions（464×120）小于面板 teams/institutions 的最小尺寸 420×180');
  expect(toast).toContain('继续使用上一份有效布局');
  expect((await slot(page, 'institutions').boundingBox())!.height).toBe(height);
});

test('a display that starts on a layout below a panel minimum names the slot full-screen', async ({ page }) => {
  const bad = readLayouts();
  hubSlot(bad, 'teams').w = 300;
  writeLayouts(bad);
  await page.goto(`${stack.shellUrl}/`);
  const index = bad.pages.hub.slots.findIndex((s) => s.id === 'teams');
  await expect(page.locator('[data-config-error] [data-field]')).toHaveText(`pages.hub.slots[${index}].w`, {
    timeout: 30_000,
  });
  await expect(page.locator('[data-config-error] [data-reason]')).toContainText(
    '槽位 teams（300×390）小于面板 teams/running-teams 的最小尺寸 464×360',
  );
});
