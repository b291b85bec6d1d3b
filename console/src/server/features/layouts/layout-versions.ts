import type { LayoutVersionInfo, PageLayout } from '../../../protocol';
import type { Queryable } from '../../core/db/adapter';

/** Versions kept per page: an operator's saves are few a day, so this is years; older ones are dropped as new ones come. */
export const KEPT_VERSIONS = 500;

/** One save (or restore) of a page: who, from where, which version it started from (none: the current one). */
export interface PageEdit {
  group: string;
  page: string;
  layout: PageLayout;
  by: string;
  ip: string;
  at: number;
  baseVersion?: number;
  /** The version brought back, for a restore. */
  restoredFrom?: number;
}

/** A page's current layout, version and last saver, locked until the transaction ends; undefined for no such page. */
export async function lockPageLayout(
  tx: Queryable,
  group: string,
  page: string,
): Promise<{ layout: PageLayout; version: number; updated_by: string } | undefined> {
  const { rows } = await tx.query<{ layout: PageLayout; version: number; updated_by: string }>(
    'SELECT layout, version, updated_by FROM group_layouts WHERE group_name = $1 AND page = $2 FOR UPDATE',
    [group, page],
  );
  return rows[0];
}

/** Stores a page's layout as `version`, its copy in the history (older than the kept ones dropped). */
export async function storePageVersion(tx: Queryable, edit: PageEdit, version: number, summary: string): Promise<void> {
  await tx.query(
    'UPDATE group_layouts SET layout = $3, updated_by = $4, updated_at = $5, version = $6 WHERE group_name = $1 AND page = $2',
    [edit.group, edit.page, JSON.stringify(edit.layout), edit.by, edit.at, version],
  );
  await tx.query(
    'INSERT INTO group_layout_versions (group_name, page, version, layout, saved_by, saved_at, summary) VALUES ($1, $2, $3, $4, $5, $6, $7)',
    [edit.group, edit.page, version, JSON.stringify(edit.layout), edit.by, edit.at, summary],
  );
  await tx.query('DELETE FROM group_layout_versions WHERE group_name = $1 AND page = $2 AND version <= $3', [
    edit.group,
    edit.page,
    version - KEPT_VERSIONS,
  ]);
}

/** A page's kept versions, newest first, without their layouts. */
export async function listLayoutVersions(
  db: Queryable,
  group: string,
  page: string,
  limit = 50,
): Promise<LayoutVersionInfo[]> {
  const { rows } = await db.query<{ version: number; saved_by: string; saved_at: number; summary: string }>(
    'SELECT version, saved_by, saved_at, summary FROM group_layout_versions WHERE group_name = $1 AND page = $2 ORDER BY version DESC LIMIT $3',
    [group, page, limit],
  );
  return rows.map((r) => ({ version: r.version, savedBy: r.saved_by, savedAt: r.saved_at, summary: r.summary }));
}

/** One kept version's layout, or undefined. */
export async function layoutVersion(
  db: Queryable,
  group: string,
  page: string,
  version: number,
): Promise<PageLayout | undefined> {
  const { rows } = await db.query<{ layout: PageLayout }>(
    'SELECT layout FROM group_layout_versions WHERE group_name = $1 AND page = $2 AND version = $3',
    [group, page, version],
  );
  return rows[0]?.layout;
}
