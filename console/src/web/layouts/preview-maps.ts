import { readWidgetConfig } from '@cockpit/shared-sdk/layout-schema';
import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { geoMapQuery } from '../api/map-queries';

/** The most maps one preview carries (the shell's `FED_MAPS_MAX`). */
export const PREVIEW_MAPS_MAX = 8;

/** A map as the preview frame takes it (the shell's `fedMapSchema`). */
export interface PreviewMap {
  id: number;
  version: string;
  geojson: unknown;
}

/**
 * The maps the map widgets among `widgets` draw, read by the console under the operator's session (the frame has no
 * credential); a map not read yet is left out, and its widget in the frame says it has none.
 */
export function usePreviewMaps(widgets: readonly (Record<string, unknown> | undefined)[]): PreviewMap[] {
  const ids = [
    ...new Set(
      widgets.flatMap((w) => {
        const config = w ? readWidgetConfig(w) : undefined;
        return config?.ok && config.config.kind === 'map' ? [config.config.options.map] : [];
      }),
    ),
  ].slice(0, PREVIEW_MAPS_MAX);
  const results = useQueries({ queries: ids.map((id) => geoMapQuery(id)) });
  const maps = results.flatMap((r) =>
    r.data ? [{ id: r.data.id, version: r.data.version, geojson: r.data.geojson }] : [],
  );
  // The frame is posted to only when what it shows changed: the versions say it.
  const key = maps.map((m) => `${m.id}@${m.version}`).join();
  return useMemo(() => maps, [key]);
}
