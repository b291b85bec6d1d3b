import type { Database } from '../../core/db/adapter';
import type { EngineGate } from '../../core/replicas/engine-lease';
import { claimDueSources, recordFetch, recordMapping, type DueSource } from './source-results';
import { sourceAllowlist } from './source-hosts';
import { fetchUpstream } from './source-fetch';
import { DEFAULT_MAPPING_LIMITS, runMappingOnText, type MappingLimits } from './source-mapping';

/** How often the engine looks for due sources (a source's own interval is at least 5 s). */
export const DEFAULT_SOURCE_TICK_MS = 1000;

/**
 * Fetches every source once per interval for the whole fleet: only the replica holding the engines' lease looks, and a
 * due source is claimed in the database before it is fetched, so neither a second replica nor a tick that overlaps a
 * slow fetch asks the upstream twice. Walls read the stored results; none of them ever calls the upstream.
 */
export class SourceEngine {
  private timer: ReturnType<typeof setInterval> | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly db: Database,
    private readonly gate: EngineGate,
    private readonly limits: MappingLimits = DEFAULT_MAPPING_LIMITS,
    private readonly log: (message: string) => void = () => undefined,
  ) {}

  /** One look: claims the due sources and fetches them side by side. Skipped while the previous look is running. */
  tick(now = Date.now()): Promise<void> {
    if (this.running || !this.gate.holds()) return this.running ?? Promise.resolve();
    this.running = (async () => {
      const due = await claimDueSources(this.db, now);
      if (!due.length) return;
      const allowlist = await sourceAllowlist(this.db);
      await Promise.all(due.map((source) => this.refresh(source, allowlist)));
    })().catch((error: Error) => this.log(`数据源引擎：${error.message}`)).finally(() => { this.running = undefined; });
    return this.running;
  }

  private async refresh(source: DueSource, allowlist: string[]): Promise<void> {
    let requests = 0;
    const outcome = await fetchUpstream(source.request, allowlist, () => (requests += 1));
    const at = Date.now();
    if (!outcome.ok) return recordFetch(this.db, source.id, { error: outcome.error }, at, requests);
    const raw = JSON.stringify(outcome.answer);
    await recordFetch(this.db, source.id, { raw }, at, requests);
    for (const mapping of source.mappings) {
      const mapped = await runMappingOnText(mapping.expression, raw, this.limits);
      await recordMapping(this.db, source.id, mapping.name, mapped.ok ? { result: JSON.stringify(mapped.value) } : { error: mapped.error }, at);
    }
  }

  start(tickMs = DEFAULT_SOURCE_TICK_MS): void {
    this.timer = setInterval(() => void this.tick(), tickMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }
}
