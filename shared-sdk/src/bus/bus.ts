import { SystemStore } from './system-store';
import { ToastStore } from './toast-store';
import { UserStore } from './user-store';

/** The page's service bus: title, dict, user/token and toasts. */
export interface CockpitBus {
  readonly system: SystemStore;
  readonly user: UserStore;
  readonly toast: ToastStore;
}

const BUS_KEY = Symbol.for('cockpit.bus.v1');

/** Creates a fresh bus; the page uses {@link getBus}, tests may use this. */
export function createBus(): CockpitBus {
  return { system: new SystemStore(), user: new UserStore(), toast: new ToastStore() };
}

/**
 * The one bus of the page. Kept on `globalThis` so that even two copies of shared-sdk
 * (a remote built against another version) share one instance.
 */
export function getBus(): CockpitBus {
  const holder = globalThis as unknown as Record<symbol, CockpitBus | undefined>;
  return (holder[BUS_KEY] ??= createBus());
}
