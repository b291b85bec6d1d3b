import puppeteer from 'puppeteer-core';
import { lookInPage } from '../../player/src/page-probe';

export const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** One fault class's line: median and spread, and the median against the run's baseline page load. */
export function line(name: string, xs: number[], baselineMs: number): string {
  const s = (ms: number) => (ms / 1000).toFixed(1);
  return `${name.padEnd(16, '　')} 中位 ${s(median(xs))} 秒，范围 ${s(Math.min(...xs))}–${s(Math.max(...xs))} 秒（${xs.length} 次；基准加载的 ${(median(xs) / baselineMs).toFixed(1)} 倍）`;
}

/** The baseline: a new tab of the player's browser opening the shell until it reports ready, ms. */
export async function baselineLoad(wsEndpoint: string, url: string): Promise<number> {
  const browser = await puppeteer.connect({ browserWSEndpoint: wsEndpoint, defaultViewport: null });
  const page = await browser.newPage();
  try {
    const started = Date.now();
    await page.goto(url);
    for (let i = 0; (await page.evaluate(lookInPage)).page !== 'ready'; i += 1) {
      if (i > 600) throw new Error('基准页面 60 秒内没有就绪');
      await new Promise((r) => setTimeout(r, 100));
    }
    return Date.now() - started;
  } finally {
    await page.close();
    await browser.disconnect();
  }
}
