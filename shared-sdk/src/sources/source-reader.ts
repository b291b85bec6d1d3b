import type { SourceReading } from '@cockpit/protocol';
import { readerSlot } from './reader-slot';

/** Reads one mapping of one source: the shell gives one per page (the wall's credential, or the preview's feed). */
export type SourceReader = (source: number, mapping: string, signal: AbortSignal) => Promise<SourceReading>;

const slot = readerSlot<SourceReader>('cockpit.source-reader');

/** The shell says how widgets read their sources on this page (undefined: they cannot, and say so). */
export function setSourceReader(reader: SourceReader | undefined): void {
  slot.set(reader);
}

export function getSourceReader(): SourceReader | undefined {
  return slot.get();
}

/** Hears each change of reader (a wall paired after its page started); returns the unsubscribe function. */
export const onSourceReader = (listener: () => void): (() => void) => slot.on(listener);

/** A reply that has the shape of a reading (it came over the network), or undefined. */
export function asSourceReading(body: unknown): SourceReading | undefined {
  const r = body as Partial<SourceReading> | null;
  if (!r || typeof r !== 'object' || typeof r.stale !== 'boolean' || typeof r.intervalMs !== 'number' || !(r.intervalMs > 0)) return undefined;
  return { value: r.value, intervalMs: r.intervalMs, stale: r.stale, ...(typeof r.goodAt === 'number' ? { goodAt: r.goodAt } : {}), ...(typeof r.reason === 'string' ? { reason: r.reason.slice(0, 300) } : {}) };
}
