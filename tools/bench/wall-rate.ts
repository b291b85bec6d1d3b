import type { Browser } from '@playwright/test';
import { join } from 'node:path';
import { defaultLayouts } from '../deploy/default-layouts';
import { discoverBundles, REPO_ROOT } from '../build/topology';

/** One panel's share of a wall's load: its refresh interval and the API calls of one refresh cycle. */
export interface PanelLoad {
  id: string;
  refreshMs: number;
  /** API request paths of one cycle: the refresh plus any pages the view turns to meanwhile. */
  requests: string[];
}

const { hub: hubPage, xndx: xndxPage } = defaultLayouts().pages;

/** The walls' default layouts: route → panel ids, rotating slots included (counted as if always shown: an upper bound). */
export const WALLS: Record<string, string[]> = {
  '/': hubPage.slots.flatMap((slot) => [...slot.panels]),
  '/xndx': xndxPage.slots.flatMap((slot) => [...slot.panels]),
};

/** A panel's `refreshMs`, read from its descriptor (`<package>/src/panels/<panel>/index.ts`). */
export async function descriptorRefreshMs(id: string): Promise<number> {
  const [remote, panel] = id.split('/');
  const bundle = discoverBundles().find((b) => b.name === remote);
  if (!bundle) throw new Error(`没有名为 ${remote} 的远程模块`);
  const module = (await import(join(REPO_ROOT, bundle.dir, 'src/panels', panel, 'index.ts'))) as {
    default: { default?: { refreshMs: number }; refreshMs?: number };
  };
  const descriptor = module.default.default ?? module.default;
  if (typeof descriptor.refreshMs !== 'number') throw new Error(`${id} 的描述没有 refreshMs`);
  return descriptor.refreshMs;
}

const isApi = (url: string) => /\/(cockpit|open-api)\//.test(new URL(url).pathname);

/**
 * The API calls of one refresh cycle of a panel, counted in Chromium on its preview page under a
 * fake clock: mount, wait until ready, then let `refreshMs` pass (one refresh, and every page an
 * auto-paging view turns to in that time).
 */
export async function measurePanelLoad(browser: Browser, origin: string, id: string): Promise<PanelLoad> {
  const refreshMs = await descriptorRefreshMs(id);
  const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  const page = await context.newPage();
  const requests: string[] = [];
  page.on('request', (request) => {
    if (isApi(request.url())) requests.push(new URL(request.url()).pathname + new URL(request.url()).search);
  });
  try {
    await page.clock.install();
    await page.goto(`${origin}/preview?panel=${id}`);
    const ready = () => page.locator(`[data-panel="${id}"][data-state="ready"]`).count();
    for (let waited = 0; (await ready()) === 0; waited += 1) {
      if (waited > 600) throw new Error(`${id} 未就绪`);
      await page.clock.runFor(100);
      await page.waitForTimeout(50);
    }
    requests.length = 0;
    for (let elapsed = 0; elapsed < refreshMs + 500; elapsed += 1000) {
      await page.clock.runFor(1000);
      await page.waitForTimeout(20);
    }
    await page.waitForTimeout(300);
    return { id, refreshMs, requests: [...requests] };
  } finally {
    await context.close();
  }
}

/** Requests per second of one wall showing `panels`, from each panel's cycle and refresh interval. */
export function wallRate(loads: PanelLoad[], panels: string[]): number {
  return panels.reduce((sum, id) => {
    const load = loads.find((l) => l.id === id);
    return sum + (load ? load.requests.length / (load.refreshMs / 1000) : 0);
  }, 0);
}
