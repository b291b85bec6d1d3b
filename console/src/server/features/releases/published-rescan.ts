import type { Database } from '../../core/db/adapter';
import { recordAudit } from '../audit';
import { rescanPublished, type RescanResult } from './inventory';
import { SYSTEM_ACTOR } from './rollout-steps';
import type { ReleaseOptions } from './release-options';

/** How often a running service looks for versions published into its folder (ms). */
export const DEFAULT_RESCAN_MS = 15_000;

/**
 * Rescans the published folder every `rescanMs` (0 = only when asked), so a version copied there is in the inventory
 * without anyone clicking 重新扫描. A folder that contradicts the inventory is logged once, not every round.
 */
export class PublishedRescanner {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private readonly reported = new Set<string>();

  constructor(
    private readonly db: Database,
    private readonly options: ReleaseOptions,
    private readonly log: (message: string) => void,
  ) {}

  /** One rescan now; new versions are audited as the system's (an operator's rescan is audited by its route). */
  async rescan(): Promise<RescanResult> {
    const result = await rescanPublished(this.db, this.options);
    for (const conflict of result.conflicts) {
      if (this.reported.has(conflict)) continue;
      this.reported.add(conflict);
      this.log(`发布目录与版本清单不一致（清单保持不变）：${conflict}`);
    }
    return result;
  }

  start(rescanMs: number): void {
    if (rescanMs <= 0 || this.timer) return;
    this.timer = setInterval(() => {
      // A slow disk or database never stacks rounds.
      if (this.running) return;
      this.running = this.round().finally(() => (this.running = undefined));
    }, rescanMs);
    this.timer.unref();
  }

  /** Stops the timer and waits for a round under way. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  private async round(): Promise<void> {
    try {
      const { added } = await this.rescan();
      if (!added.length) return;
      const names = added.map((r) => `${r.remote}@${r.version}`).join('、');
      await recordAudit(this.db, {
        actor: SYSTEM_ACTOR,
        action: 'release.rescan',
        target: this.options.publishedDir,
        detail: `新发现 ${names}`,
        ip: '-',
      });
    } catch (error) {
      this.log(`定时扫描发布目录失败：${(error as Error).message}`);
    }
  }
}
