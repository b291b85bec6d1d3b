import type { Database } from '../../core/db/adapter';
import { checkGeoMap } from './map-check';
import { simplifyForWalls } from './map-simplify';
import { listGeoMaps, putGeoMap, type GeoMapRecord } from './maps-store';

/** An uploaded file made into the record stored: checked, simplified for the walls, its sizes before and after. */
export function prepareGeoMap(
  text: string,
  name: string,
  askedProperty: string | undefined,
  by: string,
): { ok: true; record: GeoMapRecord } | { ok: false; error: string } {
  const checked = checkGeoMap(text, askedProperty);
  if (!checked.ok) return checked;
  const simplified = simplifyForWalls(checked.collection);
  return {
    ok: true,
    record: {
      name,
      nameProperty: checked.nameProperty,
      regions: checked.collection.features.map((f) => f.properties.name),
      geometry: simplified.geometry,
      version: simplified.version,
      verticesBefore: checked.vertices,
      verticesAfter: simplified.verticesAfter,
      bytesBefore: Buffer.byteLength(text),
      bytesAfter: Buffer.byteLength(simplified.geometry),
      updatedBy: by,
    },
  };
}

/** Maps stored at start when none of their name exists (the demo's fictional map); one deleted later stays deleted only until the next start. */
export async function seedGeoMaps(db: Database, maps: readonly { name: string; geojson: string }[]): Promise<void> {
  const present = new Set((await listGeoMaps(db)).map((m) => m.name));
  for (const map of maps.filter((m) => !present.has(m.name))) {
    const prepared = prepareGeoMap(map.geojson, map.name, undefined, '(seed)');
    if (!prepared.ok) throw new Error(`种子地图 ${map.name} 无效：${prepared.error}`);
    await putGeoMap(db, prepared.record);
  }
}
