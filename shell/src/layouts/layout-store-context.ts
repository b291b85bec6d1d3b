import { useObservable, type PageLayout } from '@cockpit/shared-sdk';
import { createContext, useContext, useMemo } from 'react';
import { of } from 'rxjs';
import type { LayoutStore } from './layout-store';

/** The shell's layouts, for the route's page to hand its index remote (absent until the runtime files are read). */
export const LayoutStoreContext = createContext<LayoutStore | null>(null);

/** The current layout of the page whose index remote is `page`, re-rendering when `layouts.json` changes it. */
export function useLayoutOf(page: string): PageLayout | null {
  const store = useContext(LayoutStoreContext);
  const layout$ = useMemo(() => store?.page$(page) ?? of(undefined), [store, page]);
  return useObservable(layout$, store?.page(page)) ?? null;
}
