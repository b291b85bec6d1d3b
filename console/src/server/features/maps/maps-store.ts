import type { Queryable } from '../../core/db/adapter';
import type { GeoMapSummary } from '../../../protocol';

/** What an upload stores: the map simplified for the walls and what the simplification did. */
export type GeoMapRecord = Omit<GeoMapSummary, 'id' | 'updatedAt'> & { geometry: string };

interface Row {
  id: number;
  name: string;
  name_property: string;
  regions: string[] | string;
  version: string;
  vertices_before: number;
  vertices_after: number;
  bytes_before: number;
  bytes_after: number;
  updated_by: string;
  updated_at: number | string;
}
const SUMMARY =
  'id, name, name_property, regions, version, vertices_before, vertices_after, bytes_before, bytes_after, updated_by, updated_at';

const summaryOf = (r: Row): GeoMapSummary => ({
  id: r.id,
  name: r.name,
  nameProperty: r.name_property,
  regions: typeof r.regions === 'string' ? (JSON.parse(r.regions) as string[]) : r.regions,
  version: r.version,
  verticesBefore: r.vertices_before,
  verticesAfter: r.vertices_after,
  bytesBefore: r.bytes_before,
  bytesAfter: r.bytes_after,
  updatedBy: r.updated_by,
  updatedAt: Number(r.updated_at),
});

export async function listGeoMaps(db: Queryable): Promise<GeoMapSummary[]> {
  const { rows } = await db.query<Row>(`SELECT ${SUMMARY} FROM geo_maps ORDER BY name`);
  return rows.map(summaryOf);
}

export async function findGeoMap(db: Queryable, id: number): Promise<GeoMapSummary | undefined> {
  const { rows } = await db.query<Row>(`SELECT ${SUMMARY} FROM geo_maps WHERE id = $1`, [id]);
  return rows[0] && summaryOf(rows[0]);
}

/** The map's simplified geometry as stored (JSON text) and its version. */
export async function geoMapGeometry(
  db: Queryable,
  id: number,
): Promise<{ version: string; geometry: string } | undefined> {
  const { rows } = await db.query<{ version: string; geometry: string }>(
    'SELECT version, geometry FROM geo_maps WHERE id = $1',
    [id],
  );
  return rows[0];
}

/** Stores a map under its name, replacing the one of that name if there is one; its id and whether it replaced one. */
export async function putGeoMap(db: Queryable, map: GeoMapRecord): Promise<{ id: number; replaced: boolean }> {
  const { rows } = await db.query<{ id: number; replaced: boolean }>(
    `INSERT INTO geo_maps (name, name_property, regions, geometry, version, vertices_before, vertices_after, bytes_before, bytes_after, updated_by, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
     ON CONFLICT (name) DO UPDATE SET name_property = EXCLUDED.name_property, regions = EXCLUDED.regions, geometry = EXCLUDED.geometry,
       version = EXCLUDED.version, vertices_before = EXCLUDED.vertices_before, vertices_after = EXCLUDED.vertices_after,
       bytes_before = EXCLUDED.bytes_before, bytes_after = EXCLUDED.bytes_after, updated_by = EXCLUDED.updated_by, updated_at = EXCLUDED.updated_at
     RETURNING id, (xmax <> 0) AS replaced`,
    [
      map.name,
      map.nameProperty,
      JSON.stringify(map.regions),
      map.geometry,
      map.version,
      map.verticesBefore,
      map.verticesAfter,
      map.bytesBefore,
      map.bytesAfter,
      map.updatedBy,
      Date.now(),
    ],
  );
  return rows[0];
}

export async function deleteGeoMap(db: Queryable, id: number): Promise<boolean> {
  const { rows } = await db.query('DELETE FROM geo_maps WHERE id = $1 RETURNING id', [id]);
  return rows.length === 1;
}
