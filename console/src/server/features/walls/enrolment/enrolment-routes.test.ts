import { PAIRING_CODE_PATTERN, type PairingIssued } from '@cockpit/protocol';
import { publishedFixture } from '../../../testing/published-fixture';
import { beat, startTestService, stopTestPostgres, testEngines, type TestService } from '../../../testing/harness';

describe.each(testEngines())('enrolment on %s', (engine) => {
  let service: TestService;
  let operator: string;
  let admin: string;
  let published: ReturnType<typeof publishedFixture>;
  beforeAll(async () => {
    published = publishedFixture();
    // Small per-address limits: the caps and counters are what is tested here (the defaults' sizing: wall-limits-sizing.test.ts).
    service = await startTestService(engine, {
      ...published.options,
      seedGroups: ['hub', 'xndx'],
      wallLimits: { pendingCodesPerAddress: 5, pairingPerAddress: 10 },
    });
    [operator, admin] = [await service.login('operator'), await service.login('admin')];
  }, 120_000);
  afterAll(async () => {
    await service?.close();
    published?.remove();
    if (engine === 'postgres') stopTestPostgres();
  });

  // Each test asks from its own loopback address (the per-address caps would otherwise be shared by the whole file).
  let addresses = 0;
  const from = () => `127.0.${Math.floor(++addresses / 250)}.${(addresses % 250) + 2}`;
  const ask = async (body: Record<string, unknown> = { route: '/' }, address = from()) => {
    const reply = await service.request('POST', '/api/enrol/pairing', { body, from: address });
    return { reply, issued: reply.json<PairingIssued>(), address };
  };
  const poll = (secret: string) =>
    service.request('POST', '/api/enrol/pairing/poll', { body: {}, headers: { authorization: `Bearer ${secret}` } });
  const claim = (body: Record<string, unknown>, cookie = operator) =>
    service.request('POST', '/api/enrol/claims', { body, headers: { cookie } });
  const audit = async () =>
    (await service.request('GET', '/api/audit', { headers: { cookie: admin } })).json<Record<string, string>[]>();

  test('a code is claimed by an operator; the wall collects its own credential once and beats under its name and group', async () => {
    const { issued } = await ask({ route: '/', suggestedName: 'lobby-left', suggestedGroup: 'hub' });
    expect(issued.code).toMatch(new RegExp(PAIRING_CODE_PATTERN));
    expect(issued).toMatchObject({ pollMs: 2000, fleetName: expect.any(String) });
    expect((await poll(issued.pairingSecret)).json()).toMatchObject({ status: 'pending', code: issued.code });
    const pending = (await service.request('GET', '/api/enrol/pairing', { headers: { cookie: operator } })).json<
      { code: string }[]
    >();
    expect(pending).toContainEqual(
      expect.objectContaining({ code: issued.code, suggestedName: 'lobby-left', route: '/' }),
    );
    const claimed = await claim({ code: issued.code, name: '大厅左屏', location: '一楼大厅', group: 'xndx' });
    expect(claimed.json()).toMatchObject({
      wallId: 'lobby-left',
      name: '大厅左屏',
      location: '一楼大厅',
      group: 'xndx',
      via: 'pairing',
    });
    const collected = (await poll(issued.pairingSecret)).json();
    expect(collected).toMatchObject({
      status: 'claimed',
      credential: { wallId: 'lobby-left', group: 'xndx', name: '大厅左屏', secret: expect.stringMatching(/^cwc_/) },
    });
    expect((await poll(issued.pairingSecret)).status).toBe(404);
    const beatReply = await service.request('POST', '/api/walls/lobby-left/beat', {
      body: beat('hub'),
      headers: { authorization: `Bearer ${collected.credential.secret}` },
    });
    expect(beatReply.json()).toEqual({
      ok: true,
      group: 'xndx',
      name: '大厅左屏',
      location: '一楼大厅',
      clock: { receivedAt: expect.any(Number), sentAt: expect.any(Number) },
    });
    expect((await service.request('GET', '/api/enrol/pairing', { headers: { cookie: operator } })).text).not.toContain(
      issued.code,
    );
    expect(await audit()).toContainEqual(
      expect.objectContaining({
        action: 'wall.claim',
        target: 'lobby-left',
        detail: expect.stringContaining('大厅左屏'),
      }),
    );
    const { rows } = await service.db.query('SELECT secret_sha256 FROM wall_credentials WHERE wall_id = $1', [
      'lobby-left',
    ]);
    expect(JSON.stringify(rows)).not.toContain(collected.credential.secret);
  });

  test('the code on screen is not enough: a poll without the pairing secret collects nothing', async () => {
    const { issued } = await ask();
    await claim({ code: issued.code, name: '旁观者', group: 'hub' });
    expect((await poll(issued.code)).status).toBe(404);
    expect((await service.request('POST', '/api/enrol/pairing/poll', { body: {} })).json()).toMatchObject({
      reason: 'expired',
    });
    expect((await poll(issued.pairingSecret)).json().status).toBe('claimed');
  });

  test("a suggested name never takes an existing wall's id", async () => {
    await service.enrol('hub', 'taken-1');
    const { issued } = await ask({ route: '/', suggestedName: 'taken-1' });
    const claimed = (await claim({ code: issued.code, name: '冒名', group: 'hub' })).json();
    expect(claimed.wallId).not.toBe('taken-1');
    expect(claimed.wallId).toMatch(/^wall-/);
  });

  test('a claim into a group that does not exist is refused naming the field, and the code stays claimable', async () => {
    const { issued } = await ask();
    const refused = await claim({ code: issued.code, name: '无组', group: 'nowhere' });
    expect(refused.status).toBe(400);
    expect(refused.json()).toMatchObject({ field: 'group', error: expect.stringContaining('nowhere') });
    expect((await claim({ code: issued.code, name: '有组', group: 'hub' })).status).toBe(200);
    expect((await claim({ code: issued.code, name: '第二次', group: 'hub' })).status).toBe(404);
  });

  test('an unknown code is 404 and a malformed one 400, in Chinese', async () => {
    expect((await claim({ code: 'ACDEFH', name: '无', group: 'hub' })).json()).toMatchObject({
      field: 'code',
      error: expect.stringContaining('ACDEFH'),
    });
    expect((await claim({ code: 'OOOOOO', name: '无', group: 'hub' })).status).toBe(400);
  });

  test('pending codes are capped per address: the sixth from one address is refused, another address still gets one', async () => {
    const address = from();
    for (let i = 0; i < 5; i += 1) expect((await ask({ route: '/' }, address)).reply.status).toBe(200);
    const sixth = await ask({ route: '/' }, address);
    expect(sixth.reply.status).toBe(429);
    expect(sixth.reply.json()).toMatchObject({ error: expect.stringContaining('配对码太多'), reason: 'address-full' });
    expect((await ask()).reply.status).toBe(200);
  });

  test('asking for codes is rate-limited per address even when every code is claimed and collected at once', async () => {
    const address = from();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const { reply, issued } = await ask({ route: '/' }, address);
      statuses.push(reply.status);
      if (reply.status !== 200) continue;
      await claim({ code: issued.code, name: `批量 ${i}`, group: 'hub' });
      await poll(issued.pairingSecret);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses[10]).toBe(429);
  });
});
