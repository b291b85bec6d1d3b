import { expect, test as base } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { SCREENSHOT_DIR } from './panels';
import { SHELL_URL } from './stack-env';
import type { WallSlot } from './wall-stack';

/** Debian's Firefox ESR (installed by `npm test` through apt). */
export const FIREFOX_PATH = '/usr/bin/firefox-esr';

/** A page of the wall open in Firefox, with every console error and uncaught page error it has logged so far. */
export interface FirefoxWall {
  page: Page;
  errors: string[];
}

type OpenInFirefox = (path: string, viewport: { width: number; height: number }) => Promise<FirefoxWall>;

/** Starts headless Firefox ESR over WebDriver BiDi, in the test stack's time zone and language (as the Chromium tests run). */
export function launchFirefox(): Promise<Browser> {
  return puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    protocol: 'webDriverBiDi',
    defaultViewport: null,
    env: { ...process.env, TZ: 'Asia/Shanghai' },
    extraPrefsFirefox: { 'intl.accept_languages': 'zh-CN', 'intl.locale.requested': 'zh-CN' },
  });
}

/**
 * Playwright's test with `openInFirefox`: a Firefox started for this test alone (its `page` fixture stays
 * unused) and closed in the fixture's teardown, which runs after a failure or a timeout too, so no test
 * leaves a Firefox process behind.
 */
export const test = base.extend<{ openInFirefox: OpenInFirefox }>({
  openInFirefox: async ({}, use) => {
    const browser = await launchFirefox();
    try {
      await use(async (path, viewport) => {
        const page = await browser.newPage();
        const errors: string[] = [];
        page.on('console', (message) => {
          if (message.type() === 'error') errors.push(message.text());
        });
        page.on('pageerror', (error) => errors.push(error instanceof Error ? error.message : String(error)));
        await page.setViewport(viewport);
        await page.goto(`${SHELL_URL}${path}`, { timeout: 60_000 });
        return { page, errors };
      });
    } finally {
      await browser.close();
    }
  },
});

/** Every panel of every slot (rotations' hidden panels too) with its state, from the operators' diagnostics. */
export async function panelStates(page: Page): Promise<string[]> {
  const slots = await page.evaluate(
    () => (window as unknown as { __cockpit?: { slotStatus: () => WallSlot[] } }).__cockpit?.slotStatus() ?? [],
  );
  return slots.flatMap((slot) => slot.panels.map((p) => `${p.panel}=${p.state}`)).sort();
}

/** How the engine draws the design canvas: its `data-scale`, the scale of its computed transform and its box on screen. */
export function canvasScale(
  page: Page,
): Promise<{ dataScale: string | null; transformScale: number; width: number; height: number }> {
  return page.$eval('[data-canvas]', (canvas) => {
    const box = canvas.getBoundingClientRect();
    return {
      dataScale: canvas.getAttribute('data-scale'),
      transformScale: new DOMMatrixReadOnly(getComputedStyle(canvas).transform).a,
      width: box.width,
      height: box.height,
    };
  });
}

/**
 * Width of '服务港' at 100px in the page's own font: 300 when the CJK font draws it (full-width glyphs),
 * less when Firefox draws missing-glyph boxes because its font list lacks the CJK font.
 */
export function cjkTextWidth(page: Page): Promise<number> {
  return page.evaluate(() => {
    const context = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D;
    context.font = `100px ${getComputedStyle(document.body).fontFamily}`;
    return context.measureText('服务港').width;
  });
}

/** Saves the window as `screenshots/firefox-<name>.png`, beside the Chromium ones, once Chinese text draws in the CJK font. */
export async function saveFirefoxScreenshot(page: Page, name: string): Promise<void> {
  await expect
    .poll(() => cjkTextWidth(page), {
      timeout: 10_000,
      message: 'Chinese text should be drawn in the CJK font, not as missing-glyph boxes',
    })
    .toBe(300);
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `firefox-${name}.png`) });
}
