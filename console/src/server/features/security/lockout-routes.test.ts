import {
  startServiceOn,
  startTestService,
  testEngines,
  testPostgresUrl,
  type TestService,
} from '../../testing/harness';
import { createTestDatabase } from '../../testing/postgres';
import { auditOf, setPolicy, SignInAgent } from '../../testing/sign-in-flow';
import { createUser } from '../users';
import { runCliCommand } from '../../local-channel/cli-commands';

const PASSWORD = 'Correct horse 42';
// A policy "minute" of 1 s: three failures lock for 3 s, through the same code as in production.
const MINUTE_MS = 1000;
const POLICY = { lockoutFailures: 3, lockoutWindowMinutes: 10, lockoutMinutes: 3 };
/** Each try from its own loopback address: the per-address rate limit stays out of the way of the per-account lock. */
const signIn = (service: TestService, username: string, password: string) =>
  new SignInAgent(service).password(username, password);
/** The lock's words without the moment it ends. */
const words = (error: string) => error.replace(/\d{2}:\d{2}:\d{2}/, 'T').replace(/约 \d+ 分钟/, '约 N 分钟');
const LOCKED = '登录失败次数过多，该账号已暂时锁定，请于 T（约 N 分钟后）再试';

describe.each(testEngines())('lockout per account on %s', (engine) => {
  let service: TestService;
  let admin: string;
  beforeAll(async () => {
    service = await startTestService(engine, { signInSettingsTtlMs: 0, securityMinuteMs: MINUTE_MS });
    admin = await service.login('admin');
    await setPolicy(service, admin, POLICY);
  }, 120_000);
  afterAll(() => service?.close());

  it('locks after N failures, the right password too, says when it ends, answers an unknown name the same way, and lifts on time', async () => {
    await createUser(service.db, { username: 'lena', password: PASSWORD, role: 'viewer', createdBy: 'test' });
    const replies = [];
    for (const name of ['lena', 'nobody-here']) {
      for (let i = 0; i < 3; i++) replies.push(await signIn(service, name, 'Wrong guess 1'));
      replies.push(await signIn(service, name, PASSWORD));
    }
    expect(replies.map((r) => r.status)).toEqual([401, 401, 429, 429, 401, 401, 429, 429]);
    expect(new Set(replies.filter((r) => r.status === 429).map((r) => words(r.json().error)))).toEqual(
      new Set([LOCKED]),
    );
    expect((await auditOf(service, admin, 'session.lockout')).map((e) => e.target)).toContain('lena');
    // Lifted on time: asked again at a short interval, never a fixed sleep.
    const started = Date.now();
    let status = 429;
    while (status === 429 && Date.now() - started < 10_000) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      status = (await signIn(service, 'lena', PASSWORD)).status;
    }
    expect(status).toBe(200);
    expect(Date.now() - started).toBeGreaterThan(MINUTE_MS);
  });

  it('locks an emergency account like any other; the command line unlocks it at once, audited', async () => {
    await createUser(service.db, {
      username: 'em-root',
      password: PASSWORD,
      role: 'admin',
      createdBy: 'test',
      emergency: true,
    });
    for (let i = 0; i < 3; i++) await signIn(service, 'em-root', 'Wrong guess 1');
    expect((await signIn(service, 'em-root', PASSWORD)).status).toBe(429);
    expect(await runCliCommand(service.db, { command: 'unlock', args: ['em-root'] }, 'local')).toBe(
      '已解除 em-root 的登录锁定',
    );
    expect((await signIn(service, 'em-root', PASSWORD)).status).toBe(200);
    expect((await auditOf(service, admin, 'user.unlock'))[0]).toMatchObject({
      actor: '(本机命令行)',
      target: 'em-root',
      detail: '命令行解除登录锁定',
    });
  });
});

const postgres = testPostgresUrl();
(postgres ? describe : describe.skip)('lockout across two replicas on PostgreSQL', () => {
  let replicas: TestService[] = [];
  beforeAll(async () => {
    const url = await createTestDatabase(postgres!);
    replicas = [
      await startServiceOn(url, { signInSettingsTtlMs: 0, securityMinuteMs: MINUTE_MS }),
      await startServiceOn(url, { signInSettingsTtlMs: 0, securityMinuteMs: MINUTE_MS }),
    ];
    await setPolicy(replicas[0], await replicas[0].login('admin'), POLICY);
    await createUser(replicas[0].db, { username: 'pat', password: PASSWORD, role: 'viewer', createdBy: 'test' });
  }, 120_000);
  afterAll(async () => {
    for (const r of replicas) await r.close();
  });

  it('counts the failures made on each replica together and holds the lock on both', async () => {
    const [a, b] = replicas;
    expect((await signIn(a, 'pat', 'Wrong guess 1')).status).toBe(401);
    expect((await signIn(b, 'pat', 'Wrong guess 1')).status).toBe(401);
    expect((await signIn(a, 'pat', 'Wrong guess 1')).status).toBe(429);
    expect((await signIn(b, 'pat', PASSWORD)).status).toBe(429);
    expect((await signIn(a, 'pat', PASSWORD)).status).toBe(429);
  });
});
