import { expect, test } from '@playwright/test';
import { expectAllPanelsReady } from './panels';
import { SHELL_URL } from './stack-env';

// A remote's container file without its own Module Federation runtime is ~9 KB (minified); with one,
// as every remoteEntry.js had before the shell handed its runtime over, it is ~19 KB.
const CONTAINER_MAX_BYTES = 12_000;

test('every remote on / arrives as its container and one file of panels, running on the shell’s Module Federation runtime', async ({ page }) => {
  const scripts = new Map<string, { file: string; bytes: number }[]>();
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (url.hostname !== '127.0.0.1' || !url.pathname.endsWith('.js')) return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    const files = scripts.get(url.origin) ?? scripts.set(url.origin, []).get(url.origin);
    files?.push({ file: url.pathname.split('/').pop() ?? '', bytes: body.length });
  });
  await page.goto(`${SHELL_URL}/`);
  await expectAllPanelsReady(page, 15);

  expect(scripts.size).toBeGreaterThanOrEqual(7);
  for (const [origin, files] of scripts) {
    expect(files.map((f) => f.file.replace(/\.[0-9a-f]{8}\.js$/, '.[hash].js')).sort(), origin).toEqual(['panels.[hash].js', 'remoteEntry.js']);
    const container = files.find((f) => f.file === 'remoteEntry.js');
    expect(container?.bytes, `${origin} remoteEntry.js`).toBeLessThan(CONTAINER_MAX_BYTES);
  }
});

test('each remote’s manifest is read once on the way to its panels (the check and the loader share it)', async ({ page }) => {
  const reads = new Map<string, number>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('/mf-manifest.json')) reads.set(url.origin, (reads.get(url.origin) ?? 0) + 1);
  });
  await page.goto(`${SHELL_URL}/`);
  await expectAllPanelsReady(page, 15);
  expect(reads.size).toBeGreaterThanOrEqual(7);
  expect([...reads].filter(([, count]) => count !== 1)).toEqual([]);
});
