import { expect, test } from '@playwright/test';
import { expectAllPanelsReady } from './panels';
import { API_URL, E2E_PORT_BASE, SHELL_URL } from './stack-env';

// A remote's container file without its own Module Federation runtime is ~9 KB (minified); with one,
// as every remoteEntry.js had before the shell handed its runtime over, it is ~19 KB.
const CONTAINER_MAX_BYTES = 12_000;
/** The longest main.js is held while the prefetch starts the first view's files without it. */
const MAIN_HOLD_MAX_MS = 10_000;

test('every remote on / arrives as its container and one file of panels, running on the shell’s Module Federation runtime', async ({
  page,
}) => {
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
    expect(files.map((f) => f.file.replace(/\.[0-9a-f]{8}\.js$/, '.[hash].js')).sort(), origin).toEqual([
      'panels.[hash].js',
      'remoteEntry.js',
    ]);
    const container = files.find((f) => f.file === 'remoteEntry.js');
    expect(container?.bytes, `${origin} remoteEntry.js`).toBeLessThan(CONTAINER_MAX_BYTES);
  }
});

test('each remote’s manifest is read once on the way to its panels (the check and the loader share it)', async ({
  page,
}) => {
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

test('the runtime files, every manifest and the index page’s code start while main.js is still on its way, and each is fetched once', async ({
  page,
}) => {
  const requested = new Map<string, number[]>();
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(API_URL)) requested.set(url, [...(requested.get(url) ?? []), Date.now()]);
  });
  const hub = `http://127.0.0.1:${E2E_PORT_BASE + 1}/`;
  const started = (pattern: RegExp) => [...requested.keys()].filter((url) => pattern.test(url));
  const prefetchDone = () =>
    started(/\/mf-manifest\.json$/).length >= 7 &&
    started(/./).filter((url) => url.startsWith(hub) && url.endsWith('.js')).length >= 2;
  let mainReleasedAt = Infinity;
  // main.js is held until the prefetch has started what it should (or MAIN_HOLD_MAX_MS): a fixed 1.5 s hold was too
  // short on a loaded CI run. Without the prefetch nothing below starts before main.js runs, so the hold runs out.
  await page.route(/\/main\.js$/, async (route) => {
    for (const end = Date.now() + MAIN_HOLD_MAX_MS; !prefetchDone() && Date.now() < end;)
      await new Promise((resolve) => setTimeout(resolve, 50));
    mainReleasedAt = Date.now();
    await route.continue();
  });
  await page.goto(`${SHELL_URL}/`);
  await expectAllPanelsReady(page, 15);

  const before = (pattern: RegExp) =>
    [...requested].filter(([url, at]) => pattern.test(url) && at[0] < mainReleasedAt).map(([url]) => url);
  expect(before(/\/config\.json$/)).toHaveLength(1);
  expect(before(/\/remotes\.json$/)).toHaveLength(1);
  expect(before(/\/layouts\.json$/)).toHaveLength(1);
  expect(before(/\/mf-manifest\.json$/).length).toBeGreaterThanOrEqual(7);
  expect(
    before(/./)
      .filter((url) => url.startsWith(hub) && url.endsWith('.js'))
      .map((url) =>
        url
          .split('/')
          .pop()
          ?.replace(/\.[0-9a-f]{8}\.js$/, '.[hash].js'),
      )
      .sort(),
  ).toEqual(['panels.[hash].js', 'remoteEntry.js']);
  // What was started early is what the app uses: no file of the first view is fetched twice (the
  // watcher's own re-reads of config.json and remotes.json come 15 s later).
  expect([...requested].filter(([, at]) => at.length > 1 && at[1] - at[0] < 10_000).map(([url]) => url)).toEqual([]);
});

test('the prefetch worker runs under the page’s own CSP (a worker takes its script’s policy, not the page’s)', async ({
  request,
}) => {
  const page = await request.get(`${SHELL_URL}/`);
  const worker = await request.get(`${SHELL_URL}/prefetch-worker.js`, { headers: { 'accept-encoding': 'gzip' } });
  expect(worker.ok()).toBe(true);
  expect(worker.headers()['content-security-policy']).toBe(page.headers()['content-security-policy']);
  expect(worker.headers()['cache-control']).toBe('no-cache');
});
