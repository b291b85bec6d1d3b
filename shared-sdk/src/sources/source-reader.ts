import type { SourceReading } from '@cockpit/protocol';

/** Reads one mapping of one source: the shell gives one per page (the wall's credential, or the preview's feed). */
export type SourceReader = (source: number, mapping: string, signal: AbortSignal) => Promise<SourceReading>;

/** A reading the service pushed over the wall's stream (`reading` undefined: only its name; read it now). */
export type PushedReading = { source: number; mapping: string; reading?: SourceReading };

interface ReaderStore {
  reader: SourceReader | undefined;
  listeners: Set<() => void>;
  /** Whether the service pushes each new reading (the wall's stream is open). */
  pushed: boolean;
  pushListeners: Set<(pushed: PushedReading) => void>;
}

const STORE_KEY = Symbol.for('cockpit.source-reader');

// On globalThis, like the motion profile: a remote built against another copy of shared-sdk reads through the same shell.
function store(): ReaderStore {
  const holder = globalThis as unknown as Record<symbol, ReaderStore | undefined>;
  const held = (holder[STORE_KEY] ??= { reader: undefined, listeners: new Set(), pushed: false, pushListeners: new Set() });
  // A store made by an older copy of shared-sdk has no push: readings are then only polled.
  held.pushListeners ??= new Set();
  return held;
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

/**
 * The shell says whether the service pushes readings to this page (its stream opened or closed). Widgets then read
 * only now and then as a safety net, else every half interval; each change of it makes every widget read at once.
 */
export function setReadingsPushed(pushed: boolean): void {
  const s = store();
  if (s.pushed === pushed) return;
  s.pushed = pushed;
  for (const listener of [...s.listeners]) listener();
}

export function readingsPushed(): boolean {
  return store().pushed;
}

/** The shell hands on a reading the service pushed; each widget of that source and mapping takes it. */
export function pushSourceReading(pushed: PushedReading): void {
  for (const listener of [...store().pushListeners]) listener(pushed);
}

/** Hears every pushed reading; returns the unsubscribe function. */
export function onPushedReading(listener: (pushed: PushedReading) => void): () => void {
  const s = store();
  s.pushListeners.add(listener);
  return () => s.pushListeners.delete(listener);
}

/** A reply that has the shape of a reading (it came over the network), or undefined. */
export function asSourceReading(body: unknown): SourceReading | undefined {
  const r = body as Partial<SourceReading> | null;
  if (!r || typeof r !== 'object' || typeof r.stale !== 'boolean' || typeof r.intervalMs !== 'number' || !(r.intervalMs > 0)) return undefined;
  return { value: r.value, intervalMs: r.intervalMs, stale: r.stale, ...(typeof r.goodAt === 'number' ? { goodAt: r.goodAt } : {}), ...(typeof r.reason === 'string' ? { reason: r.reason.slice(0, 300) } : {}) };
}
