import { createServer as createTcpServer, type Socket } from 'node:net';
import { startApiCacheStack, type ApiCacheStack } from './api-cache-stack';

// The shipped nginx in front of a counting upstream (the reference API, or a TCP server on its port that resets or
// never answers): a slow or failing upstream costs a wall nothing while a copy exists, and is asked once per retry.

/** The running-teams and team-directory panels refresh every 2 s here: their paths stay fresh about 1 s. */
const REFRESH_MS = 2000;
const RETRY_S = 2;
const SUM = '/cockpit/runningTeam/sum';

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createTcpServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

let stack: ApiCacheStack;
beforeAll(async () => {
  stack = await startApiCacheStack({
    port: await freePort(),
    settings: { apiTimeoutSeconds: 5, apiRetrySeconds: RETRY_S },
    refreshOverrides: { 'teams/running-teams': REFRESH_MS, 'teams/team-directory': REFRESH_MS },
  });
}, 60_000);
afterAll(() => stack?.close());
afterEach(async () => {
  stack.faults.set({ mode: 'none', delayMs: 0 });
  await stack.startApi();
});

interface Timed {
  status: number;
  ms: number;
  cache: string | null;
}

/** `walls` callers asking `path` every `everyMs` for `forMs`: every answer with its time. */
async function walls(path: string, count: number, everyMs: number, forMs: number): Promise<Timed[]> {
  const end = Date.now() + forMs;
  const one = async (): Promise<Timed[]> => {
    const seen: Timed[] = [];
    while (Date.now() < end) {
      const started = Date.now();
      const reply = await fetch(`${stack.origin}${path}`);
      await reply.arrayBuffer();
      seen.push({ status: reply.status, ms: Date.now() - started, cache: reply.headers.get('x-cockpit-cache') });
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
    return seen;
  };
  return (await Promise.all(Array.from({ length: count }, one))).flat();
}

/** Lets the cached copy of `path` expire (and any kept failure pass). */
const expire = () => new Promise((resolve) => setTimeout(resolve, Math.max(REFRESH_MS, RETRY_S * 1000) + 200));

test('a slow upstream (4 s): every caller gets the copy within 1 s while it is refreshed behind, once at a time', async () => {
  const path = SUM;
  await fetch(`${stack.origin}${path}`);
  const before = stack.faults.calls(path);
  stack.faults.set({ delayMs: 4000 });
  await expire();
  const answers = await walls(path, 5, 200, 6000);
  expect(answers.filter((a) => a.status !== 200)).toEqual([]);
  expect(Math.max(...answers.map((a) => a.ms))).toBeLessThan(1000);
  expect(answers.some((a) => a.cache === 'UPDATING')).toBe(true);
  // 6 s of calls, each refresh taking 4 s: at most two upstream calls (the shield never lets a second run beside one).
  expect(stack.faults.calls(path) - before).toBeLessThanOrEqual(2);
});

test('an upstream answering 500: one attempt per retry interval, whatever the number of callers', async () => {
  const path = '/cockpit/runningTeam?pageNum=11&pageSize=5';
  await fetch(`${stack.origin}${path}`);
  stack.faults.set({ mode: 'http-500' });
  await expire();
  const before = stack.faults.calls(path);
  const answers = await walls(path, 10, 100, 5000);
  expect(answers.filter((a) => a.status !== 200 || a.ms >= 1000)).toEqual([]);
  expect(stack.faults.calls(path) - before).toBeLessThanOrEqual(Math.ceil(5 / RETRY_S) + 1);
});

test.each(['resets', 'hangs'] as const)(
  'an upstream that %s: one connection per retry interval, every caller served the copy at once',
  async (fault) => {
    const path = `/cockpit/runningTeam?pageNum=${fault === 'resets' ? 12 : 13}&pageSize=5`;
    await fetch(`${stack.origin}${path}`);
    await stack.stopApi();
    let connections = 0;
    const held: Socket[] = [];
    const server = createTcpServer((socket) => {
      connections += 1;
      if (fault === 'resets') socket.resetAndDestroy();
      else held.push(socket);
    });
    await new Promise<void>((resolve) => server.listen(Number(new URL(stack.api.url).port), '127.0.0.1', resolve));
    try {
      await expire();
      const answers = await walls(path, 10, 100, 5000);
      expect(answers.filter((a) => a.status !== 200 || a.ms >= 1000)).toEqual([]);
      expect(connections).toBeLessThanOrEqual(Math.ceil(5 / RETRY_S) + 1);
    } finally {
      held.forEach((socket) => socket.destroy());
      await new Promise((resolve) => server.close(resolve));
    }
  },
);

test('the same query with its parameters in another order is one entry and one upstream call', async () => {
  const answers = [];
  for (const query of ['pageNum=14&pageSize=5', 'pageSize=5&pageNum=14', 'pageSize=5&&pageNum=14'])
    answers.push(await fetch(`${stack.origin}/cockpit/runningTeam?${query}`));
  expect(answers.map((a) => a.headers.get('x-cockpit-cache'))).toEqual(['MISS', 'HIT', 'HIT']);
  expect(
    stack.faults.calls('/cockpit/runningTeam?pageNum=14&pageSize=5') +
      stack.faults.calls('/cockpit/runningTeam?pageSize=5&pageNum=14'),
  ).toBe(1);
});
