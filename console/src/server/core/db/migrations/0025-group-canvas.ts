/** Each group's design canvas (size, spliced wall, tiles) and which wall shows which tile: one row per group that has one. */
export const sql = `
CREATE TABLE group_canvases (
  group_name text PRIMARY KEY,
  canvas jsonb NOT NULL,
  tile_walls jsonb NOT NULL DEFAULT '{}',
  updated_by text NOT NULL,
  updated_at bigint NOT NULL
);
`;
