import { expect, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

/** Where the browser tests save the screenshots to look at. */
export const SCREENSHOT_DIR = join(__dirname, '..', 'screenshots');

/** Waits until every mounted panel frame is `ready`; returns how many there are. */
export async function expectAllPanelsReady(page: Page, atLeast: number): Promise<number> {
  const frames = page.locator('[data-panel]');
  await expect.poll(() => frames.count(), { message: `至少 ${atLeast} 个面板` }).toBeGreaterThanOrEqual(atLeast);
  await expect
    .poll(
      async () =>
        page
          .locator('[data-panel]')
          .evaluateAll((els) =>
            els
              .filter((el) => el.getAttribute('data-state') !== 'ready')
              .map((el) => `${el.getAttribute('data-panel')}=${el.getAttribute('data-state')}`),
          ),
      {
        message: '所有面板都应为 ready',
        timeout: 45_000,
      },
    )
    .toEqual([]);
  return frames.count();
}

/** Saves a full-window screenshot under `screenshots/`. */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`) });
}

/** Collects console errors and uncaught page errors for a test to assert on. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
