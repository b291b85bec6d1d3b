import type { Database } from '../../core/db/adapter';
import type { Fleet } from '../walls';
import { ALWAYS_HOLDS, type EngineGate } from '../../core/replicas/engine-lease';
import { listRollouts, updateRollout, type StoredRollout } from './rollouts/rollouts-store';
import { judgeBake, type SeenWall } from './bake-gate';
import { applyVerdict } from './rollout-machine';
import { commitStep, groupWalls, nextCanaries, SYSTEM_ACTOR } from './rollout-steps';

/** How often the engine judges the baking rollouts. */
export const ROLLOUT_TICK_MS = 2000;

/**
 * Judges every baking rollout with the bake gate on the fleet's latest beats (the stage's canaries against the
 * group's other walls) and takes the step the verdict asks for: rolls back at once on a fault, promotes after the bake.
 */
export class RolloutEngine {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> = Promise.resolve();

  /**
   * `onStep` hears every step the engine stored (the walls are told to fetch their remotes); `gate` is the replicas'
   * lease (only its holder judges, and a step is stored only while it holds).
   */
  constructor(
    private readonly db: Database,
    private readonly fleet: Fleet,
    private readonly tickMs = ROLLOUT_TICK_MS,
    private readonly onStep: () => void = () => undefined,
    private readonly gate: EngineGate & { replicaId?: string } = ALWAYS_HOLDS,
  ) {}

  private seen(ids: readonly string[], group: string): SeenWall[] {
    return ids.flatMap((wallId) => {
      const wall = this.fleet.walls.get(wallId);
      // A canary re-paired or retired since it was chosen is no longer heard: the gate counts it silent.
      return wall && wall.group === group && this.fleet.trusted(wallId)
        ? [{ wallId, beat: wall.beat, receivedAt: wall.lastSeen }]
        : [];
    });
  }

  private async judge(rollout: StoredRollout, now: number): Promise<void> {
    const group = rollout.groups[rollout.stage];
    const canaries = this.seen(rollout.canaries, group);
    const others = this.seen(
      groupWalls(this.fleet, group, now).filter((id) => !rollout.canaries.includes(id)),
      group,
    );
    const verdict = judgeBake(rollout, canaries, others, now);
    if (verdict.verdict === 'wait') {
      // Waiting is no step: only the note changes (stored so every console shows what the gate waits for).
      if (verdict.note !== rollout.note)
        await updateRollout(
          this.db,
          { ...rollout, note: verdict.note, updatedAt: Math.max(now, rollout.updatedAt + 1) },
          rollout.updatedAt,
        );
      return;
    }
    const step = applyVerdict(rollout, verdict, now, nextCanaries(this.fleet, rollout, now));
    const action =
      verdict.verdict === 'fail'
        ? 'rollout.fail'
        : step.rollout.status === 'promoted'
          ? 'rollout.promote'
          : 'rollout.next-stage';
    const once = { gate: this.gate, by: this.gate.replicaId ?? 'engine' };
    if (await commitStep(this.db, rollout, step, { actor: SYSTEM_ACTOR, ip: '-', action, now }, once)) this.onStep();
  }

  /** Judges every baking rollout once (runs one at a time: a slow database never lets two runs overlap). */
  tick(now = Date.now()): Promise<void> {
    this.running = this.running
      .catch(() => undefined)
      .then(async () => {
        if (!this.gate.holds()) return;
        for (const rollout of await listRollouts(this.db, { live: true })) {
          if (rollout.status === 'baking') await this.judge(rollout, now);
        }
      });
    return this.running;
  }

  start(log: (message: string) => void): void {
    this.timer = setInterval(
      () => void this.tick().catch((e: Error) => log(`[releases] rollout engine: ${e.message}`)),
      this.tickMs,
    );
    this.timer.unref();
  }

  /** Stops the timer and waits for a run under way. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running.catch(() => undefined);
  }
}
