import { recordAudit } from './audit-store';
import { beat, startTestService, stopTestPostgres, testEngines, type TestService } from '../../testing/harness';

describe.each(testEngines())('the 审计日志 routes, the purge and what a deletion says, on %s', (engine) => {
  let service: TestService;
  let admin: string;
  let operator: string;
  const as = (cookie: string) => (method: string, path: string, body?: unknown) =>
    service.request(method, path, { body, headers: { cookie } });
  beforeAll(async () => {
    service = await startTestService(engine);
    admin = await service.login('admin', `boss-${engine}`);
    operator = await service.login('operator', `op-${engine}`);
    const key = await service.enrol('lobby', 'lobby-1');
    await service.request('POST', '/api/walls/lobby-1/beat', {
      body: beat('lobby'),
      headers: { authorization: key.authorization },
    });
    // A name a spreadsheet would run as a formula, typed by an operator.
    await as(operator)('PATCH', '/api/walls/lobby-1', { name: '=HYPERLINK("http://evil.example","点我")' });
    await as(operator)('PATCH', '/api/walls/lobby-1', { name: '大厅屏' });
    // What a wall reports lands in entries as it came: here one opening with formula characters.
    await recordAudit(service.db, {
      actor: `op-${engine}`,
      action: 'wall.report',
      target: '@SUM(A1:A9)',
      detail: '=1+2',
      ip: '-10.0.0.9',
    });
  }, 120_000);
  afterAll(async () => {
    await service?.close();
    if (engine === 'postgres') stopTestPostgres();
  });

  test('filters by person, action, target and time on the server, paged, with the total', async () => {
    const page = await as(admin)('GET', `/api/audit?actor=op-${engine}&action=wall&target=lobby&limit=1`);
    expect(page.headers.get('x-total-count')).toBe('2');
    expect(page.json()).toEqual([
      expect.objectContaining({ actor: `op-${engine}`, target: 'lobby-1', detail: expect.stringContaining('大厅屏') }),
    ]);
    const second = (await as(admin)('GET', `/api/audit?actor=op-${engine}&action=wall&limit=1&offset=1`)).json();
    expect(second[0].detail).toContain('HYPERLINK');
    expect((await as(admin)('GET', `/api/audit?actor=op-${engine}&from=${Date.now() + 60_000}`)).json()).toEqual([]);
    // A filter's wildcard is a character like any other.
    expect((await as(admin)('GET', '/api/audit?actor=%25')).json()).toEqual([]);
    expect((await as(admin)('GET', '/api/audit?from=yesterday')).status).toBe(400);
  });

  test('the CSV export is UTF-8 with a byte-order mark, every formula made inert, and is itself audited', async () => {
    const response = await fetch(`${service.url}/api/audit/export.csv?actor=op-${engine}`, {
      headers: { cookie: admin },
    });
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="audit-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = Buffer.from(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8').slice(1);
    expect(text.split('\n')[0]).toBe('时间,操作人,动作,对象,详情,来源地址,编号');
    expect(text).toContain(`,op-${engine},wall.report,'@SUM(A1:A9),'=1+2,'-10.0.0.9,`);
    // Every field starts as text: no cell opens with = + - @.
    expect(text.split(/[\n,]/).filter((cell) => /^"?[=+\-@]/.test(cell))).toEqual([]);
    const [entry] = (await as(admin)('GET', '/api/audit?action=audit.export')).json();
    expect(entry).toMatchObject({
      actor: `boss-${engine}`,
      target: '审计日志',
      detail: `操作人含「op-${engine}」；4 条`,
    });
    expect((await fetch(`${service.url}/api/audit/export.csv`, { headers: { cookie: operator } })).status).toBe(403);
  });

  test('a purge takes retired walls and revoked tokens older than its days, audited, and leaves what is live', async () => {
    const old = await service.enrol('lobby', 'old-1');
    await service.request('POST', '/api/walls/old-1/beat', {
      body: beat('lobby'),
      headers: { authorization: old.authorization },
    });
    expect((await as(operator)('DELETE', '/api/walls/old-1')).status).toBe(200);
    const { id } = (await as(admin)('POST', '/api/publish-tokens', { remote: 'teams' })).json();
    await as(admin)('DELETE', `/api/publish-tokens/${id}`);
    await as(admin)('POST', '/api/publish-tokens', { remote: 'teams' });
    const count = async (sql: string) =>
      Number((await service.db.query<{ n: string }>(`SELECT count(*) AS n FROM ${sql}`)).rows[0].n);
    expect((await as(admin)('POST', '/api/purge', { olderThanDays: 30 })).json()).toEqual({
      walls: 0,
      wallCredentials: 0,
      provisioningTokens: 0,
      publishTokens: 0,
    });
    const longAgo = Date.now() - 40 * 86_400_000;
    await service.db.query("UPDATE enrolled_walls SET retired_at = $1 WHERE wall_id = 'old-1'", [longAgo]);
    await service.db.query('UPDATE wall_credentials SET revoked_at = $1 WHERE revoked_at IS NOT NULL', [longAgo]);
    await service.db.query('UPDATE publish_tokens SET revoked_at = $1 WHERE revoked_at IS NOT NULL', [longAgo]);
    expect((await as(operator)('POST', '/api/purge', { olderThanDays: 30 })).status).toBe(403);
    expect((await as(admin)('POST', '/api/purge', { olderThanDays: 0 })).status).toBe(400);
    const purged = (await as(admin)('POST', '/api/purge', { olderThanDays: 30 })).json();
    expect(purged).toMatchObject({ walls: 1, publishTokens: 1 });
    expect(await count("enrolled_walls WHERE wall_id = 'old-1'")).toBe(0);
    expect(await count("wall_credentials WHERE wall_id = 'old-1'")).toBe(0);
    expect(await count("enrolled_walls WHERE wall_id = 'lobby-1' AND retired_at IS NULL")).toBe(1);
    expect(await count("wall_credentials WHERE wall_id = 'lobby-1' AND revoked_at IS NULL")).toBe(1);
    expect(await count('publish_tokens WHERE revoked_at IS NULL')).toBe(1);
    const [entry] = (await as(admin)('GET', '/api/audit?action=retention.purge')).json();
    expect(entry).toMatchObject({
      actor: `boss-${engine}`,
      target: '30 天前',
      detail: expect.stringMatching(/^退役墙面 1 块，吊销的墙面凭据 \d+ 个、安装令牌 0 个、发布令牌 1 个$/),
    });
  });

  test('deleting a user without a role says so, not 「角色 null」', async () => {
    await service.db.query(
      "INSERT INTO users (username, password_hash, role, created_at, created_by, source) VALUES ('norole', '-', NULL, 0, 'oidc', 'oidc')",
    );
    expect((await as(admin)('DELETE', '/api/users/norole')).status).toBe(200);
    const [entry] = (await as(admin)('GET', '/api/audit?action=user.delete&target=norole')).json();
    expect(entry.detail).toBe('无角色');
  });
});
