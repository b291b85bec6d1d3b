import type { Database } from '../../core/db/adapter';
import type { EngineGate } from '../../core/replicas/engine-lease';
import {
  claimDueSources,
  liveSqlSources,
  nextDueAt,
  recordFetch,
  recordMapping,
  type DueSource,
} from './source-results';
import { sourceAllowlist } from './source-hosts';
import { fetchUpstream } from './source-fetch';
import { SQL_POOL_IDLE_MS, SqlPools, sqlAnswer } from './sql-pools';
import { DEFAULT_MAPPING_LIMITS, runMappingOnText, type MappingLimits } from './source-mapping';

/** The longest the engine sleeps between looks: a source made due on another replica waits at most this. */
export const DEFAULT_SOURCE_TICK_MS = 1000;

/**
 * Fetches every source once per interval for the whole fleet, on time: the engine wakes at the next source's own due
 * time (and at least every {@link DEFAULT_SOURCE_TICK_MS}). Only the replica holding the engines' lease looks, and a
 * due source is claimed in the database before it is fetched, so neither a second replica nor a look that overlaps a
 * slow fetch asks the upstream twice. Walls read the stored results; none of them ever calls the upstream.
 * `onReading` hears each mapping whose reading changed (its value, or its stale reason), to be pushed to walls.
 */
export class SourceEngine {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private looking: Promise<Promise<void>[]> | undefined;
  private readonly fetching = new Set<Promise<void>>();
  private readonly lastReading = new Map<string, string>();
  private stopped = true;
  readonly sqlPools = new SqlPools();

  constructor(
    private readonly db: Database,
    private readonly gate: EngineGate,
    private readonly limits: MappingLimits = DEFAULT_MAPPING_LIMITS,
    private readonly log: (message: string) => void = () => undefined,
    private readonly onReading: (sourceId: number, mapping: string) => void = () => undefined,
  ) {}

  /** One look at `now`: claims the due sources and fetches them side by side; resolves when those fetches are done. */
  async tick(now = Date.now()): Promise<void> {
    await Promise.all(await this.look(now));
  }

  /** Claims what is due and starts its fetches (one look at a time; a look does not wait for a slow fetch). */
  private look(now: number): Promise<Promise<void>[]> {
    if (this.looking) return this.looking;
    if (!this.gate.holds()) return Promise.resolve([]);
    const looking = (async (): Promise<Promise<void>[]> => {
      if (this.sqlPools.size) this.sqlPools.sweep(await liveSqlSources(this.db), SQL_POOL_IDLE_MS, now);
      const due = await claimDueSources(this.db, now);
      if (!due.length) return [];
      const allowlist = await sourceAllowlist(this.db);
      return due.map((source) => this.track(this.refresh(source, allowlist)));
    })()
      .catch((error: Error) => {
        this.log(`数据源引擎：${error.message}`);
        return [];
      })
      .finally(() => {
        this.looking = undefined;
      });
    this.looking = looking;
    return looking;
  }

  private track(work: Promise<void>): Promise<void> {
    const tracked = work
      .catch((error: Error) => this.log(`数据源引擎：${error.message}`))
      .finally(() => this.fetching.delete(tracked));
    this.fetching.add(tracked);
    return tracked;
  }

  private async refresh(source: DueSource, allowlist: string[]): Promise<void> {
    let requests = 0;
    const outcome = source.sql
      ? sqlAnswer(await this.sqlPools.run(source.id, source.sql, allowlist, () => (requests += 1)))
      : await fetchUpstream(source.request, allowlist, () => (requests += 1));
    const at = Date.now();
    if (!outcome.ok) {
      await recordFetch(this.db, source.id, { error: outcome.error }, at, requests);
      for (const mapping of source.mappings) this.told(source.id, mapping.name, `fetch ${outcome.error}`);
      return;
    }
    const raw = JSON.stringify(outcome.answer);
    await recordFetch(this.db, source.id, { raw }, at, requests);
    for (const mapping of source.mappings) {
      const mapped = await runMappingOnText(mapping.expression, raw, this.limits);
      const result = mapped.ok ? { result: JSON.stringify(mapped.value) } : { error: mapped.error };
      await recordMapping(this.db, source.id, mapping.name, result, at);
      this.told(source.id, mapping.name, 'result' in result ? `ok ${result.result}` : `error ${result.error}`);
    }
  }

  /** Tells of a mapping's reading when it differs from the last one told (a fetch that changed nothing tells nothing). */
  private told(sourceId: number, mapping: string, reading: string): void {
    const key = `${sourceId}/${mapping}`;
    if (this.lastReading.get(key) === reading) return;
    this.lastReading.delete(key);
    this.lastReading.set(key, reading);
    if (this.lastReading.size > 10_000) this.lastReading.delete(this.lastReading.keys().next().value!);
    this.onReading(sourceId, mapping);
  }

  /** Looks now, then sleeps until the next source is due (at most `tickMs`). */
  start(tickMs = DEFAULT_SOURCE_TICK_MS): void {
    this.stopped = false;
    const wake = async () => {
      void (await this.look(Date.now()));
      const due = this.gate.holds() ? await nextDueAt(this.db).catch(() => undefined) : undefined;
      if (this.stopped) return;
      // A due time already past after a look means the look failed: the next try is a tick away, not at once.
      const wait = due !== undefined && due > Date.now() ? Math.min(tickMs, due - Date.now()) : tickMs;
      this.timer = setTimeout(() => void wake(), wait);
      this.timer.unref();
    };
    void wake();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    void (await this.looking);
    await Promise.all([...this.fetching]);
    await this.sqlPools.closeAll();
  }
}
