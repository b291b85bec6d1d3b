import { startTestService, type TestService } from './harness';

/** A database a SQL source reads in tests: how to reach it as the read-only user, and the root's view of it. */
export interface SqlTarget {
  kind: 'postgres' | 'mysql';
  host: string;
  port: number;
  database: string;
  user: string;
  password: string;
  /** Runs a statement as the database's administrator (setup, changes the test makes, checks). */
  exec(sql: string): Promise<Record<string, unknown>[]>;
  /** The statements running now besides the one asking (pg_stat_activity, SHOW PROCESSLIST). */
  running(): Promise<string[]>;
  sleep60: string;
  crossJoin: string;
  /** Statements the database refuses, and what the refusal says. */
  attacks: [string, string, RegExp][];
  /** A query that sleeps for `delay.s` seconds before answering the scores. */
  delayed: string;
  down?: { kill(): Promise<void>; start(): Promise<void> };
  close(): Promise<void>;
}

/**
 * The SQL source's behaviour on a real database: attacks refused with nothing stored, runaways cut and cancelled on
 * the server while the service answers, a change in the database followed, a database gone kept as stale.
 */
export function sqlSourceSuite(start: () => Promise<SqlTarget>): void {
  let target: SqlTarget;
  let service: TestService;
  let operator: string;
  beforeAll(async () => {
    target = await start();
    service = await startTestService('pglite', { sourceTimings: { tickMs: 0, readCacheMs: 0, minIntervalMs: 1000 } });
    const admin = await service.login('admin');
    operator = await service.login('operator');
    await service.request('POST', '/api/source-hosts', { body: { host: target.host }, headers: { cookie: admin } });
  }, 120_000);
  afterAll(async () => {
    await service?.close();
    await target?.close();
  });

  const as = () => ({ headers: { cookie: operator } });
  const body = (query: string, more: Record<string, unknown> = {}) => ({
    name: `s${Math.random().toString(36).slice(2, 8)}`,
    kind: target.kind,
    host: target.host,
    port: target.port,
    database: target.database,
    user: target.user,
    password: target.password,
    tls: false,
    query,
    intervalMs: 5000,
    timeoutMs: 1000,
    ...more,
  });
  const scoreCount = async () => Number(Object.values((await target.exec('SELECT COUNT(*) AS n FROM scores'))[0])[0]);
  const sources = async () => (await service.request('GET', '/api/sources', as())).json<{ name: string }[]>();
  const tryOut = (query: string, more: Record<string, unknown> = {}) =>
    service.request('POST', '/api/sql-sources/try', { body: { source: body(query, more) }, ...as() });

  test('a SELECT with a bound parameter runs; the rows become the answer, mapped for walls; a change in the database is followed at the next run', async () => {
    const made = await service.request('POST', '/api/sql-sources', {
      body: body('SELECT name, value FROM scores WHERE value >= :least ORDER BY value DESC', {
        name: 'ranking',
        params: { least: 2 },
      }),
      ...as(),
    });
    expect(made.status).toBe(201);
    const source = made.json();
    expect(source.sql).toMatchObject({ host: target.host, passwordSet: true });
    expect(JSON.stringify(source)).not.toContain(target.password);
    await service.request('PUT', `/api/sources/${source.id}/mappings/top`, {
      body: { expression: '$.{"name": name, "value": value}' },
      ...as(),
    });
    await service.sources.tick(Date.now());
    const read = async () =>
      (await service.request('GET', `/api/sources/${source.id}/mappings/top/reading`, as())).json();
    expect(await read()).toMatchObject({
      stale: false,
      value: [
        { name: '丙', value: 3 },
        { name: '乙', value: 2 },
      ],
    });
    await target.exec("UPDATE scores SET value = 9 WHERE name = '乙'");
    await service.sources.tick(Date.now() + 5000);
    expect((await read()).value).toEqual([
      { name: '乙', value: 9 },
      { name: '丙', value: 3 },
    ]);
    await target.exec("UPDATE scores SET value = 2 WHERE name = '乙'");
    expect((await service.request('DELETE', `/api/sources/${source.id}`, as())).status).toBe(200);
  });

  test('an injection through a parameter is a value, never SQL', async () => {
    for (const who of ["x' OR '1'='1", "'; DELETE FROM scores; --"]) {
      const reply = (await tryOut('SELECT name FROM scores WHERE name = :who', { params: { who } })).json();
      expect(reply).toMatchObject({ rows: [] });
    }
    expect(await scoreCount()).toBe(3);
  });

  test.each([
    ['DELETE', 'DELETE FROM scores', /只读|语法|权限/],
    ['UPDATE', 'UPDATE scores SET value = 0', /只读|语法|权限/],
    ['; DROP', 'SELECT 1; DROP TABLE scores', /语法|一条/],
    ['a second statement after a comment', 'SELECT 1 -- look away\n; DELETE FROM scores', /语法|一条/],
    ['a second statement after a block comment', 'SELECT 1 /* x */; DELETE FROM scores', /语法|一条/],
    ['CALL', 'CALL wipe()', /只读|语法|权限|存储过程/],
  ])('%s is refused in words and nothing is stored', async (_what, query, words) => {
    const reply = await service.request('POST', '/api/sql-sources', { body: body(query), ...as() });
    expect(reply.status).toBe(400);
    expect(reply.json().error).toMatch(words);
    expect(await sources()).toEqual([]);
    expect(await scoreCount()).toBe(3);
  });

  test("the database's own refusals: file access, server programs", async () => {
    for (const [query, , words] of target.attacks) {
      const reply = await service.request('POST', '/api/sql-sources', { body: body(query), ...as() });
      expect({ query, status: reply.status }).toEqual({ query, status: 400 });
      expect(reply.json().error).toMatch(words);
    }
    expect(await sources()).toEqual([]);
  });

  test.each([
    ['sleeping 60 s', () => target.sleep60],
    ['a cross join of 10⁸ rows', () => target.crossJoin],
  ])('%s is cut within its timeout and cancelled on the server, while the console answers', async (_what, query) => {
    const started = Date.now();
    const trial = tryOut(query(), { timeoutMs: 1000 });
    await new Promise((r) => setTimeout(r, 300));
    const listStarted = Date.now();
    expect((await service.request('GET', '/api/sources', as())).status).toBe(200);
    expect(Date.now() - listStarted).toBeLessThan(300);
    const reply = (await trial).json();
    expect(reply.error).toMatch(/超时|取消/);
    expect(Date.now() - started).toBeLessThan(1000 + 1500);
    expect((await target.running()).filter((q) => /sleep|seq_1_to|generate_series/i.test(q))).toEqual([]);
  });

  test('rows past the cap fail the run with the reason', async () => {
    expect((await tryOut('SELECT name FROM scores', { maxRows: 2 })).json().error).toMatch(/超过上限 2 行/);
  });

  test('a slow database delays only its own source; a database gone keeps the last good, stale with the reason', async () => {
    const fast = (
      await service.request('POST', '/api/sql-sources', {
        body: body('SELECT name, value FROM scores ORDER BY value', { name: 'fast' }),
        ...as(),
      })
    ).json();
    const slow = (
      await service.request('POST', '/api/sql-sources', { body: body(target.delayed, { name: 'slow' }), ...as() })
    ).json();
    for (const id of [fast.id, slow.id])
      await service.request('PUT', `/api/sources/${id}/mappings/n`, { body: { expression: '$count($)' }, ...as() });
    const read = async (id: number) =>
      (await service.request('GET', `/api/sources/${id}/mappings/n/reading`, as())).json();
    const row = async (id: number) =>
      (await sources()).find((s) => (s as unknown as { id: number }).id === id) as unknown as {
        rawAt?: number;
        error?: string;
        errorAt?: number;
      };
    await service.sources.tick(Date.now());
    expect([await read(fast.id), await read(slow.id)]).toMatchObject([
      { value: 3, stale: false },
      { value: 3, stale: false },
    ]);
    await target.exec('UPDATE delay SET s = 60');
    const started = Date.now();
    await service.sources.tick(Date.now() + 10_000);
    expect(Date.now() - started).toBeLessThan(1000 + 1500);
    expect((await row(fast.id)).rawAt! - started).toBeLessThan(500);
    expect(await read(slow.id)).toMatchObject({ value: 3, stale: true, reason: expect.stringMatching(/超时|取消/) });
    expect((await target.running()).filter((q) => /sleep/i.test(q))).toEqual([]);
    await target.exec('UPDATE delay SET s = 0');
    if (target.down) {
      await target.down.kill();
      await service.sources.tick(Date.now() + 20_000);
      expect(await read(fast.id)).toMatchObject({
        value: 3,
        stale: true,
        reason: expect.stringMatching(/无法连接|连接/),
      });
      await target.down.start();
      await service.sources.tick(Date.now() + 30_000);
      expect(await read(fast.id)).toMatchObject({ value: 3, stale: false });
    }
    for (const id of [fast.id, slow.id]) await service.request('DELETE', `/api/sources/${id}`, as());
  }, 30_000);
}
