/**
 * The institution's own maps (districts, zones, campuses) for the map widget: only the geometry simplified for the
 * walls is kept, with its regions' names, its content hash (the walls' ETag) and the vertex counts before and after.
 */
export const sql = `
CREATE TABLE geo_maps (
  id serial PRIMARY KEY,
  name text NOT NULL UNIQUE,
  name_property text NOT NULL,
  regions jsonb NOT NULL,
  geometry text NOT NULL,
  version text NOT NULL,
  vertices_before integer NOT NULL,
  vertices_after integer NOT NULL,
  bytes_before integer NOT NULL,
  bytes_after integer NOT NULL,
  updated_by text NOT NULL,
  updated_at bigint NOT NULL
);
`;
