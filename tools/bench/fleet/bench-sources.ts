import { loadavg } from 'node:os';
import { createTestDatabase, startTestPostgres } from '../../../console/src/server/testing/postgres';
import { startServiceOn, type TestService } from '../../../console/src/server/testing/harness';
import { startTestUpstream, type TestUpstream } from '../../../console/src/server/testing/upstream-fixture';

/**
 * Upstream calls per source per interval, with 1 wall, 50 walls, and 50 walls split over 2 replicas on one PostgreSQL.
 * Every wall asks the service twice per interval; the goal is one upstream call per interval whatever the walls.
 * The interval is shortened to 1 s by the service's setting (the same code path as 5 s) so a round takes seconds.
 */
const INTERVAL_MS = 1000;
const ROUND_MS = 8000;
const ROUNDS = 3;

/** `median (min–max)` with two decimals. */
function medianRange(values: number[]): string {
  const sorted = [...values].sort((a, b) => a - b);
  const mid =
    sorted.length % 2
      ? sorted[(sorted.length - 1) / 2]
      : (sorted[sorted.length / 2 - 1] + sorted[sorted.length / 2]) / 2;
  return `${mid.toFixed(2)} (${sorted[0].toFixed(2)}–${sorted[sorted.length - 1].toFixed(2)}, n=${sorted.length})`;
}

async function prepare(service: TestService, upstream: TestUpstream): Promise<number> {
  const admin = await service.login('admin');
  await service.request('POST', '/api/source-hosts', { body: { host: '127.0.0.1' }, headers: { cookie: admin } });
  const made = await service.request('POST', '/api/sources', {
    body: { name: 'bench', method: 'GET', url: `${upstream.url}/api/bench`, intervalMs: INTERVAL_MS, timeoutMs: 500 },
    headers: { cookie: admin },
  });
  const { id } = made.json<{ id: number }>();
  await service.request('PUT', `/api/sources/${id}/mappings/total`, {
    body: { expression: 'data.total' },
    headers: { cookie: admin },
  });
  return id;
}

/** Walls polling for `ms`, each every half interval, spread over the replicas; resolves with the reads that answered 200. */
async function pollFor(
  replicas: TestService[],
  walls: { wallId: string; authorization: string }[],
  id: number,
  ms: number,
): Promise<number> {
  let ok = 0;
  const end = Date.now() + ms;
  await Promise.all(
    walls.map(async (wall, i) => {
      const service = replicas[i % replicas.length];
      await new Promise((r) => setTimeout(r, (i * 37) % (INTERVAL_MS / 2)));
      while (Date.now() < end) {
        const reply = await service.request('GET', `/api/walls/${wall.wallId}/sources/${id}/total`, {
          headers: { authorization: wall.authorization },
        });
        if (reply.status === 200) ok += 1;
        await new Promise((r) => setTimeout(r, INTERVAL_MS / 2));
      }
    }),
  );
  return ok;
}

async function measure(
  label: string,
  replicas: TestService[],
  wallCount: number,
  upstream: TestUpstream,
): Promise<string> {
  const id = await prepare(replicas[0], upstream);
  const walls = [];
  for (let i = 0; i < wallCount; i += 1) walls.push(await replicas[0].enrol('default'));
  await new Promise((r) => setTimeout(r, 2 * INTERVAL_MS));
  const perInterval: number[] = [];
  let reads = 0;
  for (let round = 0; round < ROUNDS; round += 1) {
    const start = Date.now();
    reads += await pollFor(replicas, walls, id, ROUND_MS);
    // The round's calls against its own span: one call per interval reads 1.00 whatever the round's edges cut.
    const times = upstream.times.filter((t) => t >= start);
    perInterval.push(
      times.length < 2
        ? times.length / (ROUND_MS / INTERVAL_MS)
        : ((times.length - 1) * INTERVAL_MS) / (times[times.length - 1] - times[0]),
    );
  }
  return `| ${label} | ${wallCount} | ${replicas.length} | ${medianRange(perInterval)} | ${reads} |`;
}

async function main(): Promise<void> {
  const upstream = await startTestUpstream();
  upstream.data = { total: 1 };
  const options = {
    sourceTimings: { minIntervalMs: INTERVAL_MS, tickMs: 100 },
    wallLimits: { beatsPerAddress: 1_000_000 },
  };
  const lines = [
    '| case | walls | replicas | upstream calls per interval: median (range) | wall reads answered |',
    '| --- | --- | --- | --- | --- |',
  ];
  for (const walls of [1, 50]) {
    const service = await startServiceOn(undefined, options);
    try {
      lines.push(await measure(`embedded, ${walls} wall(s)`, [service], walls, upstream));
    } finally {
      await service.close();
    }
  }
  const postgres = startTestPostgres(16590);
  try {
    const url = await createTestDatabase(postgres.url);
    const replicas = [await startServiceOn(url, options), await startServiceOn(url, options)];
    try {
      lines.push(await measure('PostgreSQL, 2 replicas', replicas, 50, upstream));
    } finally {
      for (const r of replicas) await r.close();
    }
  } finally {
    postgres.stop();
  }
  await upstream.close();
  console.log(lines.join('\n'));
  console.log(
    `load average at the end: ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
}

void main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
