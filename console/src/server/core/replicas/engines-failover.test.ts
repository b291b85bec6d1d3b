import { rmSync } from 'node:fs';
import { openDatabase, type Database } from '../db/adapter';
import { migrate } from '../db/migrate';
import { eventually } from '../../features/health/prometheus/prometheus-tools';
import { saveAlertRule } from '../../features/alerts/alerts-store';
import { createUser } from '../../features/users/users';
import { freshDataDir } from '../../testing/data-dir';
import { enrolTestWall } from '../../testing/enrol';
import { beat, slot, testPostgresUrl } from '../../testing/harness';
import { startNoticeReceiver, type NoticeReceiver } from '../../testing/notice-receiver';
import { createTestDatabase } from '../../testing/postgres';
import { publishedFixture } from '../../testing/published-fixture';
import { signIn } from '../../testing/main-process';
import { startReplica, type ReplicaProcess } from '../../testing/replica-fleet';
import { startNginxFront } from '../../testing/nginx-front';
import { startSimWall, type SimWall } from '../../testing/sim-wall';

/**
 * Three replica processes on one PostgreSQL behind a real nginx (round robin, passive health checks), the engines on
 * short intervals (the same code, by options): kill -9 of the one holding the engines' lease while walls stream through
 * nginx and a rollout bakes.
 */
const postgres = testPostgresUrl();
const describeOnPostgres = postgres ? describe : describe.skip;
const LEASE_MS = 3000;
const OFFLINE_AFTER_MS = 6000;
const PASSWORD = 'Correct horse battery';
const BAKE_MS = 30_000;

describeOnPostgres('engines exactly once across three replicas, and kill -9 of their holder', () => {
  let db: Database;
  let dataDir: string;
  let receiver: NoticeReceiver;
  let published: ReturnType<typeof publishedFixture>;
  const replicas: ReplicaProcess[] = [];
  const walls: SimWall[] = [];
  const secrets = new Map<string, string>();
  let admin: string;
  let killed: ReplicaProcess;
  let front: Awaited<ReturnType<typeof startNginxFront>>;
  let rolloutId: string;

  const groupBeat =
    (build = 'teams@1.0.0+abc123') =>
    () =>
      beat('lobby', {
        beatIntervalMs: 1000,
        slots: [slot('a', 'teams/overview', 'ready', build), slot('b', 'talent/trend'), slot('c', 'chain/map')],
      });
  const simWall = (wallId: string, start: number, build?: string) => {
    const wall = startSimWall({ wallId, secret: secrets.get(wallId)! }, [front.url], {
      start,
      beatMs: 1000,
      beat: groupBeat(build),
    });
    walls.push(wall);
    return wall;
  };
  const streamsOn = async () =>
    new Map(
      (
        await db.query<{ wall_id: string; replica_id: string }>('SELECT wall_id, replica_id FROM wall_streams')
      ).rows.map((r) => [r.wall_id, r.replica_id]),
    );
  const holder = async () => (await db.query<{ holder: string }>('SELECT holder FROM engine_leases')).rows[0]?.holder;
  const noticesOf = () =>
    receiver.received.map((r) => JSON.parse(r.body) as { type: string; alert: { key: string } | null });

  beforeAll(async () => {
    const url = await createTestDatabase(postgres!);
    dataDir = await freshDataDir();
    db = await openDatabase({ dataDir, databaseUrl: url });
    await migrate(db);
    await createUser(db, { username: 'root', password: PASSWORD, role: 'admin', createdBy: 'test' });
    // Thresholds below what the console accepts (45 s), stored as the console stores them: the engines read the table.
    await saveAlertRule(db, {
      group: 'lobby',
      offlineAfterMs: OFFLINE_AFTER_MS,
      slotErrorAfterMs: 3_600_000,
      updatedBy: 'test',
      updatedAt: Date.now(),
    });
    for (const id of [...Array.from({ length: 12 }, (_, i) => `wall-${i}`), 'canary', 'flapping', 'dark']) {
      secrets.set(id, (await enrolTestWall(db, { group: 'lobby', wallId: id })).secret);
    }
    receiver = await startNoticeReceiver([200]);
    published = publishedFixture();
    const options = {
      ...published.options,
      databaseUrl: url,
      dataDir,
      seedGroups: ['lobby'],
      rolloutTickMs: 300,
      engineLeaseMs: LEASE_MS,
      alertTimings: { sweepMs: 300, dispatchMs: 200, retryBaseMs: 1000 },
      timings: { flushMs: 300 },
      beatsPerMinute: 600,
      wallLimits: { beatsPerAddress: 100_000 },
    };
    // One after another: the first seeds the group the others find.
    for (let i = 0; i < 3; i += 1) replicas.push(await startReplica(options));
    front = await startNginxFront(replicas.map((r) => r.url));
    admin = await signIn(replicas[0].url, 'root', PASSWORD);
    const channel = await fetch(`${replicas[1].url}/api/alert-channels`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: admin },
      body: JSON.stringify({
        name: '故障切换计数',
        kind: 'webhook',
        enabled: true,
        url: `${receiver.url}/hook`,
        secret: 'failover-secret-0123456789',
      }),
    });
    expect(channel.status).toBe(201);
  }, 120_000);

  afterAll(async () => {
    for (const wall of walls) wall.close();
    await front?.stop();
    for (const replica of replicas) await replica.stop();
    await receiver?.close();
    await db?.close();
    published?.remove();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('kill -9 of the holder: its walls stream again within 10 s, the rollout ends once, the wall closed meanwhile gets one offline alert, no acknowledged write is lost', async () => {
    for (let i = 0; i < 12; i += 1) simWall(`wall-${i}`, i);
    simWall('canary', 0, 'teams@1.1.0+def456');
    const flapping = simWall('flapping', 1);
    const dark = simWall('dark', 2);
    await eventually(
      '每块墙面都在推送流上',
      async () => (walls.every((w) => w.streamingFrom()) ? true : undefined),
      20_000,
    );

    // Through a replica the canary does not stream from: it knows the canary online once it read the canary's beats (≤ ~2 s).
    const started = await eventually(
      '金丝雀所在分组可以发布',
      async () => {
        const answer = await fetch(`${replicas[2].url}/api/rollouts`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: admin },
          body: JSON.stringify({
            remote: 'teams',
            version: '1.1.0',
            groups: ['lobby'],
            canary: { wall: 'canary' },
            bakeMs: BAKE_MS,
          }),
        });
        return answer.status === 400 && /不在该分组中/.test(await answer.clone().text()) ? undefined : answer;
      },
      10_000,
    );
    expect([started.status, started.status === 201 ? '' : await started.text()]).toEqual([201, '']);
    rolloutId = ((await started.json()) as { id: string }).id;

    // Before the failover: a wall goes dark, is told once, comes back, is told once.
    flapping.close();
    await eventually(
      '离线告警送达',
      async () =>
        noticesOf().some((n) => n.type === 'alert' && n.alert?.key === 'wall-offline:flapping') ? true : undefined,
      30_000,
    );
    simWall('flapping', 1);
    await eventually(
      '恢复通知送达',
      async () =>
        noticesOf().some((n) => n.type === 'recovery' && n.alert?.key === 'wall-offline:flapping') ? true : undefined,
      30_000,
    );

    const holderId = await holder();
    killed = replicas.find((r) => r.replicaId === holderId)!;
    expect(killed).toBeDefined();
    const survivors = replicas.filter((r) => r !== killed).map((r) => r.url);
    const before = await streamsOn();
    const onKilled = walls.filter((w) => w.streamingFrom() && before.get(w.wallId) === killed.replicaId && w !== dark);
    expect(onKilled.length).toBeGreaterThan(0);

    // Writes through the holder up to its death: every one it acknowledged is kept.
    const acknowledged: string[] = [];
    let writing = true;
    const writes = (async () => {
      for (let i = 0; writing; i += 1) {
        const username = `ack-${i}`;
        const answer = await fetch(`${killed.url}/api/users`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: admin },
          body: JSON.stringify({ username, password: 'Long enough password', role: 'viewer' }),
        }).catch(() => undefined);
        if (answer?.status === 200) acknowledged.push(username);
        else if (!answer) break;
      }
    })();
    await eventually('写入已确认', async () => (acknowledged.length >= 5 ? true : undefined), 10_000);
    // Killed mid-bake: the step that ends it is the survivors' to take.
    expect(
      (await db.query<{ status: string }>('SELECT status FROM rollouts WHERE id = $1', [rolloutId])).rows[0].status,
    ).toBe('baking');
    await killed.kill9();
    const killedAt = Date.now();
    dark.close();
    writing = false;
    await writes;

    await eventually(
      '被杀副本的墙面回到推送流上',
      async () => (onKilled.every((w) => w.streamingFrom() && (w.welcomedAt ?? 0) > killedAt) ? true : undefined),
      10_000,
    );
    const backAfter = Math.max(...onKilled.map((w) => w.welcomedAt! - killedAt));
    expect(backAfter).toBeLessThanOrEqual(10_000);
    // And the survivors say so: each of those walls' streams is registered to one of them.
    await eventually(
      '推送流登记在存活的副本上',
      async () => {
        const after = await streamsOn();
        return onKilled.every((w) => after.get(w.wallId) && after.get(w.wallId) !== killed.replicaId) || undefined;
      },
      5000,
    );

    const users = (await (await fetch(`${survivors[0]}/api/users`, { headers: { cookie: admin } })).json()) as {
      username: string;
    }[];
    expect(users.map((u) => u.username)).toEqual(expect.arrayContaining(acknowledged));

    await eventually(
      '另一个副本接管了引擎',
      async () => {
        const now = await holder();
        return replicas.some((r) => r !== killed && r.replicaId === now) ? true : undefined;
      },
      10_000,
    );
    await eventually(
      '关闭的墙面收到离线告警',
      async () =>
        noticesOf().some((n) => n.type === 'alert' && n.alert?.key === 'wall-offline:dark') ? true : undefined,
      30_000,
    );
    const rollout = await eventually(
      '发布在烘烤期满后推广',
      async () => {
        const listed = (await (await fetch(`${survivors[0]}/api/rollouts`, { headers: { cookie: admin } })).json()) as {
          id: string;
          status: string;
        }[];
        return listed.find((r) => r.id === rolloutId && r.status !== 'baking');
      },
      BAKE_MS + 15_000,
    );
    expect(rollout.status).toBe('promoted');
  }, 120_000);

  test('counted over the whole run: each alert and recovery sent once, the rollout step taken once', async () => {
    await eventually(
      '发件箱已发完',
      async () =>
        (await db.query<{ n: number }>("SELECT count(*)::int AS n FROM alert_outbox WHERE status = 'pending'")).rows[0]
          .n === 0 || undefined,
      10_000,
    );
    const told = noticesOf()
      .map((n) => `${n.type} ${n.alert?.key ?? '-'}`)
      .sort();
    expect(told).toEqual(['alert wall-offline:dark', 'alert wall-offline:flapping', 'recovery wall-offline:flapping']);
    const alerts = await db.query<{ key: string }>('SELECT key FROM alerts ORDER BY key');
    expect(alerts.rows.map((r) => r.key)).toEqual(['wall-offline:dark', 'wall-offline:flapping']);
    const steps = await db.query<{ step_key: string; taken_by: string }>(
      'SELECT step_key, taken_by FROM rollout_steps WHERE rollout_id = $1',
      [rolloutId],
    );
    expect(steps.rows).toHaveLength(1);
    expect(steps.rows[0].taken_by).not.toBe(killed.replicaId);
    const audited = await db.query<{ action: string }>(
      "SELECT action FROM audit WHERE target = $1 AND action LIKE 'rollout.%'",
      [`rollout ${rolloutId}`],
    );
    expect(audited.rows.map((r) => r.action).sort()).toEqual(['rollout.promote', 'rollout.start']);
  }, 30_000);
});
