import { startTestService, testEngines, type TestService } from '../../testing/harness';

// A refusal sent from the guard while the session is still being saved (its activity time is due for a write) must
// end the request: fastify runs the route's handler after an async hook unless the hook returns the reply.
describe.each(testEngines())('a refused request runs no handler on %s', (engine) => {
  const MINUTE_MS = 200;
  let service: TestService;
  let operator: string;
  beforeAll(async () => {
    // Idle timeout 15 "minutes" of 200 ms: the session's activity is written at most every 150 ms.
    service = await startTestService(engine, { securityMinuteMs: MINUTE_MS });
    await service.enrol('lobby', 'lobby-1');
    operator = await service.login('operator');
  }, 120_000);
  afterAll(() => service?.close());

  const groups = async () =>
    (await service.request('GET', '/api/groups', { headers: { cookie: operator } }))
      .json<{ group: string }[]>()
      .map((g) => g.group);

  test("an operator's group creation, refused while the session's activity is saved, creates nothing", async () => {
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      // Past the activity interval: this request marks the session dirty, so its save runs in onSend.
      await new Promise((resolve) => setTimeout(resolve, MINUTE_MS));
      const reply = await service.request('POST', '/api/groups', {
        body: { group: `sneak-${attempt}`, name: '越权分组', from: 'lobby' },
        headers: { cookie: operator },
      });
      expect(reply.status).toBe(403);
      expect(reply.json()).toMatchObject({ error: expect.stringContaining('权限不足') });
    }
    expect((await groups()).filter((g) => g.startsWith('sneak-'))).toEqual([]);
  });
});
