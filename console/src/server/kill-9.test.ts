import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { openDatabase } from './db/adapter';
import { createUser } from './store/users';
import { freshDataDir } from './testing/data-dir';

const CONSOLE_DIR = join(__dirname, '../..');
let dataDir: string;
let child: ChildProcess | undefined;

/** Starts `tsx main.ts` on the data dir and resolves with its URL once it listens. */
function startMain(): Promise<{ child: ChildProcess; url: string }> {
  // node itself with tsx as a loader: the tsx CLI would put a second process between the signal and the server.
  const proc = spawn(process.execPath, ['--import', 'tsx', join(__dirname, 'main.ts')], {
    cwd: CONSOLE_DIR,
    env: { ...process.env, COCKPIT_FLEET_PORT: '0', COCKPIT_FLEET_DATA: dataDir, DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child = proc;
  return new Promise((resolve, reject) => {
    let out = '';
    proc.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const url = /(http:\/\/127\.0\.0\.1:\d+)/.exec(out)?.[1];
      if (url) resolve({ child: proc, url });
    });
    proc.stderr!.on('data', (chunk: Buffer) => (out += chunk.toString()));
    proc.on('exit', (code) => reject(new Error(`main.ts exited ${code}: ${out}`)));
  });
}

beforeAll(async () => {
  dataDir = await freshDataDir();
  const db = await openDatabase({ dataDir });
  await createUser(db, { username: 'root', password: 'correct horse battery', role: 'admin', createdBy: 'test' });
  await db.close();
}, 120_000);
afterAll(async () => {
  if (child && child.exitCode === null) {
    child.kill('SIGKILL');
    await new Promise((resolve) => child!.once('exit', resolve));
  }
  rmSync(dataDir, { recursive: true, force: true });
});

test('a write acknowledged right before kill -9 is there after the restart', async () => {
  const first = await startMain();
  const login = await fetch(`${first.url}/api/session`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'root', password: 'correct horse battery' }),
  });
  const cookie = login.headers.getSetCookie()[0].split(';')[0];
  const created = await fetch(`${first.url}/api/users`, {
    method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify({ username: 'kill-nine', password: 'long enough password', role: 'viewer' }),
  });
  expect(created.status).toBe(200);
  first.child.kill('SIGKILL');
  await new Promise((resolve) => first.child.once('exit', resolve));

  const second = await startMain();
  // The session was stored too: the same cookie still signs in.
  const users = await fetch(`${second.url}/api/users`, { headers: { cookie } });
  expect(users.status).toBe(200);
  expect(await users.json()).toContainEqual(expect.objectContaining({ username: 'kill-nine', role: 'viewer' }));
  expect(second.child.pid).not.toBe(first.child.pid);
}, 120_000);
