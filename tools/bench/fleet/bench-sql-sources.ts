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
 * Part of `npm run bench`; alone: `npm run bench:sql`.
 */
const SHORT_MS = 1000;
const ROUND_MS = 8000;
const ROUNDS = 3;
/** The goals: one query per interval for the fleet (≤ 1.2×), and the event loop's delay p99 with 100 sources. */
const MAX_QUERIES_PER_INTERVAL = 1.2;
const MAX_LOOP_P99_MS = 20;

async function scans(db: pg.Client, table: string): Promise<number> {
  await db.query('SELECT pg_stat_clear_snapshot()');
  return Number(
    (await db.query<{ seq_scan: string }>('SELECT seq_scan FROM pg_stat_user_tables WHERE relname = $1', [table]))
      .rows[0].seq_scan,
  );
}

async function source(
  service: TestService,
  cookie: string,
  db: URL,
  name: string,
  table: string,
  intervalMs: number,
): Promise<number> {
  const reply = await service.request('POST', '/api/sql-sources', {
    headers: { cookie },
    body: {
      name,
      kind: 'postgres',
      host: '127.0.0.1',
      port: Number(db.port),
      database: db.pathname.slice(1),
      user: 'postgres',
      password: 'bench',
      tls: false,
      query: `SELECT name, value FROM ${table} ORDER BY value DESC`,
      intervalMs,
      timeoutMs: Math.min(2000, intervalMs / 2),
    },
  });
  if (reply.status !== 201) throw new Error(reply.text);
  const { id } = reply.json<{ id: number }>();
  await service.request('PUT', `/api/sources/${id}/mappings/top`, {
    headers: { cookie },
    body: { expression: '$[0].value' },
  });
  return id;
}

type Section = { lines: string[]; failures: string[] };

async function queriesPerInterval(url: URL, root: pg.Client, walls: number): Promise<Section> {
  const table = `fleet_${walls}`;
  await root.query(
    `CREATE TABLE ${table} (name text, value int); INSERT INTO ${table} VALUES ('软件', 30), ('硬件', 12)`,
  );
  const service = await startServiceOn(undefined, {
    sourceTimings: { minIntervalMs: SHORT_MS, tickMs: 100 },
    wallLimits: { beatsPerAddress: 1_000_000 },
  });
  try {
    const cookie = await service.login('admin');
    await service.request('POST', '/api/source-hosts', { headers: { cookie }, body: { host: '127.0.0.1' } });
    const id = await source(service, cookie, url, `w${walls}`, table, SHORT_MS);
    const enrolled = await Promise.all(Array.from({ length: walls }, () => service.enrol('default')));
    const perInterval: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const before = await scans(root, table);
      const started = Date.now();
      await Promise.all(
        enrolled.map(async (wall) => {
          while (Date.now() - started < ROUND_MS) {
            await service.request('GET', `/api/walls/${wall.wallId}/sources/${id}/top`, {
              headers: { authorization: wall.authorization },
            });
            await new Promise((r) => setTimeout(r, SHORT_MS / 2));
          }
        }),
      );
      // The statistics reach the view within a second of a transaction's end.
      await new Promise((r) => setTimeout(r, 1500));
      perInterval.push(((await scans(root, table)) - before) / ((Date.now() - started) / SHORT_MS));
    }
    const spread = spreadOf(perInterval);
    return {
      lines: [
        `| ${walls} wall(s), interval ${SHORT_MS / 1000} s | queries per interval | ${describeSpread(spread, '', 2)} |`,
      ],
      failures:
        spread.median > MAX_QUERIES_PER_INTERVAL
          ? [
              `SQL source, ${walls} wall(s): ${spread.median.toFixed(2)} queries per interval > ${MAX_QUERIES_PER_INTERVAL}`,
            ]
          : [],
    };
  } finally {
    await service.close();
  }
}

/** The event loop's delay p99 in each of {@link ROUNDS} windows of 10 s. */
async function loopDelay(): Promise<number[]> {
  const p99: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    await new Promise((r) => setTimeout(r, 10_000));
    delay.disable();
    p99.push(delay.percentile(99) / 1e6);
  }
  return p99;
}

/** 100 sources at 5 s on one replica (on its embedded database, or on PostgreSQL when `serviceDb` is given), against the same replica with none. */
async function hundredSources(url: URL, root: pg.Client, label: string, serviceDb?: string): Promise<Section> {
  const table = `many_${serviceDb ? 'pg' : 'embedded'}`;
  await root.query(
    `CREATE TABLE ${table} (name text, value int); INSERT INTO ${table} SELECT 'n' || i, i FROM generate_series(1, 50) i`,
  );
  const service = await startServiceOn(serviceDb, {});
  try {
    const cookie = await service.login('admin');
    await service.request('POST', '/api/source-hosts', { headers: { cookie }, body: { host: '127.0.0.1' } });
    const idle = await loopDelay();
    const idleMemory = process.memoryUsage().rss;
    for (let i = 0; i < 100; i += 1) await source(service, cookie, url, `m${i}`, table, 5000);
    const before = await scans(root, table);
    const started = Date.now();
    const p99 = await loopDelay();
    await new Promise((r) => setTimeout(r, 1500));
    const runs = (await scans(root, table)) - before;
    const memory = process.memoryUsage();
    const mb = (bytes: number) => `${(bytes / 1048576).toFixed(0)} MB`;
    const busy = spreadOf(p99);
    return {
      lines: [
        `| ${label}, no source | event-loop delay p99 per 10 s window | ${describeSpread(spreadOf(idle), ' ms', 1)} |`,
        `| ${label}, 100 SQL sources at 5 s | event-loop delay p99 per 10 s window | ${describeSpread(busy, ' ms', 1)} |`,
        `| ${label}, 100 SQL sources at 5 s | runs counted by the database per 5 s | ${((runs * 5000) / (Date.now() - started)).toFixed(1)} |`,
        `| ${label}, 100 SQL sources at 5 s | process memory (service and bench in one process) | RSS ${mb(idleMemory)} with none → ${mb(memory.rss)}, JS heap ${mb(memory.heapUsed)} |`,
      ],
      failures:
        busy.median > MAX_LOOP_P99_MS
          ? [`100 SQL sources, ${label}: event-loop delay p99 ${busy.median.toFixed(1)} ms > ${MAX_LOOP_P99_MS} ms`]
          : [],
    };
  } finally {
    await service.close();
  }
}

/** The SQL sources' section: its table printed, and the figures over their goals returned. */
export async function sqlSourcesSection(): Promise<string[]> {
  console.log('\nSQL 数据源 / SQL sources (a real PostgreSQL, counted in its own statistics)');
  const postgres = startTestPostgres(16597);
  const url = new URL(await createTestDatabase(postgres.url));
  const root = new pg.Client({ connectionString: url.toString() });
  await root.connect();
  try {
    const sections: Section[] = [];
    for (const walls of [1, 50]) sections.push(await queriesPerInterval(url, root, walls));
    sections.push(await hundredSources(url, root, 'one replica on PostgreSQL', await createTestDatabase(postgres.url)));
    sections.push(await hundredSources(url, root, 'one replica, embedded database'));
    const lines = [
      '| case | figure | median (IQR, range, n) |',
      '| --- | --- | --- |',
      ...sections.flatMap((s) => s.lines),
    ];
    console.log(lines.join('\n'));
    console.log(
      `load average at the end: ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
    return sections.flatMap((s) => s.failures);
  } finally {
    await root.end();
    postgres.stop();
  }
}
