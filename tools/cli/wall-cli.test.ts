import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { StreamAction } from '@cockpit/protocol';
import { startReleaseSuite, type ReleaseSuite } from '../../console/src/server/testing/release-suite';
import { openStream, type TestStream } from '../../console/src/server/testing/stream-client';
import { createUser } from '../../console/src/server/features/users/users';
import { REPO_ROOT } from '../build/topology';
import { runWallCommand } from './wall-cli';

// `npm run remote -- wall <id> …` against the real fleet service; the wall is a stream opened here that answers as a wall does.
let suite: ReleaseSuite;
let folder: string;
const OPERATOR = { COCKPIT_CONSOLE_USER: 'ops-wu', COCKPIT_CONSOLE_PASSWORD: 'wu-operator-2026' };
const VIEWER = { COCKPIT_CONSOLE_USER: 'viewer-he', COCKPIT_CONSOLE_PASSWORD: 'he-viewer-2026!' };
/** A 1×1 JPEG, as a wall would post its capture. */
const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQH/wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAACf/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AKp//2Q==',
  'base64',
);

beforeAll(async () => {
  suite = await startReleaseSuite('pglite', { groups: ['hall'] });
  await createUser(suite.service.db, {
    username: OPERATOR.COCKPIT_CONSOLE_USER,
    password: OPERATOR.COCKPIT_CONSOLE_PASSWORD,
    role: 'operator',
    createdBy: 'test',
  });
  await createUser(suite.service.db, {
    username: VIEWER.COCKPIT_CONSOLE_USER,
    password: VIEWER.COCKPIT_CONSOLE_PASSWORD,
    role: 'viewer',
    createdBy: 'test',
  });
  folder = mkdtempSync(join(tmpdir(), 'cockpit-wall-cli-'));
}, 120_000);
afterAll(async () => {
  await suite?.stop();
  rmSync(folder, { recursive: true, force: true });
});

const run = (args: string[], env = OPERATOR, waitMs?: number) =>
  runWallCommand([...args, '--fleet', suite.service.url], env, { pollMs: 100, waitMs, cwd: folder });

/** A wall with an open stream; `answer` is what it does with each action it hears. */
async function streamingWall(
  wallId: string,
  answer?: (action: StreamAction, authorization: string) => Promise<unknown>,
): Promise<TestStream> {
  const authorization = await suite.credential(wallId, 'hall');
  const stream = await openStream(suite.service.url, wallId, authorization.replace(/^Bearer /, ''));
  await stream.next((e) => e.type === 'welcome');
  if (answer)
    void stream.next((e) => e.type === 'action', 20_000).then((e) => answer(e as StreamAction, authorization));
  return stream;
}

const ack = (wallId: string, id: string, authorization: string) =>
  suite.service.request('POST', `/api/walls/${wallId}/actions/${id}/ack`, {
    body: { ok: true },
    headers: { authorization },
  });

test('识别 reaches the wall, the command prints 已完成, and the action is audited as the operator', async () => {
  const stream = await streamingWall('cli-1', (a, authorization) => ack('cli-1', a.id, authorization));
  expect(await run(['wall', 'cli-1', 'identify'])).toBe('墙面 cli-1 识别：已完成');
  const audit = (await suite.service.request('GET', '/api/audit', { headers: { cookie: suite.viewer } })).json<
    { actor: string; action: string; target: string }[]
  >();
  expect(audit).toContainEqual(
    expect.objectContaining({ actor: OPERATOR.COCKPIT_CONSOLE_USER, action: 'wall.action', target: 'cli-1' }),
  );
  stream.close();
});

test('截图 saves the JPEG the wall sent for this request and prints its path', async () => {
  const stream = await streamingWall('cli-2', (a, authorization) =>
    suite.service.request('POST', '/api/walls/cli-2/screenshot', {
      body: { requestId: a.requestId, image: `data:image/jpeg;base64,${JPEG.toString('base64')}`, width: 1, height: 1 },
      headers: { authorization },
    }),
  );
  const printed = await run(['wall', 'cli-2', 'screenshot', '--out', 'shot.jpg']);
  expect(printed).toBe(`墙面 cli-2 截图：已完成，已保存 ${join(folder, 'shot.jpg')}（0 KB）`);
  expect(readFileSync(join(folder, 'shot.jpg')).equals(JPEG)).toBe(true);
  stream.close();
});

test('a wall that hears the action but does not answer fails in bounded time, saying so', async () => {
  const stream = await streamingWall('cli-3');
  const started = Date.now();
  await expect(run(['wall', 'cli-3', 'reload'], OPERATOR, 1500)).rejects.toThrow(
    '墙面 cli-3 重新加载：墙面未响应（2 秒内无应答）',
  );
  expect(Date.now() - started).toBeLessThan(5000);
  stream.close();
});

test('a wall without a stream is not sent anything, and the command says so', async () => {
  await suite.credential('cli-4', 'hall');
  await expect(run(['wall', 'cli-4', 'identify'])).rejects.toThrow('墙面 cli-4 识别：墙面离线，未发送');
});

test('a viewer is refused by the service', async () => {
  await suite.credential('cli-5', 'hall');
  await expect(run(['wall', 'cli-5', 'reload'], VIEWER)).rejects.toThrow('舰队服务拒绝（403）');
});

test('npm run remote -- wall exits non-zero with the outcome in words on stderr', async () => {
  await suite.credential('cli-4', 'hall');
  // Asynchronously: the service answering it runs in this process.
  const result = await new Promise<{ code: number | null; stderr: string }>((done) => {
    const child = execFile(
      join(REPO_ROOT, 'node_modules/.bin/tsx'),
      [join(REPO_ROOT, 'tools/cli/remote-version.ts'), 'wall', 'cli-4', 'reload', '--fleet', suite.service.url],
      {
        env: { ...process.env, ...OPERATOR },
        encoding: 'utf8',
        timeout: 60_000,
      },
      (_error, _stdout, stderr) => done({ code: child.exitCode, stderr }),
    );
  });
  expect(result.code).toBe(1);
  expect(result.stderr).toContain('墙面 cli-4 重新加载：墙面离线，未发送');
}, 60_000);

test('an unknown action is refused before anything is sent', async () => {
  await expect(run(['wall', 'cli-1', 'format'])).rejects.toThrow('用法：wall <墙面编号> reload|identify|screenshot');
});
