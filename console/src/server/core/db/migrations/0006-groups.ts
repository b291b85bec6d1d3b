/**
 * Groups as records of their own: a display name, who made them, and a tombstone once removed (so seeding a group's
 * defaults at start never brings a removed group back). And each group's version before every direct switch
 * (`npm run remote -- use`), for `rollback` without a version.
 */
export const sql = `
CREATE TABLE fleet_groups (
  name text PRIMARY KEY,
  display_name text NOT NULL,
  created_at bigint NOT NULL,
  created_by text NOT NULL,
  removed_at bigint,
  removed_by text
);
INSERT INTO fleet_groups (name, display_name, created_at, created_by)
  SELECT group_name,
         CASE group_name WHEN 'hub' THEN '人才服务港' WHEN 'xndx' THEN '分析测试中心' ELSE group_name END,
         min(updated_at), '迁移'
  FROM (SELECT group_name, updated_at FROM group_versions UNION ALL SELECT group_name, updated_at FROM group_layouts) AS used
  GROUP BY group_name;

CREATE TABLE group_version_history (
  id bigserial PRIMARY KEY,
  group_name text NOT NULL,
  remote text NOT NULL,
  version text NOT NULL,
  replaced_by text NOT NULL,
  replaced_at bigint NOT NULL
);
CREATE INDEX group_version_history_lookup ON group_version_history (group_name, remote, id);
`;
