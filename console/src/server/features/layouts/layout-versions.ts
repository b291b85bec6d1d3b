import type { LayoutVersionInfo, PageLayout } from '../../../protocol';
import type { Database, Queryable } from '../../core/db/adapter';
import { Refusal } from '../../core/http/errors';
import { describeLayoutChange } from './layout-diff';
import { recordAudit } from '../audit';

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

/**
 * Stores a page's new layout as its next version, its copy in the history and its audit entry (the change in words),
 * in one transaction. A save based on a version that is no longer the current one is refused (409), changing nothing.
 */
export async function commitPageLayout(db: Database, edit: PageEdit): Promise<{ version: number; summary: string }> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ layout: PageLayout; version: number; updated_by: string }>(
      'SELECT layout, version, updated_by FROM group_layouts WHERE group_name = $1 AND page = $2 FOR UPDATE',
      [edit.group, edit.page],
    );
    const current = rows[0];
    if (!current) throw new Refusal(404, `分组 ${edit.group} 没有页面 ${edit.page}`, 'page');
    if (edit.baseVersion !== undefined && edit.baseVersion !== current.version) {
      throw new Refusal(409, `保存冲突：页面 ${edit.page} 已被 ${current.updated_by} 保存为第 ${current.version} 版，你的修改基于第 ${edit.baseVersion} 版。请查看当前版本后重新修改`, 'version');
    }
    const version = current.version + 1;
    const change = describeLayoutChange(current.layout, edit.layout);
    const summary = edit.restoredFrom === undefined ? change : `恢复第 ${edit.restoredFrom} 版：${change}`;
    await tx.query('UPDATE group_layouts SET layout = $3, updated_by = $4, updated_at = $5, version = $6 WHERE group_name = $1 AND page = $2', [
      edit.group, edit.page, JSON.stringify(edit.layout), edit.by, edit.at, version,
    ]);
    await tx.query(
      'INSERT INTO group_layout_versions (group_name, page, version, layout, saved_by, saved_at, summary) VALUES ($1, $2, $3, $4, $5, $6, $7)',
      [edit.group, edit.page, version, JSON.stringify(edit.layout), edit.by, edit.at, summary],
    );
    await tx.query('DELETE FROM group_layout_versions WHERE group_name = $1 AND page = $2 AND version <= $3', [edit.group, edit.page, version - KEPT_VERSIONS]);
    const action = edit.restoredFrom === undefined ? 'layout.update' : 'layout.restore';
    await recordAudit(tx, { actor: edit.by, action, target: `${edit.group}/${edit.page}`, detail: `第 ${version} 版：${summary}`, ip: edit.ip, at: edit.at });
    return { version, summary };
  });
}

/** A page's kept versions, newest first, without their layouts. */
export async function listLayoutVersions(db: Queryable, group: string, page: string, limit = 50): Promise<LayoutVersionInfo[]> {
  const { rows } = await db.query<{ version: number; saved_by: string; saved_at: number; summary: string }>(
    'SELECT version, saved_by, saved_at, summary FROM group_layout_versions WHERE group_name = $1 AND page = $2 ORDER BY version DESC LIMIT $3',
    [group, page, limit],
  );
  return rows.map((r) => ({ version: r.version, savedBy: r.saved_by, savedAt: r.saved_at, summary: r.summary }));
}

/** One kept version's layout, or undefined. */
export async function layoutVersion(db: Queryable, group: string, page: string, version: number): Promise<PageLayout | undefined> {
  const { rows } = await db.query<{ layout: PageLayout }>(
    'SELECT layout FROM group_layout_versions WHERE group_name = $1 AND page = $2 AND version = $3',
    [group, page, version],
  );
  return rows[0]?.layout;
}
