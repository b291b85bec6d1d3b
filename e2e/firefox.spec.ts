import { expect } from '@playwright/test';
import { canvasScale, panelStates, saveFirefoxScreenshot, test } from './firefox';
import { WALL_PANELS } from './wall-stack';

// Firefox starts slowly here (a fresh profile each test) and draws the wall more slowly than Chromium.
test.describe.configure({ timeout: 180_000 });

const isXndxPanel = (panel: string) => panel.startsWith('xndx/') || panel.startsWith('devices/');
const PAGES = [
  { path: '/', name: 'hub', panels: WALL_PANELS.filter((panel) => !isXndxPanel(panel)) },
  { path: '/xndx', name: 'xndx', panels: WALL_PANELS.filter(isXndxPanel) },
];
const READY_MS = 90_000;
/** Counters run up for about a second after the data arrives; the screenshots wait for them. */
const SETTLE_MS = 1500;

for (const wall of PAGES) {
  const allReady = wall.panels.map((panel) => `${panel}=ready`).sort();

  // One Firefox start per size: starting it is most of each test's time, and ready, errors and scale are one page load's.
  test(`${wall.path} in Firefox at 1920x1080: every panel of every slot (hidden rotation panels too) ready, no console or page error, the canvas unscaled`, async ({
    openInFirefox,
  }) => {
    const { page, errors } = await openInFirefox(wall.path, { width: 1920, height: 1080 });
    await expect
      .poll(() => panelStates(page), { timeout: READY_MS, message: 'every panel should be ready in Firefox' })
      .toEqual(allReady);
    // Counters run up for a second after the data; an animation step or a refresh that fails shows up in this window too.
    await new Promise((resolve) => setTimeout(resolve, 2 * SETTLE_MS));
    await saveFirefoxScreenshot(page, `${wall.name}-1920x1080`);
    const scale = await canvasScale(page);
    expect(scale.dataScale).toBe('1.0000');
    expect(scale.transformScale).toBeCloseTo(1, 4);
    expect([scale.width, scale.height]).toEqual([1920, 1080]);
    expect(errors).toEqual([]);
  });

  test(`${wall.path} in Firefox at 1280x720 scales the canvas by 2/3`, async ({ openInFirefox }) => {
    const { page } = await openInFirefox(wall.path, { width: 1280, height: 720 });
    await expect.poll(() => panelStates(page), { timeout: READY_MS }).toEqual(allReady);
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    await saveFirefoxScreenshot(page, `${wall.name}-1280x720`);
    const scale = await canvasScale(page);
    expect(scale.dataScale).toBe('0.6667');
    expect(scale.transformScale).toBeCloseTo(2 / 3, 4);
    expect(scale.width).toBeCloseTo(1280, 0);
    expect(scale.height).toBeCloseTo(720, 0);
  });
}
