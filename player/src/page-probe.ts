import type { Observation } from './watchdog-steps';

/** What the page says when the player looks (evaluated inside it: no imports, nothing that can throw). */
export interface PageLook {
  page: Exclude<Observation['page'], 'no-answer'>;
  /** The page's JavaScript heap, MB (from the DevTools Performance domain, added by the session). */
  heapMb?: number;
  /** The wall's credential as the shell stored it (its localStorage key names the fleet). */
  credential?: { fleetUrl: string; wallId: string; secret: string };
  /** The shell's screen gate: the group's schedule has the screen off now. */
  screenOff?: boolean;
  /** The X screen and the kiosk window on it, as the page sees them (the window must be the screen). */
  screen?: { width: number; height: number };
  window?: { x: number; y: number; width: number; height: number };
  /** When the page was first drawn (the shell's own record, the frame after every slot had data): a fault's dark time ends there. */
  drawnAt?: number;
}

/**
 * Runs in the page. "Drawing" is the shell's own readiness: every slot's shown panel is ready or stale
 * (`window.__cockpit.slotStatus()`, what the fleet's beat reports too); a shell whose panels still load is `shell`.
 */
export function lookInPage(): PageLook {
  const w = window as unknown as {
    __cockpit?: {
      slotStatus?: () => { showing: string; panels: { panel: string; state: string }[] }[];
      drawnAt?: () => number | undefined;
    };
  };
  if (location.protocol === 'chrome-error:') return { page: 'error-page' };
  let credential: PageLook['credential'];
  try {
    for (let i = 0; i < localStorage.length; i += 1) {
      const key = localStorage.key(i) ?? '';
      if (!key.startsWith('cockpit.fleet.credential:')) continue;
      const c = JSON.parse(localStorage.getItem(key) ?? 'null') as { wallId?: unknown; secret?: unknown } | null;
      if (typeof c?.wallId === 'string' && typeof c.secret === 'string')
        credential = { fleetUrl: key.slice('cockpit.fleet.credential:'.length), wallId: c.wallId, secret: c.secret };
    }
  } catch {
    // A page without storage has no credential for the player to report under.
  }
  const screenOff = !!document.querySelector('[data-screen-off]');
  const box = {
    screen: { width: screen.width, height: screen.height },
    window: { x: screenX, y: screenY, width: outerWidth, height: outerHeight },
  };
  const slots = w.__cockpit?.slotStatus?.() ?? [];
  if (!w.__cockpit) return { page: 'blank', credential, ...box };
  const ready =
    slots.length > 0 &&
    slots.every((s) => s.panels.some((p) => p.panel === s.showing && (p.state === 'ready' || p.state === 'stale')));
  const drawnAt = ready ? w.__cockpit.drawnAt?.() : undefined;
  return {
    page: ready ? 'ready' : 'shell',
    credential,
    screenOff,
    ...box,
    ...(typeof drawnAt === 'number' ? { drawnAt } : {}),
  };
}
