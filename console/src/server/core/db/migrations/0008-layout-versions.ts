/**
 * Each page of each group has a version: a save names the version it started from (a stale one is refused), and every
 * version is kept so an earlier one can be restored. The pages already stored become version 1.
 */
export const sql = `
ALTER TABLE group_layouts ADD COLUMN version integer NOT NULL DEFAULT 1;
CREATE TABLE group_layout_versions (
  group_name text NOT NULL,
  page text NOT NULL,
  version integer NOT NULL,
  layout jsonb NOT NULL,
  saved_by text NOT NULL,
  saved_at bigint NOT NULL,
  summary text NOT NULL,
  PRIMARY KEY (group_name, page, version)
);
INSERT INTO group_layout_versions (group_name, page, version, layout, saved_by, saved_at, summary)
  SELECT group_name, page, 1, layout, updated_by, updated_at, '迁移前的布局' FROM group_layouts;
`;
