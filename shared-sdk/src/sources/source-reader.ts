import type { SourceReading } from '@cockpit/protocol';

/** Reads one mapping of one source: the shell gives one per page (the wall's credential, or the preview's feed). */
export type SourceReader = (source: number, mapping: string, signal: AbortSignal) => Promise<SourceReading>;

interface ReaderStore {
  reader: SourceReader | undefined;
  listeners: Set<() => void>;
}

const STORE_KEY = Symbol.for('cockpit.source-reader');

// On globalThis, like the motion profile: a remote built against another copy of shared-sdk reads through the same shell.
function store(): ReaderStore {
  const holder = globalThis as unknown as Record<symbol, ReaderStore | undefined>;
  return (holder[STORE_KEY] ??= { reader: undefined, listeners: new Set() });
}

/** The shell says how widgets read their sources on this page (undefined: they cannot, and say so). */
export function setSourceReader(reader: SourceReader | undefined): void {
  const s = store();
  s.reader = reader;
  for (const listener of [...s.listeners]) listener();
}

export function getSourceReader(): SourceReader | undefined {
  return store().reader;
}

/** Hears each change of reader (a wall paired after its page started); returns the unsubscribe function. */
export function onSourceReader(listener: () => void): () => void {
  const s = store();
  s.listeners.add(listener);
  return () => s.listeners.delete(listener);
}

/** A reply that has the shape of a reading (it came over the network), or undefined. */
export function asSourceReading(body: unknown): SourceReading | undefined {
  const r = body as Partial<SourceReading> | null;
  if (!r || typeof r !== 'object' || typeof r.stale !== 'boolean' || typeof r.intervalMs !== 'number' || !(r.intervalMs > 0)) return undefined;
  return { value: r.value, intervalMs: r.intervalMs, stale: r.stale, ...(typeof r.goodAt === 'number' ? { goodAt: r.goodAt } : {}), ...(typeof r.reason === 'string' ? { reason: r.reason.slice(0, 300) } : {}) };
}
