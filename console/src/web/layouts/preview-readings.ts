import { readWidgetConfig } from '@cockpit/shared-sdk/layout-schema';
import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { PageLayout } from '../../protocol/releases';
import type { SourceReading } from '@cockpit/protocol';
import { api } from '../api/client';

/** The most readings one preview carries (the shell's `FED_READINGS_MAX`). */
export const PREVIEW_READINGS_MAX = 64;
/** How often the console reads again what it shows (the 数据组件 section and the preview frame share the reads). */
export const READING_REFRESH_MS = 5_000;

/** One source mapping's reading as the preview frame takes it (the shell's `fedReadingSchema`). */
export type PreviewReading = SourceReading & { source: number; mapping: string };
export type Binding = { source: number; mapping: string };

/** The console's read of one mapping under the operator's session: the same reading a wall gets. */
export const readingQuery = (source: number | undefined, mapping: string | undefined) => ({
  queryKey: ['source-reading', source, mapping],
  queryFn: () => api<SourceReading>(`/api/sources/${source}/mappings/${encodeURIComponent(mapping!)}/reading`),
  enabled: source !== undefined && !!mapping,
  refetchInterval: READING_REFRESH_MS,
  retry: false,
});

/** The distinct, well-formed bindings of these slots' widgets (a bad configuration reads nothing: its slot says why). */
export function widgetBindings(widgets: readonly (Record<string, unknown> | undefined)[]): Binding[] {
  const seen = new Map<string, Binding>();
  for (const widget of widgets) {
    const config = widget ? readWidgetConfig(widget) : undefined;
    if (config?.ok)
      seen.set(`${config.config.source}/${config.config.mapping}`, {
        source: config.config.source,
        mapping: config.config.mapping,
      });
  }
  return [...seen.values()].slice(0, PREVIEW_READINGS_MAX);
}

/** Every widget of a page's slots, for a whole-page preview. */
export const pageWidgets = (pages: Record<string, PageLayout> | undefined, page: string) =>
  (pages?.[page]?.slots ?? []).map((slot) => slot.widget);

/**
 * The readings of `bindings`, read by the console (the preview frame has no credential and never reads the fleet);
 * a mapping not read yet, or whose read failed, is left out: the widget in the frame says it has no reading.
 */
export function usePreviewReadings(bindings: Binding[]): PreviewReading[] {
  const results = useQueries({ queries: bindings.map((b) => readingQuery(b.source, b.mapping)) });
  const readings = bindings.flatMap((b, i) => {
    const data = results[i]?.data;
    return data ? [{ ...data, source: b.source, mapping: b.mapping }] : [];
  });
  // A new array each render; the frame is posted to only when what it shows changed.
  const key = JSON.stringify(readings);
  return useMemo(() => readings, [key]);
}
