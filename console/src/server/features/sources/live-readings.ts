import { READING_PUSH_MAX_BYTES, type SourceReading, type StreamReading } from '@cockpit/protocol';
import type { Queryable } from '../../core/db/adapter';
import type { StreamHub } from '../../core/push/stream-hub';
import { ReadingCache } from './reading-cache';
import { readMapping } from './source-results';

/** The push event of a reading: the reading itself when small, else its name alone (the wall reads it at once). */
export function readingEvent(source: number, mapping: string, reading: SourceReading): StreamReading {
  const small = Buffer.byteLength(JSON.stringify(reading)) <= READING_PUSH_MAX_BYTES;
  return { type: 'reading', source, mapping, ...(small ? { reading } : {}) };
}

/**
 * What walls read of the sources on this replica: a short cache in front of the database for the walls' reads, and
 * the push of each changed reading to every wall streaming from here. A pushed reading replaces the cached one first,
 * so a wall that reads after the push never gets the older value the cache held.
 */
export class LiveReadings {
  private readonly cache: ReadingCache;

  constructor(
    private readonly db: Queryable,
    private readonly push: StreamHub,
    cacheMs: number,
  ) {
    this.cache = new ReadingCache(cacheMs);
  }

  read(sourceId: number, mapping: string): Promise<SourceReading | undefined> {
    return this.cache.get(`${sourceId}/${mapping}`, () => readMapping(this.db, sourceId, mapping));
  }

  /** A mapping's reading changed (told by the engine's replica over the bus): read it once here and push it. Returns how many walls were sent it. */
  async changed(sourceId: number, mapping: string): Promise<number> {
    const reading = await this.cache.put(`${sourceId}/${mapping}`, readMapping(this.db, sourceId, mapping));
    return reading ? this.push.sendEveryone(readingEvent(sourceId, mapping, reading)) : 0;
  }
}
