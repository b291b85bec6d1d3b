import { rmSync } from 'node:fs';
import { openDatabase } from './core/db/adapter';
import { createUser } from './features/users/users';
import { freshDataDir } from './testing/data-dir';
import { signIn, startMain, type MainProcess } from './testing/main-process';

let dataDir: string;
let running: MainProcess | undefined;

beforeAll(async () => {
  dataDir = await freshDataDir();
  const db = await openDatabase({ dataDir });
  await createUser(db, { username: 'root', password: 'Correct horse battery', role: 'admin', createdBy: 'test' });
  await db.close();
}, 120_000);
afterAll(async () => {
  await running?.kill9();
  rmSync(dataDir, { recursive: true, force: true });
});

test('a write acknowledged right before kill -9 is there after the restart', async () => {
  const first = (running = await startMain(dataDir));
  const cookie = await signIn(first.url, 'root', 'Correct horse battery');
  const created = await fetch(`${first.url}/api/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ username: 'kill-nine', password: 'Long enough password', role: 'viewer' }),
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

test('a second replica on the same embedded data is refused, saying why and that replicas need PostgreSQL; the first serves on', async () => {
  await running?.kill9();
  const first = (running = await startMain(dataDir));
  await expect(startMain(dataDir)).rejects.toThrow(
    /exited 1: 大屏集群服务启动失败：数据目录 .* 正被进程 \d+ 使用：内嵌数据库（PGlite）只能由一个进程打开，第二个副本不能共用它。要运行多个副本，请让每个副本连接同一个 PostgreSQL（DATABASE_URL=/,
  );
  expect((await fetch(`${first.url}/api/session`)).status).toBe(401);
}, 120_000);
