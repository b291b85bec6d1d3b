import { beat, startTestService, type TestService } from '../../testing/harness';

let service: TestService;
let operator: string;
beforeAll(async () => {
  service = await startTestService('pglite', { wallLimits: { beatsPerAddress: 5, screenshotsPerWall: 2 } });
  operator = await service.login('operator');
}, 120_000);
afterAll(() => service?.close());

test('beats from one address beyond its limit get 429 whichever walls they name; another address is not limited', async () => {
  const walls = await Promise.all(['ip-1', 'ip-2', 'ip-3'].map((id) => service.enrol('hub', id)));
  const statuses: number[] = [];
  for (let i = 0; i < 6; i += 1) {
    const wall = walls[i % walls.length];
    statuses.push(
      (
        await service.request('POST', `/api/walls/${wall.wallId}/beat`, {
          body: beat('hub'),
          headers: { authorization: wall.authorization },
          from: '127.0.5.1',
        })
      ).status,
    );
  }
  expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  expect(
    (
      await service.request('POST', '/api/walls/ip-1/beat', {
        body: beat('hub'),
        headers: { authorization: walls[0].authorization },
        from: '127.0.5.2',
      })
    ).status,
  ).toBe(200);
});

test('screenshot uploads of one wall beyond its limit get 429 before anything is stored', async () => {
  const wall = await service.enrol('hub', 'shots-1');
  await service.request('POST', '/api/walls/shots-1/beat', {
    body: beat('hub'),
    headers: { authorization: wall.authorization },
    from: '127.0.6.1',
  });
  const statuses: number[] = [];
  for (let i = 0; i < 3; i += 1) {
    const { requestId } = (
      await service.request('POST', '/api/walls/shots-1/screenshot-requests', { headers: { cookie: operator } })
    ).json();
    const body = { requestId, image: 'data:image/png;base64,iVBORw0KGgo=', width: 1920, height: 1080 };
    statuses.push(
      (
        await service.request('POST', '/api/walls/shots-1/screenshot', {
          body,
          headers: { authorization: wall.authorization },
          from: '127.0.6.1',
        })
      ).status,
    );
  }
  expect(statuses).toEqual([200, 200, 429]);
  expect(
    (
      await service.db.query(
        'SELECT count(*)::int AS n FROM screenshots WHERE wall_id = $1 AND captured_at IS NOT NULL',
        ['shots-1'],
      )
    ).rows,
  ).toEqual([{ n: 2 }]);
});
