import { Subject, type Observable } from 'rxjs';
import type { PanelState } from '../panel/panel-types';

/** What a running panel tells its slot whenever it changes. */
export interface PanelStatus {
  /** `<remote>/<panel>`. */
  panelId: string;
  /** The frame's title, once the panel's module has loaded. */
  title?: string;
  state: PanelState;
  /** What the frame says about it (error or stale), Chinese. */
  reason?: string;
  /** The failure behind it, when a request or the module load failed (not when the data merely aged). */
  error?: string;
  /** The class of that failure (`ApiError`, `NetworkError`, `RemoteLoadError`, `RenderError`, …). */
  errorClass?: string;
  /** When the data shown arrived, epoch ms (0 when none). */
  dataUpdatedAt: number;
  /** The remote build it runs. */
  build?: string;
}

/** A panel of a slot as operators see it: its status and the last failure it had, even after healing. */
export interface PanelDiagnostics extends PanelStatus {
  lastError?: string;
  /** The class of {@link lastError}. */
  lastErrorClass?: string;
  /** When {@link lastError} happened, epoch ms. */
  lastErrorAt?: number;
}

/** A panel a rotation passes over, and why. */
export interface SkippedPanel {
  panelId: string;
  title?: string;
  state: PanelState;
  reason?: string;
}

/** One slot of the page for operators: the panel it shows, the panels it skips, every panel's status. */
export interface SlotStatus {
  slotId: string;
  /** The slot's title in the layout (Chinese). */
  title?: string;
  showing: string;
  skipped: SkippedPanel[];
  panels: PanelDiagnostics[];
}

/** The status of every mounted slot of the page (one board per page, kept on `globalThis` like the bus). */
export class SlotBoard {
  private readonly slots = new Map<symbol, SlotStatus>();
  private readonly changed = new Subject<void>();
  /** Emits after any slot changed. */
  readonly changes$: Observable<void> = this.changed.asObservable();

  /** Sets the status of the slot mounted as `token`. */
  update(token: symbol, status: SlotStatus): void {
    this.slots.set(token, status);
    this.changed.next();
  }

  /** Forgets an unmounted slot. */
  remove(token: symbol): void {
    if (this.slots.delete(token)) this.changed.next();
  }

  /** Every mounted slot, in mount order. */
  snapshot(): SlotStatus[] {
    return [...this.slots.values()];
  }
}

const BOARD_KEY = Symbol.for('cockpit.slot-board.v1');

/** The page's {@link SlotBoard}: slots report to it, the shell's diagnostics and operator overlay read it. */
export function getSlotBoard(): SlotBoard {
  const holder = globalThis as unknown as Record<symbol, SlotBoard | undefined>;
  return (holder[BOARD_KEY] ??= new SlotBoard());
}
