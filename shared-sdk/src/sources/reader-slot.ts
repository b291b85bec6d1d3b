/** The page's one reader of a kind, and who listens for its change: set by the shell, read by widgets. */
export interface ReaderSlot<R> {
  set(reader: R | undefined): void;
  get(): R | undefined;
  /** Hears each change of reader; returns the unsubscribe function. */
  on(listener: () => void): () => void;
}

interface Held<R> {
  reader: R | undefined;
  listeners: Set<() => void>;
}

/**
 * A reader slot kept on globalThis under `key`, like the motion profile: a remote built against another copy of
 * shared-sdk reads through the same shell.
 */
export function readerSlot<R>(key: string): ReaderSlot<R> {
  const symbol = Symbol.for(key);
  const held = (): Held<R> => {
    const holder = globalThis as unknown as Record<symbol, Held<R> | undefined>;
    return (holder[symbol] ??= { reader: undefined, listeners: new Set() });
  };
  return {
    set(reader) {
      const h = held();
      h.reader = reader;
      for (const listener of [...h.listeners]) listener();
    },
    get: () => held().reader,
    on(listener) {
      const h = held();
      h.listeners.add(listener);
      return () => h.listeners.delete(listener);
    },
  };
}
