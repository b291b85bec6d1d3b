import type { SourceReading } from '@cockpit/protocol';
import { readerSlot } from './reader-slot';

/** Reads one mapping of one source: the shell gives one per page (the wall's credential, or the preview's feed). */
export type SourceReader = (source: number, mapping: string, signal: AbortSignal) => Promise<SourceReading>;

const slot = readerSlot<SourceReader>('cockpit.source-reader');

/** A reading the service pushed over the wall's stream (`reading` undefined: only its name; read it now). */
export type PushedReading = { source: number; mapping: string; reading?: SourceReading };

interface PushStore {
  /** Whether the service pushes each new reading (the wall's stream is open). */
  pushed: boolean;
  listeners: Set<(pushed: PushedReading) => void>;
}

const PUSH_KEY = Symbol.for('cockpit.source-push');

// On globalThis, like the reader: a remote built against another copy of shared-sdk hears the same shell.
function store(): PushStore {
  const holder = globalThis as unknown as Record<symbol, PushStore | undefined>;
  return (holder[PUSH_KEY] ??= { pushed: false, listeners: new Set() });
}

/** The shell says how widgets read their sources on this page (undefined: they cannot, and say so). */
export function setSourceReader(reader: SourceReader | undefined): void {
  slot.set(reader);
}

export function getSourceReader(): SourceReader | undefined {
  return slot.get();
}

/** Hears each change of reader (a wall paired after its page started); returns the unsubscribe function. */
export const onSourceReader = (listener: () => void): (() => void) => slot.on(listener);

/**
 * The shell says whether the service pushes readings to this page (its stream opened or closed). Widgets then read
 * only now and then as a safety net, else every half interval; each change of it makes every widget read at once.
 */
export function setReadingsPushed(pushed: boolean): void {
  const s = store();
  if (s.pushed === pushed) return;
  s.pushed = pushed;
  // The same reader again: every widget hears a change and reads at once, at its new pace.
  slot.set(slot.get());
}

export function readingsPushed(): boolean {
  return store().pushed;
}

/** The shell hands on a reading the service pushed; each widget of that source and mapping takes it. */
export function pushSourceReading(pushed: PushedReading): void {
  for (const listener of [...store().listeners]) listener(pushed);
}

/** Hears every pushed reading; returns the unsubscribe function. */
export function onPushedReading(listener: (pushed: PushedReading) => void): () => void {
  const s = store();
  s.listeners.add(listener);
  return () => s.listeners.delete(listener);
}

/** A reply that has the shape of a reading (it came over the network), or undefined. */
export function asSourceReading(body: unknown): SourceReading | undefined {
  const r = body as Partial<SourceReading> | null;
  if (
    !r ||
    typeof r !== 'object' ||
    typeof r.stale !== 'boolean' ||
    typeof r.intervalMs !== 'number' ||
    !(r.intervalMs > 0)
  )
    return undefined;
  return {
    value: r.value,
    intervalMs: r.intervalMs,
    stale: r.stale,
    ...(typeof r.goodAt === 'number' ? { goodAt: r.goodAt } : {}),
    ...(typeof r.reason === 'string' ? { reason: r.reason.slice(0, 300) } : {}),
  };
}
