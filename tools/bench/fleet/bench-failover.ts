import { createServer } from 'node:net';
import { rmSync } from 'node:fs';
import { openDatabase } from '../../../console/src/server/core/db/adapter';
import { saveAlertRule } from '../../../console/src/server/features/alerts/alerts-store';
import { createUser } from '../../../console/src/server/features/users/users';
import { beat, slot } from '../../../console/src/server/testing/harness';
import { freshDataDir } from '../../../console/src/server/testing/data-dir';
import { signIn } from '../../../console/src/server/testing/main-process';
import { startNoticeReceiver } from '../../../console/src/server/testing/notice-receiver';
import { createTestDatabase, startTestPostgres } from '../../../console/src/server/testing/postgres';
import { publishedFixture } from '../../../console/src/server/testing/published-fixture';
import { startReplica, type ReplicaProcess } from '../../../console/src/server/testing/replica-fleet';
import { startNginxFront } from '../../../console/src/server/testing/nginx-front';
import { startSimWall, type SimWall } from '../../../console/src/server/testing/sim-wall';
import { enrolWalls } from './bench-service';

const arg = (name: string, fallback: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const WALLS = Number(arg('walls', '1000'));
/** Walls that go dark at the kill: each must get exactly one offline alert (fewer than a digest's worth: one notice each). */
const DARK = 5;
const LEASE_MS = Number(arg('lease-ms', '5000'));
const BEAT_MS = 5000;
const OFFLINE_AFTER_MS = 30_000;
const PASSWORD = 'Correct horse battery';

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
/** Polls `ok` until it holds (a probe that throws counts as not yet, and its error is said once the time is up). */
const until = async (ok: () => boolean | Promise<boolean>, timeoutMs: number): Promise<boolean> => {
  const end = Date.now() + timeoutMs;
  let failure: unknown;
  const probe = async () => {
    try {
      return await ok();
    } catch (error) {
      failure = error;
      return false;
    }
  };
  while (!(await probe())) {
    if (Date.now() > end) {
      if (failure) console.error('[failover] 探测出错：', failure);
      return false;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return true;
};

/**
 * `npm run bench:fleet -- --failover [--walls=1000]`: two replica processes on one PostgreSQL behind a real nginx (round
 * robin, passive health checks), `--walls` walls streaming
 * and beating every 5 s, a rollout baking; kill -9 of the replica that holds the engines. Prints the time until every
 * wall is back on a stream, when the other replica took the engines, and the alerts sent and steps taken against those expected.
 */
export async function benchFailover(): Promise<void> {
  const pg = process.env.DATABASE_URL ? undefined : startTestPostgres(await freePort());
  const url = await createTestDatabase(process.env.DATABASE_URL ?? pg!.url);
  const dataDir = await freshDataDir();
  const published = publishedFixture();
  const receiver = await startNoticeReceiver([200]);
  const db = await openDatabase({ dataDir, databaseUrl: url });
  const replicas: ReplicaProcess[] = [];
  const walls: SimWall[] = [];
  let front: Awaited<ReturnType<typeof startNginxFront>> | undefined;
  try {
    const groupOf = (i: number) => (i < WALLS / 2 ? 'lobby' : 'hall');
    const secrets = await enrolWalls(dataDir, url, WALLS, groupOf, async (db) => {
      await createUser(db, { username: 'root', password: PASSWORD, role: 'admin', createdBy: 'bench' });
      for (const group of ['lobby', 'hall'])
        await saveAlertRule(db, {
          group,
          offlineAfterMs: OFFLINE_AFTER_MS,
          slotErrorAfterMs: 3_600_000,
          updatedBy: 'bench',
          updatedAt: Date.now(),
        });
    });
    const options = {
      ...published.options,
      databaseUrl: url,
      dataDir,
      seedGroups: ['lobby', 'hall'],
      rolloutTickMs: 500,
      engineLeaseMs: LEASE_MS,
      alertTimings: { sweepMs: 1000, dispatchMs: 500 },
      beatsPerMinute: 600,
      wallLimits: { beatsPerAddress: 10_000_000 },
    };
    for (let i = 0; i < 2; i += 1) replicas.push(await startReplica(options));
    front = await startNginxFront(replicas.map((r) => r.url));
    const admin = await signIn(replicas[0].url, 'root', PASSWORD);
    const json = { 'content-type': 'application/json', cookie: admin };
    await fetch(`${replicas[0].url}/api/alert-channels`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({
        name: '压测',
        kind: 'webhook',
        enabled: true,
        url: `${receiver.url}/hook`,
        secret: 'bench-secret-0123456789abc',
      }),
    });
    const beatOf = (i: number) => () =>
      beat(groupOf(i), {
        beatIntervalMs: BEAT_MS,
        slots: [
          slot('a', 'teams/overview', 'ready', i === 0 ? 'teams@1.1.0+def456' : 'teams@1.0.0+abc123'),
          slot('b', 'talent/trend'),
          slot('c', 'chain/map'),
        ],
      });
    for (let i = 0; i < WALLS; i += 1)
      walls.push(
        startSimWall({ wallId: `bench-${i}`, secret: secrets[i] }, [front.url], {
          start: i,
          beatMs: BEAT_MS,
          beat: beatOf(i),
          reconnectMs: 500,
        }),
      );
    const opened = Date.now();
    if (!(await until(() => walls.every((w) => w.streamingFrom()), 120_000))) throw new Error('墙面未能全部连上推送流');
    console.log(`[failover] ${WALLS} 块屏全部连上推送流，用时 ${((Date.now() - opened) / 1000).toFixed(1)} 秒`);
    // The steady state first: walls that were slow to connect under load were judged offline; their alerts end once
    // they beat, and a dark wall's alert counted below is then one of the failover's.
    const steady = await until(
      async () =>
        walls.every((w) => w.beatsOk >= 2) &&
        (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM alerts WHERE resolved_at IS NULL')).rows[0].n ===
          0,
      180_000,
    );
    console.log(
      `[failover] 稳定（每块屏至少两次心跳、没有未结束的告警）${steady ? '' : '未达到  ✗'}：开始后 ${((Date.now() - opened) / 1000).toFixed(1)} 秒`,
    );
    // The rollout starts once the replica asked has read the canary's beats.
    let rolloutId = '';
    await until(async () => {
      const answer = await fetch(`${replicas[1].url}/api/rollouts`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({
          remote: 'teams',
          version: '1.1.0',
          groups: ['lobby'],
          canary: { wall: 'bench-0' },
          bakeMs: 30_000,
        }),
      });
      if (answer.status === 201) rolloutId = ((await answer.json()) as { id: string }).id;
      return answer.status === 201;
    }, 15_000);
    const holderId = (await db.query<{ holder: string }>('SELECT holder FROM engine_leases')).rows[0]?.holder;
    const killed = replicas.find((r) => r.replicaId === holderId)!;
    const survivor = replicas.find((r) => r !== killed)!;
    const streams = new Map(
      (
        await db.query<{ wall_id: string; replica_id: string }>('SELECT wall_id, replica_id FROM wall_streams')
      ).rows.map((r) => [r.wall_id, r.replica_id]),
    );
    const onKilled = walls.filter((w) => streams.get(w.wallId) === killed.replicaId);
    // The canary (bench-0) keeps beating: the rollout is to end by promotion.
    const dark = onKilled.filter((w) => w.wallId !== 'bench-0').slice(0, DARK);
    const moving = onKilled.filter((w) => !dark.includes(w));
    await killed.kill9();
    const killedAt = Date.now();
    for (const wall of dark) wall.close();
    const back = await until(() => moving.every((w) => w.streamingFrom() && (w.welcomedAt ?? 0) > killedAt), 60_000);
    const lastBack = Math.max(...moving.map((w) => (w.welcomedAt ?? Infinity) - killedAt));
    console.log(
      `[failover] kill -9 持有引擎的副本（其上 ${moving.length + dark.length} 块屏，其中 ${dark.length} 块随之关闭）：其余 ${moving.length} 块${back ? '' : '未能'}全部回到推送流上，最后一块用时 ${(lastBack / 1000).toFixed(2)} 秒`,
    );
    await until(
      async () =>
        (await db.query<{ holder: string }>('SELECT holder FROM engine_leases')).rows[0]?.holder === survivor.replicaId,
      60_000,
    );
    console.log(
      `[failover] 另一副本接管引擎：kill 后 ${((Date.now() - killedAt) / 1000).toFixed(1)} 秒（租约 ${LEASE_MS / 1000} 秒）`,
    );
    const expectedKeys = dark.map((w) => `wall-offline:${w.wallId}`).sort();
    const told = () =>
      receiver.received
        .map((r) => JSON.parse(r.body) as { type: string; alert: { key: string } | null })
        .filter((n) => n.type === 'alert');
    await until(() => expectedKeys.every((key) => told().some((n) => n.alert?.key === key)), OFFLINE_AFTER_MS + 40_000);
    const status = async () =>
      (await db.query<{ status: string }>('SELECT status FROM rollouts WHERE id = $1', [rolloutId])).rows[0]?.status;
    await until(async () => (await status()) !== 'baking', 60_000);
    // One more dispatch round and sweep for any duplicate to show.
    await until(
      async () =>
        (await db.query<{ n: number }>("SELECT count(*)::int AS n FROM alert_outbox WHERE status = 'pending'")).rows[0]
          .n === 0,
      10_000,
    );
    const steps = (
      await db.query<{ n: number }>('SELECT count(*)::int AS n FROM rollout_steps WHERE rollout_id = $1', [rolloutId])
    ).rows[0].n;
    const fired = (
      await db.query<{ key: string; n: number }>(
        'SELECT key, count(*)::int AS n FROM alerts WHERE fired_at >= $1 GROUP BY key',
        [killedAt],
      )
    ).rows;
    const ofDark = fired.filter((r) => expectedKeys.includes(r.key));
    const sentForDark = told().filter((n) => n.alert && expectedKeys.includes(n.alert.key)).length;
    const others = fired.filter((r) => !expectedKeys.includes(r.key)).length;
    const once =
      ofDark.length === expectedKeys.length && ofDark.every((r) => r.n === 1) && sentForDark === expectedKeys.length;
    console.log(
      `[failover] 关闭的屏的离线告警：记录 ${ofDark.reduce((n, r) => n + r.n, 0)} 条、发出 ${sentForDark} 条（预期各 ${expectedKeys.length}，每块一条）${once ? '' : '  ✗'}；kill 之后其他墙面的告警 ${others} 条（负载下心跳迟到）`,
    );
    console.log(
      `[failover] 发布步骤：执行 ${steps} 步（预期 1），发布状态 ${await status()}${steps === 1 ? '' : '  ✗'}`,
    );
  } finally {
    for (const wall of walls) wall.close();
    await front?.stop();
    for (const replica of replicas) await replica.stop();
    await receiver.close();
    await db.close();
    published.remove();
    pg?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
