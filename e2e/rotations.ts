import { expect, type Page } from '@playwright/test';
import { expectAllPanelsReady } from './panels';
import { SHELL_URL } from './stack-env';

/** What each index page mounts once every rotation has had its turn: slots, and panels in all. */
export const PAGE_PANELS = {
  '/': { slots: 15, panels: 20 },
  '/xndx': { slots: 7, panels: 7 },
} as const;

/** A slot's rotation interval on the hub (20 s); the longest rotation has three panels. */
const TURN_MS = 20_000;
const TURNS = 3;

/**
 * Opens `path` on a controllable clock, waits for every shown panel, then moves each rotation on
 * until every panel of every slot has been shown once: a panel waiting for its turn stays mounted,
 * laid out but invisible (`data-kept-panel`), so its text can be read and measured with the rest.
 */
export async function openWithEveryRotation(page: Page, path: keyof typeof PAGE_PANELS): Promise<void> {
  await page.clock.install();
  await page.goto(`${SHELL_URL}${path}`);
  await expectAllPanelsReady(page, PAGE_PANELS[path].slots);
  for (let turn = 0; turn < TURNS; turn += 1) {
    await page.clock.fastForward(TURN_MS);
    await expectAllPanelsReady(page, PAGE_PANELS[path].slots);
  }
  const frames = page.locator('[data-panel], [data-kept-panel]');
  await expect
    .poll(() => frames.evaluateAll((els) => els.filter((el) => !el.textContent?.includes('加载中')).length))
    .toBe(PAGE_PANELS[path].panels);
}

/**
 * On a page opened on an installed clock with every shown panel ready: moves the clock on a turn at a time until
 * `panel` is the one its slot shows. A two-panel rotation may need two turns: a clock-aligned turn can pick the panel
 * already shown (the rotation counts turns by the clock, not by what it showed).
 */
export async function turnUntilShown(page: Page, panel: string): Promise<void> {
  const shown = page.locator(`[data-panel="${panel}"]`);
  for (let turn = 0; turn < TURNS; turn += 1) {
    if (
      await shown.waitFor({ timeout: 3000 }).then(
        () => true,
        () => false,
      )
    )
      return;
    await page.clock.fastForward(TURN_MS);
  }
  await shown.waitFor({ timeout: 3000 });
}
