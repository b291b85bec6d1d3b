import { expect, test, type FrameLocator, type Locator, type Page } from '@playwright/test';
import type { GroupLayouts } from '../console/src/protocol';
import type { RunningStack } from '../tools';
import { openEnrolledWall } from './fleet-enrol';
import { OPERATOR, openConsole, startFleetStack } from './fleet-stack';
import { expectEveryPanel, wallSlots } from './wall-stack';

// 预览整页: an unsaved edit is drawn by the wall's own page code in the console, and reaches no wall.
test.describe.configure({ mode: 'serial' });

let stack: RunningStack;
let wall: Page;
let designer: Page;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(300_000);
  stack = await startFleetStack(3100, { manifestPollMs: 2000 });
  wall = await openEnrolledWall(browser, stack, { name: 'lobby-1', group: 'hub' });
  await expectEveryPanel(wall, 'ready', 120_000);
  designer = await openConsole(browser, stack.fleetUrl!, OPERATOR);
  await designer.setViewportSize({ width: 1920, height: 1080 });
  await designer
    .getByRole('navigation', { name: '控制台导航' })
    .getByRole('link', { name: '布局', exact: true })
    .click();
});
test.afterAll(async () => {
  await designer?.context().close();
  await wall?.context().close();
  await stack?.close();
});

const slotOf = (id: string) => designer.getByRole('button', { name: `槽位 ${id}`, exact: true });
const centre = async (locator: Locator) => {
  const box = (await locator.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
};
/** A slot's box inside the preview frame, in the wall's own canvas pixels (the frame is 1920×1080: scale 1). */
const frameBox = (frame: FrameLocator, slot: string) =>
  frame.locator(`[data-slot="${slot}"]`).evaluate((node) => {
    const box = node.getBoundingClientRect();
    return { x: Math.round(box.x), y: Math.round(box.y), w: Math.round(box.width), h: Math.round(box.height) };
  });

test('the whole-page preview draws the unsaved draft with the real panels at the draft geometry; the wall keeps the saved page', async () => {
  test.setTimeout(180_000);
  // The draft: notices deleted, headline dragged right into the freed space (a real pointer drag).
  await slotOf('notices').click();
  await designer.getByRole('button', { name: '删除槽位' }).click();
  await expect(slotOf('notices')).toHaveCount(0);
  await slotOf('headline').click();
  const from = await centre(slotOf('headline'));
  await designer.mouse.move(from.x, from.y);
  await designer.mouse.down();
  await designer.mouse.move(from.x + 60, from.y, { steps: 8 });
  await designer.mouse.move(from.x + 120, from.y, { steps: 8 });
  await designer.mouse.up();
  const inspector = designer.getByRole('region', { name: '槽位 headline 属性' });
  const draft = {
    x: Number(await inspector.getByRole('spinbutton', { name: 'x', exact: true }).inputValue()),
    y: Number(await inspector.getByRole('spinbutton', { name: 'y', exact: true }).inputValue()),
  };
  const saved = (await (await designer.request.get(`${stack.fleetUrl}/api/groups/hub/layouts`)).json()) as GroupLayouts;
  const savedHeadline = saved.pages.hub.slots.find((s) => s.id === 'headline')!;
  const introduce = saved.pages.hub.slots.find((s) => s.id === 'introduce')!;
  expect(draft.x, 'the drag moved the slot in the draft').toBeGreaterThan(savedHeadline.x);

  await designer.getByRole('button', { name: '预览整页' }).click();
  const dialog = designer.getByRole('dialog', { name: /预览整页/ });
  await dialog.getByLabel('大屏地址').fill(stack.shellUrl);
  const frameElement = dialog.locator('iframe[title="整页预览 hub"]');
  await expect(frameElement).toHaveAttribute('sandbox', 'allow-scripts');
  const frame = dialog.frameLocator('iframe[title="整页预览 hub"]');
  // The real panel, with its real data, in the moved slot; the deleted slot is gone.
  await expect(frame.locator('[data-slot="headline"] [data-panel="hub/headline"]')).toHaveAttribute(
    'data-state',
    'ready',
    { timeout: 60_000 },
  );
  await expect(frame.locator('[data-slot="introduce"] [data-panel="services/introduce"]')).toHaveAttribute(
    'data-state',
    'ready',
    { timeout: 60_000 },
  );
  await expect(frame.locator('[data-slot="notices"]')).toHaveCount(0);
  // At the draft's place: measured against an unchanged slot, in the wall's canvas pixels.
  await expect
    .poll(
      async () => {
        const [moved, anchor] = [await frameBox(frame, 'headline'), await frameBox(frame, 'introduce')];
        return { dx: moved.x - anchor.x, dy: moved.y - anchor.y, w: moved.w, h: moved.h };
      },
      { timeout: 20_000 },
    )
    .toEqual({ dx: draft.x - introduce.x, dy: draft.y - introduce.y, w: savedHeadline.w, h: savedHeadline.h });
  // The whole 1920×1080 canvas, scaled with its aspect kept, inside the window.
  const shown = (await frameElement.locator('..').boundingBox())!;
  expect(Math.abs(shown.width / shown.height - 16 / 9)).toBeLessThan(0.01);
  expect(shown.y + shown.height).toBeLessThanOrEqual(1080);

  // For the eye: the dialog at both sizes the console is used at (attached to the report).
  for (const size of [
    { width: 1920, height: 1080 },
    { width: 1366, height: 768 },
  ]) {
    await designer.setViewportSize(size);
    await expect(frameElement).toBeVisible();
    await designer.screenshot({ path: test.info().outputPath(`whole-page-preview-${size.width}.png`) });
  }

  // No draft leaked: the wall, after its polls, still runs the saved page.
  await new Promise((resolve) => setTimeout(resolve, 5000));
  expect((await wallSlots(wall)).map((s) => s.slot)).toContain('notices');
  const onWall = await wall.locator('[data-slot="headline"]').boundingBox();
  const anchorOnWall = await wall.locator('[data-slot="introduce"]').boundingBox();
  const wallScale = Number(await wall.locator('[data-canvas]').getAttribute('data-scale'));
  expect(Math.round((onWall!.x - anchorOnWall!.x) / wallScale)).toBe(savedHeadline.x - introduce.x);
});
