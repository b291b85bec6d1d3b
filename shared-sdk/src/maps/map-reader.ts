import { readerSlot } from '../sources/reader-slot';

/** A map's geometry as the fleet service hands it to walls: a GeoJSON FeatureCollection named by `properties.name`. */
export interface MapGeometry {
  version: string;
  geojson: unknown;
}

/** Reads one uploaded map: the shell gives one per page (the wall's credential, or the preview's feed). */
export type MapReader = (map: number, signal: AbortSignal) => Promise<MapGeometry>;

const slot = readerSlot<MapReader>('cockpit.map-reader');

/** The shell says how map widgets read their maps on this page (undefined: they cannot, and say so). */
export const setMapReader = (reader: MapReader | undefined): void => slot.set(reader);
export const getMapReader = (): MapReader | undefined => slot.get();
export const onMapReader = (listener: () => void): (() => void) => slot.on(listener);

/** The region names of a geometry (its features' `properties.name`), or undefined when it is no FeatureCollection. */
export function regionNames(geojson: unknown): string[] | undefined {
  const features = (geojson as { type?: unknown; features?: unknown } | null)?.features;
  if (!Array.isArray(features) || (geojson as { type?: unknown }).type !== 'FeatureCollection') return undefined;
  return features.map((f) => {
    const name = (f as { properties?: { name?: unknown } } | null)?.properties?.name;
    return typeof name === 'string' || typeof name === 'number' ? String(name) : '';
  });
}

/** The names in a widget's data that no region of the map bears (the designer lists them; the wall cannot colour them). */
export function unmatchedNames(names: readonly string[], regions: readonly string[]): string[] {
  const known = new Set(regions);
  return [...new Set(names.filter((name) => !known.has(name)))];
}
