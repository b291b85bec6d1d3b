import { startTestService, testEngines, type TestService } from '../../testing/harness';
import { setPolicy, SignInAgent } from '../../testing/sign-in-flow';
import { createUser } from '../users';

const PASSWORD = 'Correct horse 42';
const MINUTE_MS = 1000;
const BACKGROUND = { 'x-cockpit-background': '1' };
const until = async (done: () => Promise<boolean>, ms: number) => {
  const started = Date.now();
  while (!(await done()) && Date.now() - started < ms) await new Promise((resolve) => setTimeout(resolve, 100));
  return Date.now() - started;
};

describe.each(testEngines())('sessions on %s', (engine) => {
  let service: TestService;
  // An administrator of their own for each save: with a 2 s idle timeout, one kept from the start would have timed out.
  const policy = async (overLimit: 'end-oldest' | 'refuse') =>
    setPolicy(service, await service.login('admin'), {
      idleMinutes: 2,
      maxSessionsAdmin: 1,
      maxSessionsOther: 2,
      overLimit,
    });
  beforeAll(async () => {
    service = await startTestService(engine, { signInSettingsTtlMs: 0, securityMinuteMs: MINUTE_MS });
    await policy('end-oldest');
  }, 120_000);
  afterAll(() => service?.close());

  const signedIn = async (username: string, from?: string) => {
    const agent = new SignInAgent(service, from);
    expect((await agent.password(username, PASSWORD)).status).toBe(200);
    return agent;
  };

  it('ends a session idle past the timeout while the page polls on; a person at work stays signed in', async () => {
    await createUser(service.db, { username: 'idle-ida', password: PASSWORD, role: 'viewer', createdBy: 'test' });
    await createUser(service.db, { username: 'busy-ben', password: PASSWORD, role: 'viewer', createdBy: 'test' });
    const idle = await signedIn('idle-ida');
    const idleSince = Date.now();
    const busy = await signedIn('busy-ben');
    const busyAnswers: number[] = [];
    await until(async () => {
      busyAnswers.push((await busy.send('GET', '/api/walls')).status);
      return (await idle.send('GET', '/api/walls', undefined, BACKGROUND)).status === 401;
    }, 8000);
    expect(Date.now() - idleSince).toBeGreaterThanOrEqual(2 * MINUTE_MS);
    expect(new Set(busyAnswers)).toEqual(new Set([200]));
    const reply = await idle.send('GET', '/api/session');
    expect([reply.status, reply.json().error]).toEqual([401, '请先登录']);
  });

  it('over the limit a new sign-in ends the oldest session; with "refuse" it is refused in words', async () => {
    await createUser(service.db, { username: 'boss', password: PASSWORD, role: 'admin', createdBy: 'test' });
    const first = await signedIn('boss');
    const second = await signedIn('boss');
    expect((await first.send('GET', '/api/session')).status).toBe(401);
    expect((await second.send('GET', '/api/session')).status).toBe(200);
    await policy('refuse');
    const refused = await new SignInAgent(service).password('boss', PASSWORD);
    expect([refused.status, refused.json().error]).toEqual([
      409,
      '该账号已在别处登录（最多同时 1 个会话）：请先在那里退出，或等其超时后再登录',
    ]);
    expect((await second.send('GET', '/api/session')).status).toBe(200);
    await policy('end-oldest');
  });

  it('lists a person’s own sessions with where from, this one marked, and ends another', async () => {
    await createUser(service.db, { username: 'sara', password: PASSWORD, role: 'operator', createdBy: 'test' });
    const here = await signedIn('sara');
    const there = await signedIn('sara');
    const list = (await here.send('GET', '/api/session/sessions')).json<
      { id: string; ip: string; current: boolean }[]
    >();
    expect(list.map((s) => [s.ip, s.current])).toEqual([
      [here.from, true],
      [there.from, false],
    ]);
    expect(JSON.stringify(list)).not.toContain(here.cookie.split('=')[1].slice(2, 20));
    expect((await here.send('DELETE', `/api/session/sessions/${list[1].id}`)).status).toBe(200);
    expect((await there.send('GET', '/api/session')).status).toBe(401);
    expect((await here.send('GET', '/api/session')).status).toBe(200);
    expect((await there.send('DELETE', `/api/session/sessions/${list[0].id}`)).status).toBe(401);
  });
});
