import { startTestService, stopTestPostgres, testEngines, type TestService } from '../../testing/harness';
import { startTestUpstream, type TestUpstream } from '../../testing/upstream-fixture';

describe.each(testEngines())('data source attacks on %s', (engine) => {
  let service: TestService;
  let upstream: TestUpstream;
  let admin: string;
  let operator: string;
  let viewer: string;
  beforeAll(async () => {
    upstream = await startTestUpstream();
    service = await startTestService(engine, { sourceTimings: { tickMs: 0, readCacheMs: 0 } });
    [admin, operator, viewer] = [
      await service.login('admin', `atk-admin-${engine}`),
      await service.login('operator', `atk-op-${engine}`),
      await service.login('viewer'),
    ];
    await service.request('POST', '/api/source-hosts', { body: { host: '127.0.0.1' }, headers: { cookie: admin } });
    await service.request('POST', '/api/source-hosts', { body: { host: 'localhost' }, headers: { cookie: admin } });
  }, 120_000);
  afterAll(async () => {
    await service?.close();
    await upstream?.close();
    if (engine === 'postgres') stopTestPostgres();
  });

  const as = (cookie: string) => ({ headers: { cookie } });
  const base = (more: Record<string, unknown>) => ({
    name: 'atk',
    method: 'GET',
    url: `${upstream.url}/x`,
    intervalMs: 5000,
    ...more,
  });
  const sources = async () => (await service.request('GET', '/api/sources', as(operator))).json<{ name: string }[]>();

  test.each([
    ['loopback not listed', { url: 'http://127.0.0.2/x' }, 'url', '不在数据源主机白名单'],
    ['cloud metadata', { url: 'http://169.254.169.254/latest/meta-data/' }, 'url', '不在数据源主机白名单'],
    ['a private address', { url: 'http://10.0.0.5/api' }, 'url', '不在数据源主机白名单'],
    ['a script address', { url: 'javascript:alert(1)' }, 'url', 'javascript:'],
    ['a file address', { url: 'file:///etc/passwd' }, 'url', '只支持 http'],
    ['javascript: in a header', { headers: { 'x-a': 'javascript:alert(1)' } }, 'headers.x-a', 'javascript:'],
    ['javascript: in a param', { params: { q: ' JavaScript:alert(1)' } }, 'params.q', 'javascript:'],
    ['HTML in a param', { params: { q: '<img src=x onerror=alert(1)>' } }, 'params.q', 'HTML'],
    ['HTML in the body', { method: 'POST', body: '{"a":"<script>"}' }, 'body', 'HTML'],
    ['HTML in a secret', { secrets: [{ place: 'header', name: 'x-t', value: '<b>' }] }, 'secrets[0].value', 'HTML'],
    ['a Host header', { headers: { Host: 'evil.example' } }, 'headers.Host', '由服务自己填写'],
    ['credentials in the URL', { url: 'http://u:p@127.0.0.1/x' }, 'url', '用户名或密码'],
    ['an interval under 5 s', { intervalMs: 1000 }, 'intervalMs', '不能小于 5 秒'],
  ])('%s is refused with its field, and nothing is stored', async (_what, more, field, words) => {
    const reply = await service.request('POST', '/api/sources', { body: base(more), ...as(operator) });
    expect(reply.status).toBe(400);
    expect(reply.json()).toMatchObject({ field, error: expect.stringContaining(words) });
    expect(await sources()).toEqual([]);
  });

  test('a listed name that resolves to loopback is refused at fetch time and keeps nothing', async () => {
    upstream.data = { n: 1 };
    const made = (
      await service.request('POST', '/api/sources', {
        body: base({ name: 'byname', url: `http://localhost:${upstream.port}/x` }),
        ...as(operator),
      })
    ).json();
    const calls = upstream.calls;
    // Listing the address itself opens it: taken off the list, only the name remains.
    expect((await service.request('DELETE', '/api/source-hosts/127.0.0.1', as(admin))).status).toBe(200);
    await service.sources.tick(Date.now());
    await service.request('POST', '/api/source-hosts', { body: { host: '127.0.0.1' }, ...as(admin) });
    const row = (await service.request('GET', '/api/sources', as(operator)))
      .json()
      .find((s: { id: number }) => s.id === made.id);
    expect(row.error).toMatch(/回环|内网/);
    expect(row.rawAt).toBeUndefined();
    expect(upstream.calls).toBe(calls);
    // The card's count is of requests the upstream got: this refusal never reached it.
    expect(row.fetches).toBe(0);
    await service.request('DELETE', `/api/sources/${made.id}`, as(operator));
  });

  test('a secret is sent upstream, replaced on its own, and never read back by any route or the audit', async () => {
    const made = (
      await service.request('POST', '/api/sources', {
        body: base({
          name: 'secret',
          secrets: [
            { place: 'header', name: 'x-token', value: 'first-secret-123' },
            { place: 'param', name: 'key', value: 'param-secret-456' },
          ],
        }),
        ...as(operator),
      })
    ).json();
    expect(made.secrets).toEqual(
      [
        { place: 'header', name: 'x-token', updatedAt: expect.any(Number) },
        { place: 'param', name: 'key', updatedAt: expect.any(Number) },
      ].sort((a, b) => a.place.localeCompare(b.place)),
    );
    await service.sources.tick(Date.now());
    expect(upstream.lastHeaders['x-token']).toBe('first-secret-123');
    expect(upstream.lastQuery).toContain('key=param-secret-456');
    expect(
      (
        await service.request('PUT', `/api/sources/${made.id}/secrets/header/x-token`, {
          body: { value: 'second-secret-789' },
          ...as(operator),
        })
      ).status,
    ).toBe(200);
    await service.request('POST', `/api/sources/${made.id}/refresh`, as(operator));
    await service.sources.tick(Date.now());
    expect(upstream.lastHeaders['x-token']).toBe('second-secret-789');
    const everything = [
      (await service.request('GET', '/api/sources', as(admin))).text,
      (await service.request('GET', '/api/audit', as(admin))).text,
      (await service.request('POST', `/api/sources/${made.id}/try`, { body: { expression: '$' }, ...as(operator) }))
        .text,
    ].join('\n');
    for (const secret of ['first-secret-123', 'second-secret-789', 'param-secret-456'])
      expect(everything).not.toContain(secret);
    expect(
      (
        await service.request('PUT', `/api/sources/${made.id}`, {
          body: base({ name: 'secret', secrets: [{ place: 'header', name: 'x-token', value: 'zzz-long-secret' }] }),
          ...as(operator),
        })
      ).status,
    ).toBe(400);
    await service.request('DELETE', `/api/sources/${made.id}`, as(operator));
  });

  test('roles: a viewer reads but writes nothing; only an administrator keeps the host list; the audit says who changed which source and mapping', async () => {
    expect(
      (await service.request('POST', '/api/sources', { body: base({ name: 'viewer' }), ...as(viewer) })).status,
    ).toBe(403);
    expect(
      (await service.request('POST', '/api/source-hosts', { body: { host: '10.0.0.1' }, ...as(operator) })).status,
    ).toBe(403);
    expect(
      (await service.request('POST', '/api/source-hosts', { body: { host: 'http://x/y' }, ...as(admin) })).status,
    ).toBe(400);
    const made = (
      await service.request('POST', '/api/sources', { body: base({ name: 'audited' }), ...as(operator) })
    ).json();
    await service.request('PUT', `/api/sources/${made.id}/mappings/total`, {
      body: { expression: 'data.n' },
      ...as(operator),
    });
    const audit = (await service.request('GET', '/api/audit', as(admin))).json<Record<string, unknown>[]>();
    expect(audit).toContainEqual(
      expect.objectContaining({ actor: `atk-op-${engine}`, action: 'source.create', target: 'audited' }),
    );
    expect(audit).toContainEqual(
      expect.objectContaining({
        actor: `atk-op-${engine}`,
        action: 'source.mapping',
        target: 'audited/total',
        detail: 'data.n',
      }),
    );
    expect(audit).toContainEqual(
      expect.objectContaining({ actor: `atk-admin-${engine}`, action: 'source-host.add', target: '127.0.0.1' }),
    );
    await service.request('DELETE', `/api/sources/${made.id}`, as(operator));
  });

  test('an IPv6 host is taken off the list in the form it was put on it, brackets or not', async () => {
    for (const [added, removed] of [
      ['[fd00::1]', '[fd00::1]'],
      ['[FD00::2]', 'fd00::2'],
      ['fd00::3', '%5Bfd00::3%5D'],
    ]) {
      expect((await service.request('POST', '/api/source-hosts', { body: { host: added }, ...as(admin) })).status).toBe(
        201,
      );
      const reply = await service.request('DELETE', `/api/source-hosts/${removed}`, as(admin));
      expect(reply.status).toBe(200);
      expect(reply.json().map((h: { host: string }) => h.host)).not.toContain(
        added.replace(/[[\]]/g, '').toLowerCase(),
      );
    }
    expect((await service.request('DELETE', '/api/source-hosts/[fd00::9]', as(admin))).json()).toMatchObject({
      error: 'fd00::9 不在白名单中',
    });
  });

  test('a wall needs its own credential to read a mapping', async () => {
    const wall = await service.enrol('default');
    expect((await service.request('GET', `/api/walls/${wall.wallId}/sources/1/total`)).status).toBe(401);
    const other = await service.enrol('default');
    expect(
      (
        await service.request('GET', `/api/walls/${wall.wallId}/sources/1/total`, {
          headers: { authorization: other.authorization },
        })
      ).status,
    ).toBe(403);
  });
});
