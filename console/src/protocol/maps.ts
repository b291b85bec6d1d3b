/** An uploaded map as the console lists it: its regions' names and what simplifying it for the walls did. */
export interface GeoMapSummary {
  id: number;
  name: string;
  /** The feature property the regions are named by. */
  nameProperty: string;
  regions: string[];
  /** The simplified map's content hash: its ETag on the walls' route. */
  version: string;
  verticesBefore: number;
  verticesAfter: number;
  bytesBefore: number;
  bytesAfter: number;
  updatedBy: string;
  updatedAt: number;
}

/** A map with its simplified geometry (a GeoJSON FeatureCollection whose features carry `properties.name` only). */
export interface GeoMapDetail extends GeoMapSummary {
  geojson: unknown;
}

/** The largest GeoJSON file an administrator may upload, bytes. */
export const GEO_MAP_MAX_BYTES = 5 * 1024 * 1024;
/** A map's name: what the widget's options list it by. */
export const GEO_MAP_NAME_PATTERN = '^[^\\s<>"\'&][^<>"\'&]{0,39}$';
