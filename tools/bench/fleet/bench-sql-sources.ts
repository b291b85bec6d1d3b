import { loadavg } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import pg from 'pg';
import { startServiceOn, type TestService } from '../../../console/src/server/testing/harness';
import { createTestDatabase, startTestPostgres } from '../../../console/src/server/testing/postgres';
import { describeSpread, spreadOf } from '../bench-stats';

/**
 * SQL sources against a real PostgreSQL, counted in the database's own statistics (`pg_stat_user_tables.seq_scan` of
 * the table read): (1) queries per interval with 1 wall and 50 walls reading the source, the goal one per interval;
 * (2) 100 SQL sources at 5 s on one replica: the event loop's delay (p99) and the service's memory.
 * `npm run bench:sql`.
 */
const SHORT_MS = 1000;
const ROUND_MS = 8000;
const ROUNDS = 3;

async function scans(db: pg.Client, table: string): Promise<number> {
  await db.query('SELECT pg_stat_clear_snapshot()');
  return Number((await db.query('SELECT seq_scan FROM pg_stat_user_tables WHERE relname = $1', [table])).rows[0].seq_scan);
}

async function source(service: TestService, cookie: string, db: URL, name: string, table: string, intervalMs: number): Promise<number> {
  const reply = await service.request('POST', '/api/sql-sources', { headers: { cookie }, body: {
    name, kind: 'postgres', host: '127.0.0.1', port: Number(db.port), database: db.pathname.slice(1), user: 'postgres', password: 'bench', tls: false,
    query: `SELECT name, value FROM ${table} ORDER BY value DESC`, intervalMs, timeoutMs: Math.min(2000, intervalMs / 2),
  } });
  if (reply.status !== 201) throw new Error(reply.text);
  const { id } = reply.json<{ id: number }>();
  await service.request('PUT', `/api/sources/${id}/mappings/top`, { headers: { cookie }, body: { expression: '$[0].value' } });
  return id;
}

async function queriesPerInterval(url: URL, root: pg.Client, walls: number): Promise<string> {
  const table = `fleet_${walls}`;
  await root.query(`CREATE TABLE ${table} (name text, value int); INSERT INTO ${table} VALUES ('软件', 30), ('硬件', 12)`);
  const service = await startServiceOn(undefined, { sourceTimings: { minIntervalMs: SHORT_MS, tickMs: 100 }, wallLimits: { beatsPerAddress: 1_000_000 } });
  try {
    const cookie = await service.login('admin');
    await service.request('POST', '/api/source-hosts', { headers: { cookie }, body: { host: '127.0.0.1' } });
    const id = await source(service, cookie, url, `w${walls}`, table, SHORT_MS);
    const enrolled = await Promise.all(Array.from({ length: walls }, () => service.enrol('default')));
    const perInterval: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const before = await scans(root, table);
      const started = Date.now();
      await Promise.all(enrolled.map(async (wall) => {
        while (Date.now() - started < ROUND_MS) {
          await service.request('GET', `/api/walls/${wall.wallId}/sources/${id}/top`, { headers: { authorization: wall.authorization } });
          await new Promise((r) => setTimeout(r, SHORT_MS / 2));
        }
      }));
      // The statistics reach the view within a second of a transaction's end.
      await new Promise((r) => setTimeout(r, 1500));
      perInterval.push((await scans(root, table) - before) / ((Date.now() - started) / SHORT_MS));
    }
    return `| ${walls} wall(s), interval ${SHORT_MS / 1000} s | queries per interval | ${describeSpread(spreadOf(perInterval), '', 2)} |`;
  } finally {
    await service.close();
  }
}

async function hundredSources(url: URL, root: pg.Client): Promise<string[]> {
  await root.query("CREATE TABLE many (name text, value int); INSERT INTO many SELECT 'n' || i, i FROM generate_series(1, 50) i");
  const service = await startServiceOn(undefined, {});
  try {
    const cookie = await service.login('admin');
    await service.request('POST', '/api/source-hosts', { headers: { cookie }, body: { host: '127.0.0.1' } });
    for (let i = 0; i < 100; i += 1) await source(service, cookie, url, `m${i}`, 'many', 5000);
    const p99: number[] = [];
    const before = await scans(root, 'many');
    const started = Date.now();
    for (let round = 0; round < ROUNDS; round += 1) {
      const delay = monitorEventLoopDelay({ resolution: 10 });
      delay.enable();
      await new Promise((r) => setTimeout(r, 10_000));
      delay.disable();
      p99.push(delay.percentile(99) / 1e6);
    }
    await new Promise((r) => setTimeout(r, 1500));
    const runs = (await scans(root, 'many')) - before;
    const memory = process.memoryUsage();
    return [
      `| 100 SQL sources at 5 s, one replica | event-loop delay p99 (ms, per 10 s window) | ${describeSpread(spreadOf(p99), ' ms', 1)} |`,
      `| 100 SQL sources at 5 s, one replica | runs in the database per 5 s | ${((runs * 5000) / (Date.now() - started)).toFixed(1)} |`,
      `| 100 SQL sources at 5 s, one replica | service process memory after | RSS ${(memory.rss / 1048576).toFixed(0)} MB, heap ${(memory.heapUsed / 1048576).toFixed(0)} MB |`,
    ];
  } finally {
    await service.close();
  }
}

async function main(): Promise<void> {
  const postgres = startTestPostgres(16597);
  const url = new URL(await createTestDatabase(postgres.url));
  const root = new pg.Client({ connectionString: url.toString() });
  await root.connect();
  try {
    const lines = ['| case | figure | median (IQR, range, n) |', '| --- | --- | --- |'];
    for (const walls of [1, 50]) lines.push(await queriesPerInterval(url, root, walls));
    lines.push(...(await hundredSources(url, root)));
    console.log(lines.join('\n'));
    console.log(`load average at the end: ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  } finally {
    await root.end();
    postgres.stop();
  }
}

void main().then(() => process.exit(0), (error: unknown) => { console.error(error); process.exit(1); });
