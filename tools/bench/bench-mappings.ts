import { loadavg } from 'node:os';
import type { StreamEvent } from '@cockpit/protocol';
import { startServiceOn, type TestService } from '../../console/src/server/testing/harness';
import { openStream } from '../../console/src/server/testing/stream-client';
import { startTestUpstream, type TestUpstream } from '../../console/src/server/testing/upstream-fixture';
import { describeSpread, p99, spreadOf } from './bench-stats';

const LOOP = '($f := function($n){ $f($n) }; [1..9999].$f($))';
const BOMB = '$length($pad("", 100000000))';
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

/** A service with the test upstream listed, an operator's cookie and one enrolled wall. */
async function prepared(options: Parameters<typeof startServiceOn>[1]) {
  const upstream = await startTestUpstream();
  upstream.data = { total: 1 };
  const service = await startServiceOn(undefined, options);
  const cookie = await service.login('admin');
  await service.request('POST', '/api/source-hosts', { body: { host: '127.0.0.1' }, headers: { cookie } });
  return { upstream, service, cookie, wall: await service.enrol('default') };
}

async function source(
  service: TestService,
  cookie: string,
  upstream: TestUpstream,
  name: string,
  intervalMs: number,
  expression: string,
): Promise<number> {
  const { id } = (
    await service.request('POST', '/api/sources', {
      body: { name, method: 'GET', url: `${upstream.url}/api/${name}`, intervalMs },
      headers: { cookie },
    })
  ).json<{ id: number }>();
  await service.request('PUT', `/api/sources/${id}/mappings/m`, { body: { expression }, headers: { cookie } });
  return id;
}

/** A console list and a wall's reading, one after the other, every 20 ms for `ms`: each request's time. */
async function requestTimes(
  service: TestService,
  cookie: string,
  wall: { wallId: string; authorization: string },
  id: number,
  ms: number,
) {
  const times = { console: [] as number[], wall: [] as number[] };
  for (const end = Date.now() + ms; Date.now() < end;) {
    let start = performance.now();
    await service.request('GET', '/api/sources', { headers: { cookie } });
    times.console.push(performance.now() - start);
    start = performance.now();
    await service.request('GET', `/api/walls/${wall.wallId}/sources/${id}/m`, {
      headers: { authorization: wall.authorization },
    });
    times.wall.push(performance.now() - start);
    await new Promise((r) => setTimeout(r, 20));
  }
  return times;
}

/**
 * While 10 sources' mappings loop (every 2 s each: the mapping thread never rests) and a $pad bomb is tried every
 * second, console and wall requests against a quiet baseline taken in the same run; `rounds` pairs of 8 s each.
 */
export async function mappingStallSection(rounds = 3): Promise<string[]> {
  const { upstream, service, cookie, wall } = await prepared({
    sourceTimings: { minIntervalMs: 1000, readCacheMs: 0 },
  });
  try {
    const id = await source(service, cookie, upstream, 'plain', 5000, 'data.total');
    const extra = { console: [] as number[], wall: [] as number[] };
    const lines: string[] = [];
    for (let round = 0; round < rounds; round += 1) {
      const quiet = await requestTimes(service, cookie, wall, id, 8000);
      const loops = [];
      for (let i = 0; i < 10; i += 1)
        loops.push(await source(service, cookie, upstream, `loop-${round}-${i}`, 2000, LOOP));
      let bombing = true;
      const bombs = (async () => {
        while (bombing)
          await Promise.all([
            service.request('POST', `/api/sources/${id}/try`, { body: { expression: BOMB }, headers: { cookie } }),
            new Promise((r) => setTimeout(r, 1000)),
          ]);
      })();
      const busy = await requestTimes(service, cookie, wall, id, 8000);
      bombing = false;
      await bombs;
      for (const loop of loops) await service.request('DELETE', `/api/sources/${loop}`, { headers: { cookie } });
      for (const kind of ['console', 'wall'] as const) {
        extra[kind].push(p99(busy[kind]) - p99(quiet[kind]));
        lines.push(
          `  round ${round + 1} ${kind.padEnd(7)} p99 quiet ${p99(quiet[kind]).toFixed(1)} ms, busy ${p99(busy[kind]).toFixed(1)} ms; median ${spreadOf(quiet[kind]).median.toFixed(1)} → ${spreadOf(busy[kind]).median.toFixed(1)} ms (n=${busy[kind].length})`,
        );
      }
    }
    lines.push(`  p99 over the quiet baseline, console: ${describeSpread(spreadOf(extra.console), ' ms', 1)}`);
    lines.push(`  p99 over the quiet baseline, wall:    ${describeSpread(spreadOf(extra.wall), ' ms', 1)}`);
    lines.push(`  load average at the end: ${load()}`);
    return lines;
  } finally {
    await service.close();
    await upstream.close();
  }
}

/** Time from an upstream change to a streaming wall's pushed reading, `changes` changes at random moments, 5 s interval. */
export async function freshnessSection(changes = 10): Promise<string[]> {
  const { upstream, service, cookie, wall } = await prepared({});
  try {
    const intervalMs = 5000;
    const id = await source(service, cookie, upstream, 'fresh', intervalMs, 'data.total');
    const stream = await openStream(service.url, wall.wallId, wall.secret);
    const took: number[] = [];
    for (let n = 2; n < changes + 2; n += 1) {
      await new Promise((r) => setTimeout(r, Math.random() * intervalMs));
      upstream.data = { total: n };
      const changed = Date.now();
      await stream.next(
        (e: StreamEvent) => e.type === 'reading' && e.source === id && e.reading?.value === n,
        intervalMs * 3,
      );
      took.push(Date.now() - changed);
    }
    stream.close();
    return [
      `  upstream change → wall (pushed), ${intervalMs / 1000} s interval: ${describeSpread(spreadOf(took), ' ms')}; worst ${Math.max(...took)} ms, budget ${intervalMs + 1000} ms`,
      `  load average at the end: ${load()}`,
    ];
  } finally {
    await service.close();
    await upstream.close();
  }
}

/** `npm run bench -- --sources-only`, and the last section of the full run. */
export async function sourcesSection(): Promise<void> {
  console.log(
    '\n映射不阻塞服务 / mappings cannot stall the service (10 looping mappings + a $pad bomb; 3 rounds of 8 s, each against its own quiet 8 s)',
  );
  console.log((await mappingStallSection()).join('\n'));
  console.log('\n数据到墙 / an upstream change to the wall (10 changes)');
  console.log((await freshnessSection()).join('\n'));
}
