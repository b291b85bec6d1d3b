import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ServerCheck } from './server-check';

// A real server that holds its requests until told to answer (a stalled server that comes back).
let answering = false;
const held: ServerResponse[] = [];
const server = createServer((_, response) => (answering ? response.end('ok') : held.push(response)));
let url: string;
beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/?wall=w`;
});
afterAll(async () => {
  held.forEach((r) => r.destroy());
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

const until = async (ok: () => boolean) => {
  for (let i = 0; i < 100 && !ok(); i += 1) await new Promise((r) => setTimeout(r, 20));
};

test('a stalled server: no answer; once it answers again, the time of the answer to a request sent after the load began', async () => {
  const check = new ServerCheck(url, 200, 50);
  const since = Date.now();
  expect(check.poll(since, true)).toBeUndefined();
  await until(() => held.length > 0);
  await new Promise((r) => setTimeout(r, 300));
  expect(check.poll(since, true)).toBeUndefined();
  answering = true;
  let woken = false;
  check.onAnswer = () => (woken = true);
  // The held request times out and the check asks again by itself: answered without another look.
  await until(() => woken);
  expect(woken).toBe(true);
  const answered = check.poll(since, true);
  expect(answered).toBeGreaterThanOrEqual(since);
  // A newer load (the watchdog navigated again) is not answered by the old request.
  expect(check.poll(Date.now() + 1, true)).toBeUndefined();
  // No load waiting: nothing to say.
  expect(check.poll(undefined, false)).toBeUndefined();
});

test('a refused server is not an answer', async () => {
  const check = new ServerCheck('http://127.0.0.1:1/', 200, 50);
  check.poll(0, true);
  await new Promise((r) => setTimeout(r, 300));
  expect(check.poll(0, true)).toBeUndefined();
  // No load waiting any more: the retries stop.
  check.poll(undefined, false);
});
