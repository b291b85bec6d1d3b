import type { Database } from '../../core/db/adapter';
import { findChannel, type StoredChannel } from './alert-channels';
import { claimDue, pruneOutbox, recordAttempt, type AttemptResult } from './alert-outbox';
import type { Notice } from './alert-notice';
import { DEFAULT_RETRY_BASE_MS, nextRetryAt } from './backoff';
import { sendNotice } from './channel-senders';

export const DEFAULT_DISPATCH_MS = 1000;
/** A claimed notice is claimed again after this if its sender never reported (it died mid-send). */
const LEASE_MS = 60_000;
/** Notices sent at once. */
const BATCH = 8;
/** Notices done with are kept this long for the delivery log. */
export const OUTBOX_KEPT_MS = 30 * 24 * 60 * 60_000;

export type Sender = (channel: StoredChannel, notice: Notice) => Promise<AttemptResult>;

/** Sends the outbox's due notices, logs every attempt, and retries failures with backoff until they run out. */
export class NoticeDispatcher {
  private timers: NodeJS.Timeout[] = [];
  private running: Promise<void> | undefined;
  private again = false;

  constructor(
    private readonly db: Database,
    private readonly retryBaseMs = DEFAULT_RETRY_BASE_MS,
    private readonly send: Sender = sendNotice,
  ) {}

  private async runOnce(now: number): Promise<void> {
    const due = await claimDue(this.db, now, now + LEASE_MS, BATCH);
    await Promise.all(
      due.map(async (item) => {
        const channel = await findChannel(this.db, item.channelId);
        const result: AttemptResult = channel
          ? await this.send(channel, item.notice)
          : { ok: false, answer: '通道已删除', durationMs: 0 };
        const at = Date.now();
        const retryAt = result.ok || !channel ? null : nextRetryAt(item.attempts + 1, at, this.retryBaseMs);
        await this.db.transaction((tx) => recordAttempt(tx, item, result, at, retryAt));
      }),
    );
    // A full batch may have more behind it.
    if (due.length === BATCH) this.again = true;
  }

  /** Sends what is due now (one run at a time; a call during a run makes it run once more). */
  tick(now = Date.now()): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      try {
        do {
          this.again = false;
          await this.runOnce(now);
          now = Date.now();
        } while (this.again);
      } finally {
        this.running = undefined;
      }
    })();
    return this.running;
  }

  start(everyMs: number, log: (message: string) => void): void {
    const run = () => void this.tick().catch((e: Error) => log(`[alerts] 通知发送：${e.message}`));
    const prune = () => void this.prune(Date.now()).catch((e: Error) => log(`[alerts] 清理通知：${e.message}`));
    this.timers = [setInterval(run, everyMs), setInterval(prune, 60 * 60_000)];
    for (const timer of this.timers) timer.unref();
    this.wake = run;
  }

  /** Sends soon rather than at the next tick (after a notice was queued). */
  wake: () => void = () => undefined;

  prune(now: number): Promise<void> {
    return pruneOutbox(this.db, now - OUTBOX_KEPT_MS);
  }

  async stop(): Promise<void> {
    for (const timer of this.timers) clearInterval(timer);
    this.wake = () => undefined;
    await this.running?.catch(() => undefined);
  }
}
