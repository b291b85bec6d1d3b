import { useCallback, useState } from 'react';

/** How many steps back undo reaches: an editor left open for a day keeps a bounded history. */
export const HISTORY_DEPTH = 100;

interface History<T> {
  past: T[];
  present: T;
  future: T[];
}

/** The next history after a new state: the old one becomes undoable, redo is forgotten, the oldest step drops past the depth. */
export function pushState<T>(history: History<T>, next: T): History<T> {
  if (Object.is(next, history.present)) return history;
  return { past: [...history.past, history.present].slice(-HISTORY_DEPTH), present: next, future: [] };
}

export function undoState<T>(history: History<T>): History<T> {
  if (!history.past.length) return history;
  return {
    past: history.past.slice(0, -1),
    present: history.past[history.past.length - 1],
    future: [history.present, ...history.future],
  };
}

export function redoState<T>(history: History<T>): History<T> {
  if (!history.future.length) return history;
  return { past: [...history.past, history.present], present: history.future[0], future: history.future.slice(1) };
}

/** A value with undo and redo; `reset` starts a new history (after a save or a discard). */
export function useEditHistory<T>(initial: T) {
  const [history, setHistory] = useState<History<T>>({ past: [], present: initial, future: [] });
  return {
    present: history.present,
    canUndo: history.past.length > 0,
    canRedo: history.future.length > 0,
    push: useCallback(
      (next: T | ((current: T) => T)) =>
        setHistory((h) => pushState(h, typeof next === 'function' ? (next as (c: T) => T)(h.present) : next)),
      [],
    ),
    undo: useCallback(() => setHistory(undoState), []),
    redo: useCallback(() => setHistory(redoState), []),
    reset: useCallback((value: T) => setHistory({ past: [], present: value, future: [] }), []),
  };
}
