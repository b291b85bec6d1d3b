import type { Database } from '../../core/db/adapter';
import { type Fleet, isOnline } from '../walls';
import { listChannels } from './alert-channels';
import { ALWAYS_HOLDS, type EngineGate } from '../../core/replicas/engine-lease';
import { queueAlertNotice } from './alert-outbox';
import { fireAlert, loadAlertRules, openAlerts, resolveAlert } from './alerts-store';
import { listRollouts } from '../releases';
import { alertNotice, recoveryNotice, type Notice } from './alert-notice';
import { judgeAlerts, type RuleWall } from './alert-rules';
import { alertChanges, endIsNoticed } from './alert-transitions';
import { batchNotices } from './notice-digest';

/** What operators call a wall and where it hangs (from its enrolment record), when known. */
export type WallDirectory = (wallId: string) => { name?: string; location?: string } | undefined;

export const DEFAULT_ALERT_SWEEP_MS = 5000;

/**
 * Every sweep, judges the rules on the fleet and the rollouts, and stores what changed: the alerts that fire and end,
 * and their notices in the outbox, in one transaction (a notice is queued exactly when its alert state is stored).
 */
export class AlertEngine {
  private errorSince = new Map<string, number>();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Database,
    private readonly fleet: Fleet,
    private readonly directory: WallDirectory,
    private readonly onQueued: () => void = () => undefined,
    /** The replicas' lease: only its holder judges, and each write checks it still holds it. */
    private readonly gate: EngineGate = ALWAYS_HOLDS,
  ) {}

  private walls(now: number): RuleWall[] {
    return [...this.fleet.walls.values()].map((w) => ({
      wallId: w.wallId,
      group: w.group,
      lastSeen: w.lastSeen,
      online: isOnline(w, now),
      slots: w.beat.slots,
      ...this.directory(w.wallId),
    }));
  }

  private async judge(now: number): Promise<void> {
    if (!this.gate.holds()) return;
    const [rules, rollouts, open] = await Promise.all([
      loadAlertRules(this.db),
      listRollouts(this.db, { limit: 200 }),
      openAlerts(this.db),
    ]);
    const judged = judgeAlerts({ walls: this.walls(now), rollouts, rules, errorSince: this.errorSince }, now);
    this.errorSince = judged.errorSince;
    const changes = alertChanges(open, judged.conditions, new Set(this.fleet.walls.keys()), now);
    if (!changes.fire.length && !changes.resolve.length) return;
    const queued = await this.db.transaction(async (tx) => {
      // The lease ended since this sweep began (another replica runs the engines now): its judgement stands, not ours.
      if (!(await this.gate.fence(tx))) return false;
      const told: { alertId: number; notice: Notice }[] = [];
      for (const condition of changes.fire) {
        const alertId = await fireAlert(tx, condition, now);
        if (alertId !== null) told.push({ alertId, notice: alertNotice(condition, now) });
      }
      for (const { alert, end } of changes.resolve) {
        if ((await resolveAlert(tx, alert.id, now)) && endIsNoticed(end))
          told.push({ alertId: alert.id, notice: recoveryNotice(alert, end, now) });
      }
      const notices = batchNotices(
        told.map((t) => t.notice),
        now,
      );
      const alertIdOf = (n: Notice) => told.find((t) => t.notice === n)?.alertId ?? null;
      for (const channel of await listChannels(tx, { enabled: true })) {
        // Due at once by the sender's clock (a judgement may be run for another time).
        for (const notice of notices)
          await queueAlertNotice(tx, {
            alertId: alertIdOf(notice),
            channelId: channel.id,
            notice,
            now,
            dueAt: Date.now(),
          });
      }
      return told.length > 0;
    });
    if (queued) this.onQueued();
  }

  /** Judges once (one run at a time: a slow database never lets two overlap). */
  sweep(now = Date.now()): Promise<void> {
    this.running = this.running.catch(() => undefined).then(() => this.judge(now));
    return this.running;
  }

  start(everyMs: number, log: (message: string) => void): void {
    this.timer = setInterval(() => void this.sweep().catch((e: Error) => log(`[alerts] ${e.message}`)), everyMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running.catch(() => undefined);
  }
}
