import type { PageLayout } from '../../protocol';
import type { Queryable } from '../db/adapter';

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
  const { rows } = await db.query<{ remote: string; version: string }>('SELECT remote, version FROM group_versions WHERE group_name = $1', [group]);
  return Object.fromEntries(rows.map((r) => [r.remote, r.version]));
}

/** Settles a remote's version in a group (a promotion, or a rollback restoring the old one). */
export async function setGroupVersion(db: Queryable, change: { group: string; remote: string; version: string; by: string; at: number }): Promise<void> {
  await db.query(
    `INSERT INTO group_versions (group_name, remote, version, updated_by, updated_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (group_name, remote) DO UPDATE SET version = EXCLUDED.version, updated_by = EXCLUDED.updated_by, updated_at = EXCLUDED.updated_at`,
    [change.group, change.remote, change.version, change.by, change.at],
  );
}

/** One group's page layouts, with the last edit's time and author. */
export async function groupLayouts(db: Queryable, group: string): Promise<{ pages: Record<string, PageLayout>; updatedAt?: number; updatedBy?: string }> {
  const { rows } = await db.query<{ page: string; layout: PageLayout; updated_by: string; updated_at: number }>(
    'SELECT page, layout, updated_by, updated_at FROM group_layouts WHERE group_name = $1 ORDER BY updated_at DESC, page',
    [group],
  );
  const pages = Object.fromEntries([...rows].sort((a, b) => a.page.localeCompare(b.page)).map((r) => [r.page, r.layout]));
  return rows.length ? { pages, updatedAt: rows[0].updated_at, updatedBy: rows[0].updated_by } : { pages };
}

/** Stores an operator's layout of one page of a group. */
export async function saveGroupLayout(db: Queryable, edit: { group: string; page: string; layout: PageLayout; by: string; at: number }): Promise<void> {
  await db.query(
    `INSERT INTO group_layouts (group_name, page, layout, updated_by, updated_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (group_name, page) DO UPDATE SET layout = EXCLUDED.layout, updated_by = EXCLUDED.updated_by, updated_at = EXCLUDED.updated_at`,
    [edit.group, edit.page, JSON.stringify(edit.layout), edit.by, edit.at],
  );
}

/** Groups that exist: those with settled versions, and those an enrolled wall is in. */
export async function knownGroups(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{ group_name: string }>(
    'SELECT group_name FROM group_versions UNION SELECT group_name FROM enrolled_walls WHERE retired_at IS NULL',
  );
  return rows.map((r) => r.group_name);
}
