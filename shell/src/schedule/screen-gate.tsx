import { useObservable } from '@cockpit/shared-sdk';
import { DEFAULT_SCHEDULE_TIMEZONE } from '@cockpit/shared-sdk/layout-schema';
import type { ScheduleState } from '@cockpit/shared-sdk/layout-schema';
import { useMemo, type ReactNode } from 'react';
import { of } from 'rxjs';
import { isWallPage } from '../fleet/wall-identity';
import type { LayoutStore } from '../layouts/layout-store';
import { ScreenOff } from './screen-off';

/**
 * Its children while the screen is on; while the schedule has a wall page off, the off screen in their place (they
 * unmount). A preview (`/preview`, the console's designer) is no wall and never goes dark.
 */
export function ScreenGate({ store, children }: { store: LayoutStore | undefined; children: ReactNode }) {
  const screen$ = useMemo(() => store?.screen$() ?? of<ScheduleState>({ off: false }), [store]);
  const screen = useObservable<ScheduleState>(screen$, store?.screen() ?? { off: false });
  if (!screen.off || !isWallPage(window.location.pathname)) return <>{children}</>;
  return <ScreenOff style={screen.style} zone={store?.schedule()?.timezone ?? DEFAULT_SCHEDULE_TIMEZONE} />;
}
