import type { SourceReading } from '@cockpit/protocol';

/**
 * Each replica keeps a mapping's reading for a moment, so fifty walls asking in the same second cost the database one
 * read rather than fifty. Bounded: at most `max` entries, the oldest dropped first.
 */
export class ReadingCache {
  private readonly entries = new Map<string, { at: number; reading: Promise<SourceReading | undefined> }>();

  constructor(
    private readonly ttlMs = 1000,
    private readonly max = 1000,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string, load: () => Promise<SourceReading | undefined>): Promise<SourceReading | undefined> {
    const held = this.entries.get(key);
    if (held && this.now() - held.at < this.ttlMs) return held.reading;
    return this.put(key, load());
  }

  /** Holds a reading just read (a pushed one: walls that ask after the push get it, not the one held before). */
  put(key: string, reading: Promise<SourceReading | undefined>): Promise<SourceReading | undefined> {
    const now = this.now();
    // A failed read is not kept: the next wall tries again.
    reading.catch(() => this.entries.delete(key));
    this.entries.delete(key);
    this.entries.set(key, { at: now, reading });
    if (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value!);
    return reading;
  }
}
