import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fleetCapacity, MAX_WALL_HEAP_BYTES, MAX_WALLS } from '../../../console/src/server/features/walls/fleet';
import { enrolWalls, startService } from './bench-service';
import { benchStreams } from './bench-streams';
import { benchFailover } from './bench-failover';
import { measureFleetHeap } from './fleet-heap';
import { createTestDatabase, postgresAvailable, startTestPostgres } from '../../../console/src/server/testing/postgres';
import { realisticBeat, type BeatShape } from './beat-fixture';
import { benchReplicas } from './bench-replicas';
import { P99_BUDGET_MS, runBeatLoad, type BeatLoadResult } from './beat-load';

/**
 * `npm run bench:fleet [-- --steps=1000,2500 --seconds=30 --beats=panels,slots --streams=1000,10000] [--heap-only|--streams-only]`:
 * first the heap a full fleet takes at the largest beat allowed ({@link measureFleetHeap}), then open push streams
 * ({@link benchStreams}), then enrolled walls beating every 15 s against one
 * fleet service. Each step runs every beat shape in turn (today's beats with every rotation panel, then the slot-only
 * beats before them as the baseline), so both are measured moments apart on the same service.
 */
const arg = (name: string, fallback: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const STEPS = arg('steps', '1000,2500,5000,10000,15000').split(',').map(Number);
const SECONDS = Number(arg('seconds', '30'));
const ENGINES = arg('engines', postgresAvailable() || process.env.DATABASE_URL ? 'pglite,postgres' : 'pglite').split(
  ',',
);
const WALLS_PER_GROUP = 100;
const PORT = 16700;
const SHAPES = arg('beats', 'panels,slots').split(',') as BeatShape[];
const HEAP_WALLS = Number(arg('heap-walls', '2000'));
const HEAP_ROUNDS = Number(arg('heap-rounds', '5'));
const HEAP_ONLY = process.argv.includes('--heap-only');
const STREAMS = arg('streams', '1000,10000').split(',').filter(Boolean).map(Number);
const STREAM_ROUNDS = Number(arg('stream-rounds', '5'));
const STREAMS_ONLY = process.argv.includes('--streams-only');

interface StepResult extends BeatLoadResult {
  walls: number;
  shape: BeatShape;
  bytes: number;
}

/** The heap a full fleet takes at the largest beat allowed, against this process's heap limit. */
function reportHeap(): void {
  const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
  const gib = (bytes: number) => `${(bytes / 1024 ** 3).toFixed(2)} GiB`;
  const { perWall, beatBytes, heapLimit } = measureFleetHeap(HEAP_WALLS, HEAP_ROUNDS);
  const capacity = fleetCapacity(heapLimit);
  console.log(
    `[heap] 最大心跳 ${kib(beatBytes)}：每块屏占堆 ${kib(perWall.median)}（中位数；${HEAP_ROUNDS} 轮 × ${HEAP_WALLS} 块屏，${kib(perWall.min)}–${kib(perWall.max)}）`,
  );
  console.log(
    `[heap] 进程堆上限 ${gib(heapLimit)}；服务容量 ${capacity} 块屏（预算每块 ${kib(MAX_WALL_HEAP_BYTES)}）：满载约 ${gib(capacity * perWall.median)}（上限的 ${((capacity * perWall.median * 100) / heapLimit).toFixed(0)}%）；若按 ${MAX_WALLS} 块屏则需 ${gib(MAX_WALLS * perWall.median)}`,
  );
  if (perWall.max > MAX_WALL_HEAP_BYTES)
    console.log(`[heap] ✗ 每块屏超出预算 ${kib(MAX_WALL_HEAP_BYTES)}：请调大 MAX_WALL_HEAP_BYTES`);
}

async function step(
  walls: number,
  shape: BeatShape,
  secrets: string[],
  round: { n: number },
  seconds = SECONDS,
): Promise<StepResult> {
  const beatOf = (i: number, n: number) => realisticBeat(`bench-${Math.floor(i / WALLS_PER_GROUP)}`, i, n, shape);
  const result = await runBeatLoad({ baseUrl: `http://127.0.0.1:${PORT}`, walls, seconds, secrets, round, beatOf });
  const bytes = Buffer.byteLength(JSON.stringify(beatOf(0, round.n)));
  return { walls, shape, bytes, ...result };
}

async function benchEngine(engine: string): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'cockpit-fleet-bench-'));
  const pg = engine === 'postgres' && !process.env.DATABASE_URL ? startTestPostgres(16701) : undefined;
  const databaseUrl = engine === 'postgres' ? await createTestDatabase(process.env.DATABASE_URL ?? pg!.url) : undefined;
  const secrets = await enrolWalls(
    dataDir,
    databaseUrl,
    Math.max(...STEPS),
    (i) => `bench-${Math.floor(i / WALLS_PER_GROUP)}`,
  );
  const service = await startService(dataDir, databaseUrl, PORT);
  const results: StepResult[] = [];
  const round = { n: 0 };
  try {
    // Untimed warm-up of two beat rounds (30 s): the JIT, the key cache, every wall's first insert and its first
    // change are not what a running service pays. One round left the first timed step paying the second (p99 × 10).
    await step(Math.max(...STEPS), SHAPES[0], secrets, round, 30);
    for (const walls of STEPS) {
      // Walls idle since the warm-up were swept offline: their return (each slot's offline → state change) is not the
      // steady state either, and would fall on whichever shape ran first. One untimed round at this count absorbs it.
      await step(walls, SHAPES[0], secrets, round, 15);
      const shapes: StepResult[] = [];
      for (const shape of SHAPES) {
        const r = await step(walls, shape, secrets, round);
        shapes.push(r);
        console.log(
          `[${engine}] ${walls} 块屏，${shape === 'panels' ? '含轮播面板' : '仅槽位（基线）'}的心跳 ${(r.bytes / 1024).toFixed(1)} KB：目标 ${r.rate.toFixed(0)} 次/秒，实得 ${r.achieved.toFixed(0)} 次/秒，p50 ${r.p50} ms，p99 ${r.p99} ms，错误 ${r.errors}${r.ok ? '' : '  ✗'}`,
        );
      }
      results.push(shapes[0]);
      if (!shapes[0].ok) break;
    }
  } finally {
    service.kill('SIGTERM');
    await new Promise((resolve) => service.once('exit', resolve));
    pg?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const best = results.filter((r) => r.ok).at(-1);
  console.log(
    `[${engine}] 一个服务承载（${SHAPES[0]} 心跳）：${best ? `${best.walls} 块屏（每 15 秒一次心跳，全部应答，p99 ≤ ${P99_BUDGET_MS} ms）` : '连最小一档也未达标'}`,
  );
}

// `--replicas 2` (or `--replicas=2`): N replicas behind nginx against one, in one run ({@link benchReplicas}).
const REPLICAS = Number(process.argv[process.argv.indexOf('--replicas') + 1] ?? 0) || Number(arg('replicas', '0'));

(async () => {
  if (process.argv.includes('--failover')) return benchFailover();
  if (REPLICAS) {
    return benchReplicas({
      replicas: REPLICAS,
      steps: arg('steps', '1000,2000,4000,6000').split(',').map(Number),
      seconds: Number(arg('seconds', '15')),
      streams: Number(arg('streams', '1000')),
      rounds: STREAM_ROUNDS,
    });
  }
  reportHeap();
  if (HEAP_ONLY) return;
  if (STREAMS.length) await benchStreams(STREAMS, STREAM_ROUNDS);
  if (STREAMS_ONLY) return;
  for (const engine of ENGINES) await benchEngine(engine);
})().catch((error: Error) => {
  console.error(error);
  process.exitCode = 1;
});
