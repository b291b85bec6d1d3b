import { rmSync } from 'node:fs';
import type { DeliveryAttempt } from '../../../protocol';
import { openDatabase } from '../../core/db/adapter';
import { createUser } from '../users';
import { freshDataDir } from '../../testing/data-dir';
import { signIn, startMain, type MainProcess } from '../../testing/main-process';
import { startNoticeReceiver, type NoticeReceiver } from '../../testing/notice-receiver';

// The service is killed (SIGKILL, no shutdown) between a failed attempt and its retry: the retry still comes.
let dataDir: string;
let receiver: NoticeReceiver;
let running: MainProcess | undefined;

beforeAll(async () => {
  dataDir = await freshDataDir();
  receiver = await startNoticeReceiver([500, 200]);
  const db = await openDatabase({ dataDir });
  await createUser(db, { username: 'root', password: 'Correct horse battery', role: 'admin', createdBy: 'test' });
  await db.close();
}, 120_000);
afterAll(async () => {
  await running?.kill9();
  await receiver.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function deliveries(url: string, cookie: string): Promise<DeliveryAttempt[]> {
  return (await (await fetch(`${url}/api/alert-deliveries`, { headers: { cookie } })).json()) as DeliveryAttempt[];
}

async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean, timeoutMs: number): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > end) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

test('a notice whose first attempt failed is retried after kill -9 and a restart, at its backoff time', async () => {
  const first = (running = await startMain(dataDir));
  const cookie = await signIn(first.url, 'root', 'Correct horse battery');
  const json = { 'content-type': 'application/json', cookie };
  const channel = await fetch(`${first.url}/api/alert-channels`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({
      name: '重启后重试',
      kind: 'webhook',
      enabled: true,
      url: `${receiver.url}/hook`,
      secret: 'kill-nine-secret-0123456789',
    }),
  });
  expect(channel.status).toBe(201);
  const { id } = (await channel.json()) as { id: number };
  expect(
    (await fetch(`${first.url}/api/alert-channels/${id}/test`, { method: 'POST', headers: { cookie } })).status,
  ).toBe(202);
  // Killed once the failed attempt and its retry time are stored (and acknowledged in the log).
  const failed = await until(
    () => deliveries(first.url, cookie),
    (rows) => rows.length === 1,
    15_000,
  );
  expect(failed).toEqual([expect.objectContaining({ attempt: 1, ok: false, status: 500 })]);
  await first.kill9();

  const second = (running = await startMain(dataDir));
  const [wasRefused, retried] = await receiver.waitFor(2, 40_000);
  expect(retried.body).toBe(wasRefused.body);
  expect(retried.at - wasRefused.at).toBeGreaterThanOrEqual(9_000);
  const log = await until(
    () => deliveries(second.url, cookie),
    (rows) => rows.length === 2,
    10_000,
  );
  expect(log.map((d) => [d.attempt, d.ok, d.status])).toEqual(
    expect.arrayContaining([
      [1, false, 500],
      [2, true, 200],
    ]),
  );
}, 120_000);
