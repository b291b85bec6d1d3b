import { Subject, type Observable } from 'rxjs';

/** Severity of a toast. */
export type ToastLevel = 'error' | 'warning' | 'info' | 'success';

/** One toast to show. */
export interface Toast {
  id: number;
  level: ToastLevel;
  message: string;
  at: number;
}

/** How long an identical toast is held back after it was shown, ms. */
export const TOAST_DEDUPE_MS = 60_000;

/** Toasts, with identical messages within {@link TOAST_DEDUPE_MS} raised once: no storms on a wall. */
export class ToastStore {
  private readonly subject = new Subject<Toast>();
  private readonly lastShown = new Map<string, number>();
  private nextId = 1;

  /** Every toast that passed the de-duplication. */
  readonly toasts$: Observable<Toast> = this.subject.asObservable();

  constructor(private readonly now: () => number = Date.now) {}

  /** Raises a toast; returns false when an identical one was raised too recently. */
  show(level: ToastLevel, message: string): boolean {
    const at = this.now();
    const key = `${level}:${message}`;
    const last = this.lastShown.get(key);
    if (last !== undefined && at - last < TOAST_DEDUPE_MS) return false;
    this.lastShown.set(key, at);
    if (this.lastShown.size > 200) this.prune(at);
    this.subject.next({ id: this.nextId++, level, message, at });
    return true;
  }

  error(message: string): boolean {
    return this.show('error', message);
  }

  info(message: string): boolean {
    return this.show('info', message);
  }

  private prune(at: number): void {
    for (const [key, shown] of this.lastShown) if (at - shown >= TOAST_DEDUPE_MS) this.lastShown.delete(key);
  }
}
