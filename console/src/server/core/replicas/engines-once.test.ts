import { rmSync } from 'node:fs';
import { openDatabase, type Database } from '../db/adapter';
import { migrate } from '../db/migrate';
import type { Notice } from '../../features/alerts/alert-notice';
import { eventually } from '../../features/health/prometheus/prometheus-tools';
import { createChannel } from '../../features/alerts/alert-channels';
import { queueAlertNotice } from '../../features/alerts/alert-outbox';
import { fireAlert, resolveAlert } from '../../features/alerts/alerts-store';
import { claimRolloutStep } from '../../features/releases/rollouts/rollouts-store';
import { insertSlotEvents, slotHistory } from '../../features/walls/walls-store';
import { offlineAt, offlineChanges } from '../../features/walls/wall-state';
import type { SlotBeat } from '@cockpit/protocol';
import { freshDataDir } from '../../testing/data-dir';
import { testPostgresUrl } from '../../testing/harness';
import { createTestDatabase } from '../../testing/postgres';
import { EngineLease } from './engine-lease';

/** The lease and the effect keys on a real PostgreSQL, each on its own (the failover test sees them together). */
const postgres = testPostgresUrl();
const describeOnPostgres = postgres ? describe : describe.skip;

describeOnPostgres('engines once: the lease and the effect keys on PostgreSQL', () => {
  let db: Database;
  let dataDir: string;
  const leases: EngineLease[] = [];
  const lease = (id: string, ttlMs: number) => {
    const made = new EngineLease(db, id, ttlMs);
    leases.push(made);
    return made;
  };

  beforeAll(async () => {
    dataDir = await freshDataDir();
    db = await openDatabase({ dataDir, databaseUrl: await createTestDatabase(postgres!) });
    await migrate(db);
  }, 60_000);
  afterAll(async () => {
    for (const made of leases) await made.stop();
    await db?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('of two replicas one holds the lease; when its holder goes silent the other takes it, and the former one is fenced out', async () => {
    const a = lease('replica-a', 600);
    const b = lease('replica-b', 600);
    await Promise.all([a.attempt(), b.attempt()]);
    expect([a.holds(), b.holds()].filter(Boolean)).toHaveLength(1);
    const [holder, other] = a.holds() ? [a, b] : [b, a];
    expect(await db.transaction((tx) => holder.fence(tx))).toBe(true);
    expect(await db.transaction((tx) => other.fence(tx))).toBe(false);
    // The holder is killed: it renews no more. The other takes the lease once it ended, not before.
    await other.attempt();
    expect(other.holds()).toBe(false);
    await eventually('另一副本接管', async () => (await other.attempt(), other.holds() || undefined), 5000);
    expect(await db.transaction((tx) => holder.fence(tx))).toBe(false);
    expect((await db.query<{ holder: string; epoch: number }>('SELECT holder, epoch FROM engine_leases')).rows).toEqual(
      [{ holder: other.replicaId, epoch: 2 }],
    );
    // The former holder comes back (it was only paused): it waits, it does not take the lease back.
    await holder.attempt();
    expect(holder.holds()).toBe(false);
  });

  test('of the survivors that all saw the lease end, only one takes it (a compare-and-set on holder and epoch)', async () => {
    await db.query('DELETE FROM engine_leases');
    const killed = lease('killed', 400);
    await killed.attempt();
    expect(killed.holds()).toBe(true);
    const survivors = Array.from({ length: 6 }, (_, i) => lease(`survivor-${i}`, 400));
    await eventually(
      '租约到期',
      async () =>
        (
          await db.query<{ ended: boolean }>(
            'SELECT expires_at < (extract(epoch from clock_timestamp()) * 1000)::bigint AS ended FROM engine_leases',
          )
        ).rows[0].ended || undefined,
      5000,
    );
    // Every survivor on a connection of its own already open, so that their reads really race.
    await Promise.all(Array.from({ length: 8 }, () => db.query('SELECT pg_sleep(0.05)')));
    await Promise.all(survivors.map((s) => s.attempt()));
    expect(survivors.filter((s) => s.holds())).toHaveLength(1);
  });

  test('a holder that stops hands the lease back: the next replica takes it at its next try, not after the TTL', async () => {
    await db.query('DELETE FROM engine_leases');
    const first = lease('first', 60_000);
    const next = lease('next', 60_000);
    await first.attempt();
    await next.attempt();
    expect([first.holds(), next.holds()]).toEqual([true, false]);
    await first.stop();
    await next.attempt();
    expect(next.holds()).toBe(true);
  });

  test('an alert episode fires once: the same condition judged again after its alert ended stores no second alert', async () => {
    const condition = {
      key: 'wall-offline:once',
      kind: 'wall-offline' as const,
      subject: { wallId: 'once', group: 'lobby' },
      reason: '离线',
      since: 1000,
    };
    const first = await db.transaction((tx) => fireAlert(tx, condition, 2000));
    expect(first).not.toBeNull();
    expect(await resolveAlert(db, first!, 3000)).toBe(true);
    // A replica with an older view of the wall judges it offline again, same episode.
    expect(await db.transaction((tx) => fireAlert(tx, condition, 3500))).toBeNull();
    // A new outage (a later since) is a new episode.
    expect(await db.transaction((tx) => fireAlert(tx, { ...condition, since: 4000 }, 5000))).not.toBeNull();
  });

  test('a notice of one alert transition is queued once per channel, a rollout step taken once', async () => {
    const channel = await createChannel(
      db,
      {
        name: '一次',
        kind: 'webhook',
        enabled: true,
        config: { url: 'http://127.0.0.1:9/hook' },
        secret: 'x'.repeat(24),
      },
      'test',
      1,
    );
    const condition = {
      key: 'wall-offline:notice',
      kind: 'wall-offline' as const,
      subject: { wallId: 'notice', group: 'lobby' },
      reason: '离线',
      since: 1000,
    };
    const alertId = (await fireAlert(db, condition, 2000))!;
    const notice: Notice = { type: 'alert', kind: 'wall-offline', title: '【告警】', lines: [], at: 2000 };
    const queue = () =>
      db.transaction((tx) => queueAlertNotice(tx, { alertId, channelId: channel.id, notice, now: 2000 }));
    expect([await queue(), await queue()]).toEqual([true, false]);
    const step = { rolloutId: 'r-1', key: 'stage-0@1000', action: 'rollout.promote', by: 'replica-a', at: 1 };
    expect([await claimRolloutStep(db, step), await claimRolloutStep(db, { ...step, by: 'replica-b' })]).toEqual([
      true,
      false,
    ]);
  });

  test('a silent wall swept offline by two replicas leaves one offline row per slot: both judge the same moment, the key keeps one', async () => {
    const slots = [
      { slot: 'talent', panel: 'talent/import', state: 'ready' },
      { slot: 'chain', panel: 'chain/map', state: 'stale' },
    ] as SlotBeat[];
    // What each replica's sweep makes of the same wall, whose last beat both read back.
    const sweptBy = () =>
      offlineChanges(slots, offlineAt({ lastSeen: 1_000_000, beat: { beatIntervalMs: 15_000 } as never })).map((c) => ({
        ...c,
        wallId: 'wall-twice',
      }));
    await insertSlotEvents(db, sweptBy());
    await insertSlotEvents(db, sweptBy());
    const rows = await slotHistory(db, 'wall-twice', 0);
    expect(rows.map((r) => `${r.slot}:${r.to}`)).toEqual(['talent:offline', 'chain:offline']);
    // A later, different change of the same slot is still stored.
    await insertSlotEvents(db, [{ ...sweptBy()[0], at: 2_000_000, from: 'offline', to: 'ready' }]);
    expect(await slotHistory(db, 'wall-twice', 0)).toHaveLength(3);
  });
});
