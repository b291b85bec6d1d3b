/**
 * A daypart's layout of a page is versioned like the page's own: each save names the version it started from (a stale
 * one is refused) and every version is kept so an earlier one can be restored. The week itself gets a version too, so a
 * stale 排程 save cannot overwrite a daypart layout saved in the designer meanwhile. Layouts already stored become version 1.
 */
export const sql = `
ALTER TABLE group_schedules ADD COLUMN version integer NOT NULL DEFAULT 1;
CREATE TABLE daypart_layout_versions (
  group_name text NOT NULL,
  daypart text NOT NULL,
  page text NOT NULL,
  version integer NOT NULL,
  layout jsonb NOT NULL,
  saved_by text NOT NULL,
  saved_at bigint NOT NULL,
  summary text NOT NULL,
  PRIMARY KEY (group_name, daypart, page, version)
);
INSERT INTO daypart_layout_versions (group_name, daypart, page, version, layout, saved_by, saved_at, summary)
  SELECT s.group_name, part->>'name', p.key, 1, p.value, s.updated_by, s.updated_at, '迁移前的时段布局'
  FROM group_schedules s, jsonb_array_elements(s.schedule->'dayparts') AS part, jsonb_each(part->'pages') AS p;
`;
