import type { GroupLayouts, PageLayout } from '../../../protocol';
import type { Queryable } from '../../core/db/adapter';

/** Seeds a group's settled versions and layouts from the defaults; rows it already has are kept. */
export async function seedGroup(
  db: Queryable,
  group: string,
  defaults: { remotes: Record<string, string>; pages: Record<string, PageLayout> },
  now: number,
): Promise<void> {
  for (const [remote, version] of Object.entries(defaults.remotes)) {
    await db.query(
      `INSERT INTO group_versions (group_name, remote, version, updated_by, updated_at) VALUES ($1, $2, $3, '默认', $4)
       ON CONFLICT (group_name, remote) DO NOTHING`,
      [group, remote, version, now],
    );
  }
  for (const [page, layout] of Object.entries(defaults.pages)) {
    await db.query(
      `INSERT INTO group_layouts (group_name, page, layout, updated_by, updated_at) VALUES ($1, $2, $3, '默认', $4)
       ON CONFLICT (group_name, page) DO NOTHING`,
      [group, page, JSON.stringify(layout), now],
    );
    await db.query(
      `INSERT INTO group_layout_versions (group_name, page, version, layout, saved_by, saved_at, summary) VALUES ($1, $2, 1, $3, '默认', $4, '默认布局')
       ON CONFLICT (group_name, page, version) DO NOTHING`,
      [group, page, JSON.stringify(layout), now],
    );
  }
}

/** Every group's settled versions: group → remote → version. */
export async function allGroupVersions(db: Queryable): Promise<Map<string, Record<string, string>>> {
  const { rows } = await db.query<{ group_name: string; remote: string; version: string }>(
    'SELECT group_name, remote, version FROM group_versions ORDER BY group_name, remote',
  );
  const groups = new Map<string, Record<string, string>>();
  for (const r of rows) groups.set(r.group_name, { ...groups.get(r.group_name), [r.remote]: r.version });
  return groups;
}

/** One group's settled versions: remote → version. */
export async function groupVersions(db: Queryable, group: string): Promise<Record<string, string>> {
  const { rows } = await db.query<{ remote: string; version: string }>(
    'SELECT remote, version FROM group_versions WHERE group_name = $1',
    [group],
  );
  return Object.fromEntries(rows.map((r) => [r.remote, r.version]));
}

/** Settles a remote's version in a group (a promotion, or a rollback restoring the old one). */
export async function setGroupVersion(
  db: Queryable,
  change: { group: string; remote: string; version: string; by: string; at: number },
): Promise<void> {
  await db.query(
    `INSERT INTO group_versions (group_name, remote, version, updated_by, updated_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (group_name, remote) DO UPDATE SET version = EXCLUDED.version, updated_by = EXCLUDED.updated_by, updated_at = EXCLUDED.updated_at`,
    [change.group, change.remote, change.version, change.by, change.at],
  );
}

/** One group's page layouts, with the last edit's time and author. */
export async function groupLayouts(db: Queryable, group: string): Promise<Omit<GroupLayouts, 'group'>> {
  const { rows } = await db.query<{
    page: string;
    layout: PageLayout;
    updated_by: string;
    updated_at: number;
    version: number;
  }>(
    'SELECT page, layout, updated_by, updated_at, version FROM group_layouts WHERE group_name = $1 ORDER BY updated_at DESC, page',
    [group],
  );
  const pages = Object.fromEntries(
    [...rows].sort((a, b) => a.page.localeCompare(b.page)).map((r) => [r.page, r.layout]),
  );
  const versions = Object.fromEntries(rows.map((r) => [r.page, r.version]));
  return rows.length
    ? { pages, versions, updatedAt: rows[0].updated_at, updatedBy: rows[0].updated_by }
    : { pages, versions };
}

/** Groups that exist: those with settled versions, and those an enrolled wall is in. */
export async function knownGroups(db: Queryable): Promise<string[]> {
  // A removed group stays out whatever still names it (its tombstone in fleet_groups).
  const { rows } = await db.query<{ group_name: string }>(
    `(SELECT name AS group_name FROM fleet_groups WHERE removed_at IS NULL
      UNION SELECT group_name FROM group_versions
      UNION SELECT group_name FROM enrolled_walls WHERE retired_at IS NULL)
     EXCEPT SELECT name FROM fleet_groups WHERE removed_at IS NOT NULL`,
  );
  return rows.map((r) => r.group_name);
}
