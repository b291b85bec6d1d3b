import { contentSizeOf, seamsOnPage, type Seam } from '@cockpit/shared-sdk/layout-schema';
import { useObservable } from '@cockpit/shared-sdk';
import { createContext, useContext, useMemo } from 'react';
import { of } from 'rxjs';
import { LayoutStoreContext } from '../layouts/layout-store-context';
import { DEFAULT_SHAPE, type WallShape } from './wall-shape';

/** The shape the canvas being drawn has: provided by `ScaledCanvas` to what it holds (the index page's size). */
export const WallShapeContext = createContext<WallShape>(DEFAULT_SHAPE);

/** The wall's shape from `layouts.json`, following each poll (the seed's 1920×1080 until the runtime files are read). */
export function useWallShapeOfStore(): WallShape {
  const store = useContext(LayoutStoreContext);
  const shape$ = useMemo(() => store?.shape$() ?? of(DEFAULT_SHAPE), [store]);
  return useObservable(shape$, store?.shape() ?? DEFAULT_SHAPE);
}

/** The main area (below the header band) of the canvas being drawn: what an index page fills. */
export function useContentSize(): { width: number; height: number } {
  return contentSizeOf(useContext(WallShapeContext).canvas);
}

/** The seams on the index page (page px: the page starts under the header band); the same array while the shape holds. */
export function usePageSeams(): readonly Seam[] {
  const shape = useContext(WallShapeContext);
  return useMemo(() => seamsOnPage(shape.seams, shape.canvas.height - contentSizeOf(shape.canvas).height), [shape]);
}
