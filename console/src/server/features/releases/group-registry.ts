import type { PageLayout } from '../../../protocol';
import type { Queryable } from '../../core/db/adapter';
import { rowMapping } from '../../core/db/row-mapping';

/** What operators call the two groups `npm start` runs, until someone renames them. */
const DEFAULT_DISPLAY_NAMES: Record<string, string> = { hub: '人才服务港', xndx: '分析测试中心' };

/** A group's own record. */
export interface GroupRecord {
  name: string;
  displayName: string;
  createdAt: number;
  createdBy: string;
  removedAt?: number;
}

const GROUP = rowMapping<GroupRecord>({
  name: 'name',
  displayName: 'display_name',
  createdAt: 'created_at',
  createdBy: 'created_by',
  removedAt: 'removed_at?',
});

/** A group's record, removed or not; null when it was never recorded. */
export async function findGroupRecord(db: Queryable, name: string): Promise<GroupRecord | null> {
  const { rows } = await db.query(`SELECT ${GROUP.columns} FROM fleet_groups WHERE name = $1`, [name]);
  return rows.length ? GROUP.read(rows[0]) : null;
}

/** Every recorded group, removed ones included (callers tell them apart by `removedAt`). */
export async function listGroupRecords(db: Queryable): Promise<GroupRecord[]> {
  const { rows } = await db.query(`SELECT ${GROUP.columns} FROM fleet_groups ORDER BY name`);
  return rows.map(GROUP.read);
}

/** Records a group first used by a wall or a default (never one that was removed: its tombstone stays). */
export async function recordGroupIfNew(db: Queryable, name: string, by: string, at: number): Promise<boolean> {
  const { rows } = await db.query(
    'INSERT INTO fleet_groups (name, display_name, created_at, created_by) VALUES ($1, $2, $3, $4) ON CONFLICT (name) DO NOTHING RETURNING name',
    [name, DEFAULT_DISPLAY_NAMES[name] ?? name, at, by],
  );
  return rows.length > 0;
}

/** Records a group an admin created (a removed group of that id comes back as a new one). */
export async function createGroupRecord(
  db: Queryable,
  group: { name: string; displayName: string; by: string; at: number },
): Promise<void> {
  await db.query(
    `INSERT INTO fleet_groups (name, display_name, created_at, created_by) VALUES ($1, $2, $3, $4)
     ON CONFLICT (name) DO UPDATE SET display_name = EXCLUDED.display_name, created_at = EXCLUDED.created_at,
       created_by = EXCLUDED.created_by, removed_at = NULL, removed_by = NULL`,
    [group.name, group.displayName, group.at, group.by],
  );
}

/** Renames a group (its display name; the id walls and rollouts use stays). */
export async function renameGroupRecord(db: Queryable, name: string, displayName: string): Promise<void> {
  await db.query('UPDATE fleet_groups SET display_name = $2 WHERE name = $1', [name, displayName]);
}

/** Copies one group's versions and layouts to another (a new group starts as a copy of an existing one). */
export async function copyGroupContent(db: Queryable, from: string, to: string, by: string, at: number): Promise<void> {
  await db.query(
    `INSERT INTO group_versions (group_name, remote, version, updated_by, updated_at) SELECT $2, remote, version, $3, $4 FROM group_versions WHERE group_name = $1`,
    [from, to, by, at],
  );
  await db.query(
    `INSERT INTO group_layouts (group_name, page, layout, updated_by, updated_at) SELECT $2, page, layout, $3, $4 FROM group_layouts WHERE group_name = $1`,
    [from, to, by, at],
  );
}

/** A new group's versions and pages when it copies none (its pages' version 1 is kept by {@link keepStartingVersions}). */
export async function insertGroupContent(
  db: Queryable,
  group: string,
  versions: Record<string, string>,
  pages: [string, PageLayout][],
  by: string,
  at: number,
): Promise<void> {
  for (const [remote, version] of Object.entries(versions)) {
    await db.query(
      'INSERT INTO group_versions (group_name, remote, version, updated_by, updated_at) VALUES ($1, $2, $3, $4, $5)',
      [group, remote, version, by, at],
    );
  }
  for (const [page, layout] of pages) {
    await db.query(
      'INSERT INTO group_layouts (group_name, page, layout, updated_by, updated_at) VALUES ($1, $2, $3, $4, $5)',
      [group, page, JSON.stringify(layout), by, at],
    );
  }
}

/** The pages a group has a layout for. */
export async function groupPages(db: Queryable, group: string): Promise<string[]> {
  const { rows } = await db.query<{ page: string }>(
    'SELECT page FROM group_layouts WHERE group_name = $1 ORDER BY page',
    [group],
  );
  return rows.map((r) => r.page);
}

/** A new group's page replaced by its starting layout (still its version 1: nothing was saved over it). */
export async function replaceStartingLayout(
  db: Queryable,
  group: string,
  page: string,
  layout: PageLayout,
): Promise<void> {
  await db.query('UPDATE group_layouts SET layout = $3 WHERE group_name = $1 AND page = $2', [
    group,
    page,
    JSON.stringify(layout),
  ]);
}

/** A new group's pages as its kept version 1, so that its starting layout can be restored after edits. */
export async function keepStartingVersions(db: Queryable, group: string, by: string, at: number): Promise<void> {
  await db.query(
    `INSERT INTO group_layout_versions (group_name, page, version, layout, saved_by, saved_at, summary)
     SELECT group_name, page, version, layout, $2, $3, '新建分组时的布局' FROM group_layouts WHERE group_name = $1`,
    [group, by, at],
  );
}

/** Removes a group: its versions, layouts and switch history go, its record stays as a tombstone. */
export async function removeGroupRecord(db: Queryable, name: string, by: string, at: number): Promise<void> {
  await db.query('DELETE FROM group_versions WHERE group_name = $1', [name]);
  await db.query('DELETE FROM group_layouts WHERE group_name = $1', [name]);
  await db.query('DELETE FROM group_version_history WHERE group_name = $1', [name]);
  await db.query('UPDATE fleet_groups SET removed_at = $2, removed_by = $3 WHERE name = $1', [name, at, by]);
}
