import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './chromium-launch';

/** `tsx tools/dev/screenshot.ts <url> <out.png> [width height waitMs]`: look at a page as the wall shows it. */
async function main(): Promise<void> {
  const [url, out, width = '1920', height = '1080', waitMs = '6000'] = process.argv.slice(2);
  if (!url || !out) throw new Error('用法：screenshot.ts <url> <out.png> [width height waitMs]');
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  const page = await browser.newPage({ viewport: { width: Number(width), height: Number(height) }, locale: 'zh-CN' });
  page.on('console', (message) => message.type() === 'error' && console.log(`console.error: ${message.text()}`));
  page.on('pageerror', (error) => console.log(`pageerror: ${error.message}`));
  await page.goto(url);
  await page.waitForTimeout(Number(waitMs));
  const states = await page
    .locator('[data-panel]')
    .evaluateAll((els) => els.map((el) => `${el.getAttribute('data-panel')}=${el.getAttribute('data-state')}`));
  console.log(states.join('\n'));
  const preview = page.locator('[data-slot="preview"]');
  if (url.includes('/preview') && (await preview.count())) await preview.screenshot({ path: out });
  else await page.screenshot({ path: out });
  await browser.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
