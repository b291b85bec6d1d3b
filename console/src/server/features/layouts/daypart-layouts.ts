import type { Schedule } from '@cockpit/shared-sdk/layout-schema';
import type { LayoutVersionInfo, PageLayout } from '../../../protocol';
import type { Database, Queryable } from '../../core/db/adapter';
import { Refusal } from '../../core/http/errors';
import { describeLayoutChange } from './layout-diff';
import { recordAudit } from '../audit';
import { KEPT_VERSIONS } from './layout-versions';

/** One save (or restore) of a daypart's layout of a page; `own` is the page's own layout, the start of a new takeover. */
export interface DaypartEdit {
  group: string;
  daypart: string;
  page: string;
  layout: PageLayout;
  own: PageLayout;
  by: string;
  ip: string;
  at: number;
  /** The version the edit started from, 0 for a page the daypart did not take over yet; none: whatever is current. */
  baseVersion?: number;
  restoredFrom?: number;
}

/** The latest kept version of a daypart's page and who saved it (version 0: none yet). */
export async function latestDaypartVersion(db: Queryable, group: string, daypart: string, page: string): Promise<{ version: number; savedBy: string }> {
  const { rows } = await db.query<{ version: number; saved_by: string }>(
    'SELECT version, saved_by FROM daypart_layout_versions WHERE group_name = $1 AND daypart = $2 AND page = $3 ORDER BY version DESC LIMIT 1',
    [group, daypart, page],
  );
  return rows[0] ? { version: rows[0].version, savedBy: rows[0].saved_by } : { version: 0, savedBy: '' };
}

/** How a daypart's page changed, in words: from its own last layout, or, for a new takeover, from the page's own. */
export function describeDaypartChange(before: PageLayout | undefined, own: PageLayout | undefined, after: PageLayout): string {
  return before ? describeLayoutChange(before, after) : `开始使用时段布局（相对默认布局：${describeLayoutChange(own, after)}）`;
}

/** Keeps `layout` as the next version of a daypart's page (dropping the oldest beyond the kept number); returns it. */
export async function keepDaypartVersion(tx: Queryable, entry: { group: string; daypart: string; page: string; layout: PageLayout; by: string; at: number; summary: string }): Promise<number> {
  const version = (await latestDaypartVersion(tx, entry.group, entry.daypart, entry.page)).version + 1;
  await tx.query(
    'INSERT INTO daypart_layout_versions (group_name, daypart, page, version, layout, saved_by, saved_at, summary) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)',
    [entry.group, entry.daypart, entry.page, version, JSON.stringify(entry.layout), entry.by, entry.at, entry.summary],
  );
  await tx.query('DELETE FROM daypart_layout_versions WHERE group_name = $1 AND daypart = $2 AND page = $3 AND version <= $4', [entry.group, entry.daypart, entry.page, version - KEPT_VERSIONS]);
  return version;
}

/**
 * Stores a daypart's new layout of a page in the group's week, as its next version, with its copy in the history and
 * its audit entry (the change in words), in one transaction. A save based on a version no longer current is refused (409).
 */
export async function commitDaypartLayout(db: Database, edit: DaypartEdit): Promise<{ version: number; summary: string }> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ schedule: Schedule }>('SELECT schedule FROM group_schedules WHERE group_name = $1 FOR UPDATE', [edit.group]);
    const part = rows[0]?.schedule.dayparts.find((p) => p.name === edit.daypart);
    if (!rows[0] || !part) throw new Refusal(404, `分组 ${edit.group} 没有时段「${edit.daypart}」`, 'daypart');
    const latest = await latestDaypartVersion(tx, edit.group, edit.daypart, edit.page);
    if (edit.baseVersion !== undefined && edit.baseVersion !== latest.version) {
      throw new Refusal(409, `保存冲突：时段「${edit.daypart}」的页面 ${edit.page} 已被 ${latest.savedBy} 保存为第 ${latest.version} 版，你的修改基于第 ${edit.baseVersion} 版。请查看当前版本后重新修改`, 'version');
    }
    const change = describeDaypartChange(part.pages[edit.page], edit.own, edit.layout);
    const summary = edit.restoredFrom === undefined ? change : `恢复第 ${edit.restoredFrom} 版：${change}`;
    const schedule = { ...rows[0].schedule, dayparts: rows[0].schedule.dayparts.map((p) => (p === part ? { ...p, pages: { ...p.pages, [edit.page]: edit.layout } } : p)) };
    await tx.query('UPDATE group_schedules SET schedule = $2, updated_by = $3, updated_at = $4, version = version + 1 WHERE group_name = $1', [edit.group, JSON.stringify(schedule), edit.by, edit.at]);
    const version = await keepDaypartVersion(tx, { ...edit, summary });
    const action = edit.restoredFrom === undefined ? 'daypart-layout.update' : 'daypart-layout.restore';
    await recordAudit(tx, { actor: edit.by, action, target: `${edit.group}/${edit.daypart}/${edit.page}`, detail: `第 ${version} 版：${summary}`, ip: edit.ip, at: edit.at });
    return { version, summary };
  });
}

/** A daypart page's kept versions, newest first, without their layouts. */
export async function listDaypartVersions(db: Queryable, group: string, daypart: string, page: string, limit = 50): Promise<LayoutVersionInfo[]> {
  const { rows } = await db.query<{ version: number; saved_by: string; saved_at: number; summary: string }>(
    'SELECT version, saved_by, saved_at, summary FROM daypart_layout_versions WHERE group_name = $1 AND daypart = $2 AND page = $3 ORDER BY version DESC LIMIT $4',
    [group, daypart, page, limit],
  );
  return rows.map((r) => ({ version: r.version, savedBy: r.saved_by, savedAt: Number(r.saved_at), summary: r.summary }));
}

/** One kept version of a daypart page's layout, or undefined. */
export async function daypartVersion(db: Queryable, group: string, daypart: string, page: string, version: number): Promise<PageLayout | undefined> {
  const { rows } = await db.query<{ layout: PageLayout }>(
    'SELECT layout FROM daypart_layout_versions WHERE group_name = $1 AND daypart = $2 AND page = $3 AND version = $4',
    [group, daypart, page, version],
  );
  return rows[0]?.layout;
}
