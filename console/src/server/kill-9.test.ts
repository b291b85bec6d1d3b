import { rmSync } from 'node:fs';
import { openDatabase } from './db/adapter';
import { createUser } from './store/users';
import { freshDataDir } from './testing/data-dir';
import { signIn, startMain, type MainProcess } from './testing/main-process';

let dataDir: string;
let running: MainProcess | undefined;

beforeAll(async () => {
  dataDir = await freshDataDir();
  const db = await openDatabase({ dataDir });
  await createUser(db, { username: 'root', password: 'correct horse battery', role: 'admin', createdBy: 'test' });
  await db.close();
}, 120_000);
afterAll(async () => {
  await running?.kill9();
  rmSync(dataDir, { recursive: true, force: true });
});

test('a write acknowledged right before kill -9 is there after the restart', async () => {
  const first = (running = await startMain(dataDir));
  const cookie = await signIn(first.url, 'root', 'correct horse battery');
  const created = await fetch(`${first.url}/api/users`, {
    method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify({ username: 'kill-nine', password: 'long enough password', role: 'viewer' }),
  });
  expect(created.status).toBe(200);
  await first.kill9();

  const second = (running = await startMain(dataDir));
  // The session was stored too: the same cookie still signs in.
  const users = await fetch(`${second.url}/api/users`, { headers: { cookie } });
  expect(users.status).toBe(200);
  expect(await users.json()).toContainEqual(expect.objectContaining({ username: 'kill-nine', role: 'viewer' }));
  expect(second.child.pid).not.toBe(first.child.pid);
}, 120_000);
