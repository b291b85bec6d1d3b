import type { MotionProfileName, ProcessMemory, ProfileOrder } from '@cockpit/protocol';
import type { Database, Queryable } from '../../core/db/adapter';
import {
  insertHealthSamples,
  loadProfileSettings,
  pruneHealth,
  saveProfileSetting,
  type ProfileSettings,
} from './wall-health';
import type { Fleet } from '../walls';
import {
  DEFAULT_HEALTH_TIMINGS,
  healthCutoff,
  healthSamples,
  MEMORY_FRESH_MS,
  type HealthTimings,
} from './health-samples';

/** Profiles set on another replica reach this one's beat replies within this time. */
export const PROFILE_RELOAD_MS = 10_000;

/** The operator's order for a wall: its own setting, else its group's; none → the wall decides by its benchmark. */
export function profileOrder(settings: ProfileSettings, wallId: string, group: string): ProfileOrder | undefined {
  const own = settings.walls.get(wallId);
  if (own) return { profile: own, by: 'wall' };
  const ofGroup = settings.groups.get(group);
  return ofGroup ? { profile: ofGroup, by: 'group' } : undefined;
}

/**
 * The fleet's health: each wall's latest Chromium memory (from its player), samples stored every `sampleMs` from the
 * walls' latest beats (one row a wall an interval, pruned after `keepMs`), and the profiles operators set.
 */
export class HealthBook {
  readonly memory = new Map<string, { memory: ProcessMemory; at: number }>();
  settings: ProfileSettings = { walls: new Map(), groups: new Map() };
  private readonly timers: NodeJS.Timeout[] = [];

  constructor(
    private readonly db: Database,
    private readonly fleet: Fleet,
    readonly timings: HealthTimings = DEFAULT_HEALTH_TIMINGS,
  ) {}

  async load(): Promise<void> {
    this.settings = await loadProfileSettings(this.db);
  }

  start(log: (message: string) => void): void {
    const every = (ms: number, task: () => Promise<void>) => {
      const timer = setInterval(() => void task().catch((e: Error) => log(`[health] ${e.message}`)), ms);
      timer.unref();
      this.timers.push(timer);
    };
    every(this.timings.sampleMs, () => this.sample(Date.now()));
    every(Math.min(this.timings.sampleMs, 60 * 60_000), () =>
      pruneHealth(this.db, healthCutoff(Date.now(), this.timings.keepMs)),
    );
    every(PROFILE_RELOAD_MS, () => this.load());
  }

  stop(): void {
    for (const timer of this.timers) clearInterval(timer);
  }

  /** A player's reading of Chromium's memory. Forgotten with the wall. */
  recordMemory(wallId: string, memory: ProcessMemory, at: number): void {
    this.memory.set(wallId, { memory, at });
  }

  forget(wallId: string): void {
    this.memory.delete(wallId);
  }

  /**
   * Stores one sample of every online wall that reports its health. Readings go when they are too old to sample, not
   * when the fleet does not know the wall: a player reports before its wall's first beat, and that reading counts.
   */
  async sample(now: number): Promise<void> {
    for (const [id, reading] of this.memory) if (now - reading.at > MEMORY_FRESH_MS) this.memory.delete(id);
    await insertHealthSamples(
      this.db,
      healthSamples(this.fleet.walls.values(), this.memory, now, this.timings.sampleMs),
    );
  }

  order(wallId: string, group: string): ProfileOrder | undefined {
    return profileOrder(this.settings, wallId, group);
  }

  /** Stores an operator's setting (in the caller's transaction, with its audit entry); {@link HealthBook.applied} follows. */
  save(
    tx: Queryable,
    scope: 'wall' | 'group',
    target: string,
    profile: MotionProfileName | null,
    by: string,
    at: number,
  ): Promise<void> {
    return saveProfileSetting(tx, scope, target, profile, by, at);
  }

  /** An operator's setting, once stored, is in force here at once (on other replicas within {@link PROFILE_RELOAD_MS}). */
  applied(scope: 'wall' | 'group', target: string, profile: MotionProfileName | null): void {
    const map = scope === 'wall' ? this.settings.walls : this.settings.groups;
    if (profile === null) map.delete(target);
    else map.set(target, profile);
  }
}
