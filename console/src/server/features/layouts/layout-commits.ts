import type { Database } from '../../core/db/adapter';
import { Refusal } from '../../core/http/errors';
import { recordAudit } from '../audit';
import { describeLayoutChange } from './layout-diff';
import {
  describeDaypartChange,
  keepDaypartVersion,
  latestDaypartVersion,
  lockGroupWeek,
  storeGroupWeek,
  type DaypartEdit,
} from './daypart-layouts';
import { lockPageLayout, storePageVersion, type PageEdit } from './layout-versions';

/**
 * Stores a page's new layout as its next version, its copy in the history and its audit entry (the change in words),
 * in one transaction. A save based on a version that is no longer the current one is refused (409), changing nothing.
 */
export async function commitPageLayout(db: Database, edit: PageEdit): Promise<{ version: number; summary: string }> {
  return db.transaction(async (tx) => {
    const current = await lockPageLayout(tx, edit.group, edit.page);
    if (!current) throw new Refusal(404, `分组 ${edit.group} 没有页面 ${edit.page}`, 'page');
    if (edit.baseVersion !== undefined && edit.baseVersion !== current.version) {
      throw new Refusal(
        409,
        `保存冲突：页面 ${edit.page} 已被 ${current.updated_by} 保存为第 ${current.version} 版，你的修改基于第 ${edit.baseVersion} 版。请查看当前版本后重新修改`,
        'version',
      );
    }
    const version = current.version + 1;
    const change = describeLayoutChange(current.layout, edit.layout);
    const summary = edit.restoredFrom === undefined ? change : `恢复第 ${edit.restoredFrom} 版：${change}`;
    await storePageVersion(tx, edit, version, summary);
    const action = edit.restoredFrom === undefined ? 'layout.update' : 'layout.restore';
    await recordAudit(tx, {
      actor: edit.by,
      action,
      target: `${edit.group}/${edit.page}`,
      detail: `第 ${version} 版：${summary}`,
      ip: edit.ip,
      at: edit.at,
    });
    return { version, summary };
  });
}

/**
 * Stores a daypart's new layout of a page in the group's week, as its next version, with its copy in the history and
 * its audit entry (the change in words), in one transaction. A save based on a version no longer current is refused (409).
 */
export async function commitDaypartLayout(
  db: Database,
  edit: DaypartEdit,
): Promise<{ version: number; summary: string }> {
  return db.transaction(async (tx) => {
    const week = await lockGroupWeek(tx, edit.group);
    const part = week?.dayparts.find((p) => p.name === edit.daypart);
    if (!week || !part) throw new Refusal(404, `分组 ${edit.group} 没有时段「${edit.daypart}」`, 'daypart');
    const latest = await latestDaypartVersion(tx, edit.group, edit.daypart, edit.page);
    if (edit.baseVersion !== undefined && edit.baseVersion !== latest.version) {
      throw new Refusal(
        409,
        `保存冲突：时段「${edit.daypart}」的页面 ${edit.page} 已被 ${latest.savedBy} 保存为第 ${latest.version} 版，你的修改基于第 ${edit.baseVersion} 版。请查看当前版本后重新修改`,
        'version',
      );
    }
    const change = describeDaypartChange(part.pages[edit.page], edit.own, edit.layout);
    const summary = edit.restoredFrom === undefined ? change : `恢复第 ${edit.restoredFrom} 版：${change}`;
    const schedule = {
      ...week,
      dayparts: week.dayparts.map((p) => (p === part ? { ...p, pages: { ...p.pages, [edit.page]: edit.layout } } : p)),
    };
    await storeGroupWeek(tx, edit.group, schedule, edit.by, edit.at);
    const version = await keepDaypartVersion(tx, { ...edit, summary });
    const action = edit.restoredFrom === undefined ? 'daypart-layout.update' : 'daypart-layout.restore';
    await recordAudit(tx, {
      actor: edit.by,
      action,
      target: `${edit.group}/${edit.daypart}/${edit.page}`,
      detail: `第 ${version} 版：${summary}`,
      ip: edit.ip,
      at: edit.at,
    });
    return { version, summary };
  });
}
