import type { RolloutInfo } from '@cockpit/console/protocol';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isRolloutCommand, runRolloutCommand } from './rollout-cli';

const ID = '0f8fad5b-d9cb-469f-a165-70867728950e';
const ENV = { COCKPIT_CONSOLE_USER: 'ops-zhang', COCKPIT_CONSOLE_PASSWORD: 'zhang-ops-2026!' };
const ROLLOUT: RolloutInfo = {
  id: ID,
  remote: 'teams',
  fromVersion: '1.0.0',
  toVersion: '9.1.0',
  groups: ['hub', 'xndx'],
  stage: 0,
  canaries: ['lobby-1'],
  status: 'baking',
  startedAt: Date.UTC(2026, 10, 24, 12, 0, 0),
  bakeMs: 30_000,
  reason: '等待金丝雀墙面运行新版本',
  createdBy: 'ops-zhang',
  updatedAt: Date.UTC(2026, 10, 24, 12, 0, 5),
};

/** What the fake fleet service received, one entry per request. */
interface Seen {
  method?: string;
  url?: string;
  cookie?: string;
  body: unknown;
}

let server: Server;
let fleet: string;
let seen: Seen[];
/** The fake's answer to the request after sign-in. */
let answer: { status: number; body: unknown };

const readBody = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? JSON.parse(text) : undefined;
};

beforeAll(async () => {
  server = createServer((request, response) => void answerRequest(request, response));
  async function answerRequest(request: IncomingMessage, response: ServerResponse): Promise<void> {
    seen.push({
      method: request.method,
      url: request.url,
      cookie: request.headers.cookie,
      body: await readBody(request),
    });
    response.setHeader('content-type', 'application/json');
    if (request.url === '/api/session') {
      const ok =
        JSON.stringify(seen.at(-1)?.body) ===
        JSON.stringify({ username: ENV.COCKPIT_CONSOLE_USER, password: ENV.COCKPIT_CONSOLE_PASSWORD });
      if (ok) response.setHeader('set-cookie', 'sessionId=s3cret; Path=/; HttpOnly');
      response
        .writeHead(ok ? 200 : 401)
        .end(JSON.stringify(ok ? { username: 'ops-zhang', role: 'operator' } : { error: '用户名或密码不对' }));
      return;
    }
    response.writeHead(answer.status).end(JSON.stringify(answer.body));
  }
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fleet = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  seen = [];
  answer = { status: 201, body: ROLLOUT };
});

test('a rollout signs in, sends the request with the session cookie and prints the rollout in Chinese', async () => {
  const printed = await runRolloutCommand(
    [
      'rollout',
      'teams',
      '9.1.0',
      '--group',
      'hub',
      '--group',
      'xndx',
      '--canary',
      'lobby-1',
      '--bake',
      '30s',
      '--fleet',
      fleet,
    ],
    ENV,
  );
  expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual(['POST /api/session', 'POST /api/rollouts']);
  expect(seen[1]).toMatchObject({
    cookie: 'sessionId=s3cret',
    body: { remote: 'teams', version: '9.1.0', groups: ['hub', 'xndx'], canary: { wall: 'lobby-1' }, bakeMs: 30_000 },
  });
  expect(printed).toContain(`已开始发布\n发布 ${ID}：teams 1.0.0 → 9.1.0，烘烤中`);
  expect(printed).toContain('分组 [hub] → xndx；金丝雀 lobby-1；烘烤 30 秒');
  expect(printed).toContain('2026年11月24日');
});

test('a command on a rollout posts to its id; rollout-status lists', async () => {
  answer = { status: 200, body: { ...ROLLOUT, status: 'paused' } };
  expect(await runRolloutCommand(['pause', ID, '--fleet', fleet], ENV)).toContain('已暂停');
  expect(seen[1]).toMatchObject({ method: 'POST', url: `/api/rollouts/${ID}/pause`, cookie: 'sessionId=s3cret' });
  answer = { status: 200, body: [] };
  expect(await runRolloutCommand(['rollout-status', '--fleet', fleet], ENV)).toBe('还没有发布记录');
});

test("a refusal throws the server's message", async () => {
  answer = { status: 409, body: { error: '分组 hub 已有 teams 的发布正在进行', field: 'groups' } };
  await expect(runRolloutCommand(['abort', ID, '--fleet', fleet], ENV)).rejects.toThrow(
    '舰队服务拒绝（409）：分组 hub 已有 teams 的发布正在进行',
  );
  await expect(
    runRolloutCommand(['rollout-status', '--fleet', fleet], { ...ENV, COCKPIT_CONSOLE_PASSWORD: 'wrong' }),
  ).rejects.toThrow('舰队服务拒绝（401）：用户名或密码不对');
});

test('without credentials in the environment nothing is sent', async () => {
  await expect(runRolloutCommand(['rollout-status', '--fleet', fleet], {})).rejects.toThrow('COCKPIT_CONSOLE_USER');
  expect(seen).toEqual([]);
});

test('without credentials it says how to get an operator user, while the service runs', async () => {
  await expect(
    runRolloutCommand(['rollout', 'teams', '9.1.0', '--group', 'hub', '--share', '0.5', '--fleet', fleet], {}),
  ).rejects.toThrow('npm run console -- create-user <用户名> --role operator');
});

test('rollback of a rollout id goes to the fleet; rollback of a remote stays the static manifest', () => {
  expect(isRolloutCommand(['rollback', ID])).toBe(true);
  expect(isRolloutCommand(['rollback', 'teams'])).toBe(false);
  expect(isRolloutCommand(['use', 'teams', '1.1.0'])).toBe(false);
  expect(isRolloutCommand(['rollout-status'])).toBe(true);
});

test('add-to-group posts the remote and version to the group and says what happens next', async () => {
  answer = { status: 201, body: { group: 'hub', remote: 'acme', version: '1.0.0' } };
  expect(isRolloutCommand(['add-to-group', 'acme', '1.0.0', '--group', 'hub'])).toBe(true);
  const printed = await runRolloutCommand(['add-to-group', 'acme', '1.0.0', '--group', 'hub', '--fleet', fleet], ENV);
  expect(seen[1]).toMatchObject({
    method: 'POST',
    url: '/api/groups/hub/remotes',
    cookie: 'sessionId=s3cret',
    body: { remote: 'acme', version: '1.0.0' },
  });
  expect(printed).toBe('已把 acme@1.0.0 加入分组 hub：在布局中放置它的面板后，墙面才会显示');
});

test('add-to-group without a group is refused before anything is sent', async () => {
  await expect(runRolloutCommand(['add-to-group', 'acme', '1.0.0', '--fleet', fleet], ENV)).rejects.toThrow(
    '用法：add-to-group <远程模块> <版本> --group <分组>',
  );
  expect(seen).toEqual([]);
});
