import { startTestService, type TestService } from './testing/harness';

describe('what each write route tells walls', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService('pglite');
  }, 120_000);
  afterAll(() => service?.close());

  test('every route the service registers other than a read says what it changes for walls (or none)', () => {
    const writes = service.app.routeTells.filter((r) => !['GET', 'HEAD', 'OPTIONS'].includes(r.method));
    expect(writes.length).toBeGreaterThan(40);
    expect(writes.filter((r) => r.tells === undefined).map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });

  test('the canvas and a daypart layout tell their group of a layouts change, as a layout does', () => {
    const tells = (method: string, url: string) =>
      service.app.routeTells.find((r) => r.method === method && r.url === url)?.tells;
    expect(tells('PUT', '/api/groups/:group/canvas')).toEqual({ what: 'canvas', scope: 'group' });
    expect(tells('PUT', '/api/groups/:group/dayparts/:daypart/layouts/:page')).toEqual({
      what: 'layouts',
      scope: 'group',
    });
    expect(tells('PUT', '/api/groups/:group/layouts/:page')).toEqual({ what: 'layouts', scope: 'group' });
  });
});
