import { spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { RUOYI_ERROR_MSG } from '../../api-server/src/index';
import { startApiCacheStack, type ApiCacheStack } from './api-cache-stack';
import { API_CACHE_LOG } from './nginx-api-cache';
import { ensureMtailInstalled, MTAIL } from '../../test/nginx-process';

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** The running-teams and team-directory panels refresh every 2 s here: their paths stay fresh at most that long. */
const REFRESH_MS = 2000;
const SUM = '/cockpit/runningTeam/sum';
/** A 2 s path of its own for each test (the reference API refuses a query parameter it does not know). */
const teamPage = (page: number) => `/cockpit/runningTeam?pageNum=${page}&pageSize=5`;

/** Asks `probe` every `everyMs` until it returns `want`, or fails with the last value after `timeoutMs`. */
async function until<T>(
  probe: () => Promise<T>,
  want: (value: T) => boolean,
  timeoutMs: number,
  everyMs = 100,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (want(value)) return value;
    if (Date.now() > deadline) throw new Error(`${timeoutMs} ms 内未达到：最后为 ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
const cacheOf = (path: string) => async () => (await get(path)).cache;

let stack: ApiCacheStack;
beforeAll(async () => {
  stack = await startApiCacheStack({
    port: await freePort(),
    settings: { apiTimeoutSeconds: 1, apiRetrySeconds: 1 },
    refreshOverrides: { 'teams/running-teams': REFRESH_MS, 'teams/team-directory': REFRESH_MS },
  });
}, 60_000);
afterAll(() => stack?.close());
afterEach(async () => {
  stack.faults.set({ mode: 'none', delayMs: 0 });
  await stack.startApi();
});

interface Answer {
  status: number;
  cache: string | null;
  fetchedAt: number;
  upstreamStatus: string | null;
  body: string;
}

async function get(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  const reply = await fetch(`${stack.origin}${path}`, { headers });
  const body = await reply.text();
  const h = reply.headers;
  return {
    status: reply.status,
    cache: h.get('x-cockpit-cache'),
    fetchedAt: Number(h.get('x-cockpit-fetched-at')),
    upstreamStatus: h.get('x-cockpit-upstream-status'),
    body,
  };
}

const dataOf = (answer: Answer) => (JSON.parse(answer.body) as { code: number; data: unknown }).data;

test('200 concurrent cold calls of one path and query reach the upstream once, and all get its answer', async () => {
  const path = '/cockpit/jsc/invest/list';
  stack.faults.set({ delayMs: 300 });
  const answers = await Promise.all(Array.from({ length: 200 }, () => get(path)));
  expect(stack.faults.calls(path)).toBe(1);
  expect(new Set(answers.map((a) => a.status))).toEqual(new Set([200]));
  expect(new Set(answers.map((a) => a.body)).size).toBe(1);
  // Another query is another entry.
  await Promise.all([
    get('/cockpit/chanceList?pageNum=1&pageSize=10'),
    get('/cockpit/chanceList?pageNum=2&pageSize=10'),
    get('/cockpit/chanceList?pageNum=2&pageSize=10'),
  ]);
  expect([
    stack.faults.calls('/cockpit/chanceList?pageNum=1&pageSize=10'),
    stack.faults.calls('/cockpit/chanceList?pageNum=2&pageSize=10'),
  ]).toEqual([1, 1]);
});

test.each([
  ['ruoyi-error', 1],
  ['html', 2],
  ['not-json', 3],
] as const)(
  'an error inside HTTP 200 (%s) is never served as data, and the last good answer survives it',
  async (mode, page) => {
    const path = `/cockpit/notice/page?pageNum=${page}&pageSize=10`;
    stack.faults.set({ mode });
    // Nothing good cached yet: the upstream's own answer, as a 502 that says it came in a 200, and nothing is kept.
    const cold = await get(path);
    expect(cold).toMatchObject({ status: 502, upstreamStatus: '200' });
    if (mode === 'ruoyi-error') expect(cold.body).toContain(RUOYI_ERROR_MSG);
    stack.faults.set({ mode: 'none' });
    // The failure is kept for the retry interval (1 s here): the upstream is asked again after it.
    const good = await until(
      () => get(path),
      (answer) => answer.status === 200,
      3000,
    );
    expect(good).toMatchObject({ status: 200, cache: 'MISS' });
    expect((dataOf(good) as { rows: unknown[] }).rows.length).toBeGreaterThan(0);
    // A cached answer that expires while the upstream answers errors: the error never replaces it.
    const page2 = teamPage(page);
    const first = await get(page2);
    stack.faults.set({ mode });
    await until(cacheOf(page2), (cache) => cache === 'STALE', 5000);
    const stale = await get(page2);
    // The kept copy, the same bytes: STALE, or UPDATING while the background refresh this read started is on its way.
    expect(stale).toMatchObject({
      status: 200,
      cache: expect.stringMatching(/^(STALE|UPDATING)$/),
      fetchedAt: first.fetchedAt,
      body: first.body,
    });
    stack.faults.set({ mode: 'none' });
    await until(cacheOf(page2), (cache) => cache !== 'STALE', REFRESH_MS + 1000);
    expect((await get(page2)).fetchedAt).toBeGreaterThan(first.fetchedAt);
  },
);

test('with the upstream stopped or slow the last good answer is served, marked STALE, and fresh data flows again when it is back', async () => {
  const first = await get(SUM);
  expect(first.status).toBe(200);
  await stack.stopApi();
  await until(cacheOf(SUM), (cache) => cache === 'STALE', 5000);
  expect(await get(SUM)).toMatchObject({ status: 200, body: first.body });
  await stack.startApi();
  await until(cacheOf(SUM), (cache) => cache !== 'STALE', REFRESH_MS + 1000);
  // Slower than the 1 s the cache waits: the last good answer, without making the wall wait for the upstream.
  stack.faults.set({ delayMs: 3000 });
  await until(cacheOf(SUM), (cache) => cache === 'STALE', 8000);
  const started = Date.now();
  const slow = await get(SUM);
  expect(slow.status).toBe(200);
  expect(Date.now() - started).toBeLessThan(2500);
});

test('calls with a token or marked private are never shared: each reaches the upstream, and none fills the cache', async () => {
  const path = '/cockpit/evaluate/sum';
  const a = await get(path, { Authorization: 'Bearer wall-a' });
  const b = await get(path, { Authorization: 'Bearer wall-b' });
  await get(path, { 'X-Cockpit-Private': '1' });
  expect([a.cache, b.cache]).toEqual(['BYPASS', 'BYPASS']);
  expect(stack.faults.calls(path)).toBe(3);
  expect((await get(path)).cache).toBe('MISS');
  expect((await get(path, { Authorization: 'Bearer wall-a' })).cache).toBe('BYPASS');
  expect(stack.faults.calls(path)).toBe(5);
  // Not a GET: passed on as it is (the reference API has no such route: 404), never turned into the checker's GET.
  expect((await fetch(`${stack.origin}${path}`, { method: 'POST' })).status).toBe(404);
  expect(stack.faults.calls(path)).toBe(6);
});

test("freshness follows refreshMs: a 2 s panel's path is never older than 2 s, a 5 min panel's stays cached", async () => {
  const slowPath = '/cockpit/jsc/introduce/index';
  await get(slowPath);
  const ages: number[] = [];
  const fetched = new Set<number>();
  const until = Date.now() + 2 * REFRESH_MS + 500;
  while (Date.now() < until) {
    const answer = await get(teamPage(9));
    ages.push(Date.now() - answer.fetchedAt);
    fetched.add(answer.fetchedAt);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // An expired copy is still served (once, at once) while it is refreshed behind: one update's time past its freshness.
  expect(Math.max(...ages)).toBeLessThanOrEqual(REFRESH_MS + 1000);
  expect(fetched.size).toBeGreaterThanOrEqual(2);
  expect((await get(slowPath)).cache).toBe('HIT');
  expect(stack.faults.calls(slowPath)).toBe(1);
});

test("operators see the hit ratio and the upstream's failures and answer times: mtail reads nginx's log", () => {
  ensureMtailInstalled();
  const run = spawnSync(
    MTAIL,
    [
      '-progs',
      join(__dirname, 'nginx/api-cache.mtail'),
      '-logs',
      join(stack.dir, API_CACHE_LOG),
      '-one_shot',
      '-one_shot_format',
      'prometheus',
    ],
    { encoding: 'utf8' },
  );
  const metric = (pattern: RegExp) => Number(pattern.exec(run.stdout)?.[1] ?? NaN);
  expect(metric(/^cockpit_api_cache_requests_total\{cache="HIT"[^}]*\} (\d+)/m)).toBeGreaterThan(0);
  expect(metric(/^cockpit_api_cache_requests_total\{cache="STALE"[^}]*\} (\d+)/m)).toBeGreaterThan(0);
  expect(metric(/^cockpit_api_upstream_answers_total\{[^}]*result="error"\} (\d+)/m)).toBeGreaterThan(0);
  expect(metric(/^cockpit_api_upstream_seconds_count\{[^}]*\} (\d+)/m)).toBeGreaterThan(0);
});
