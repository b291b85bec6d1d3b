/** How far apart two panels' refreshes start at least: a frame or more of quiet for the first one's answer and render. */
export const REFRESH_SPACING_MS = 150;

/**
 * The longest a refresh waits for its turn. More refreshes a second than the spacing lets through (a test's 1 s
 * intervals on twenty panels) would otherwise push the turns ever further out: past it they start at once.
 */
export const MAX_REFRESH_WAIT_MS = 1000;

/** Waits `ms` (a timer), or rejects with the signal's reason when it aborts first. */
export type Wait = (ms: number, signal: AbortSignal) => Promise<void>;

const timerWait: Wait = (ms, signal) =>
  new Promise<void>((resolve, reject) => {
    // An abort's reason is whatever its controller gave (a DOMException unless told): it is passed on as it came.
    const reason = (): unknown => signal.reason;
    if (signal.aborted) return reject(reason());
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', aborted);
      resolve();
    }, ms);
    const aborted = () => {
      clearTimeout(timer);
      reject(reason());
    };
    signal.addEventListener('abort', aborted, { once: true });
  });

export interface RefreshTurns {
  /** Resolves when this refresh may start: at once if none started within the spacing, else in its turn after them. */
  take(signal: AbortSignal): Promise<void>;
}

/**
 * Spreads the page's panel refreshes out in time. Panels that mount together refresh together: at every minute twenty
 * answers landed within 100 ms, and their parsing and renders (about 5 ms each on a weak PC, more for the renders) kept
 * the main thread busy long enough that the browser drew no frame for 80–120 ms. Here each refresh starts at least
 * {@link REFRESH_SPACING_MS} after the one before; a lone refresh (or a first load, which never waits) starts at once.
 */
export function createRefreshTurns(now: () => number = () => performance.now(), wait: Wait = timerWait): RefreshTurns {
  let nextFree = -Infinity;
  return {
    take(signal) {
      const at = now();
      const start = Math.min(Math.max(at, nextFree), at + MAX_REFRESH_WAIT_MS);
      nextFree = start + REFRESH_SPACING_MS;
      return start > at ? wait(start - at, signal) : Promise.resolve();
    },
  };
}

const TURNS_KEY = Symbol.for('cockpit.refresh-turns');

/** The page's one set of turns, on globalThis: panels of a remote built against another copy of shared-sdk share it. */
export function refreshTurns(): RefreshTurns {
  const holder = globalThis as unknown as Record<symbol, RefreshTurns | undefined>;
  return (holder[TURNS_KEY] ??= createRefreshTurns());
}
