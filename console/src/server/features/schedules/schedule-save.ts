import { samePage } from '../../../protocol';
import type { Database } from '../../core/db/adapter';
import { Refusal } from '../../core/http/errors';
import { recordAudit } from '../audit';
import { describeDaypartChange, keepDaypartVersion } from '../layouts';
import { describeDropped } from './schedule-diff';
import { lockSchedule, storeSchedule, type ScheduleEdit } from './schedules-store';

/**
 * Stores a week (replacing the one before) in one transaction with its audit entry; each daypart page whose layout
 * changed is kept as that page's next version, its change in words in the entry. A stale base is refused (409).
 */
export async function saveGroupSchedule(db: Database, edit: ScheduleEdit): Promise<number> {
  return db.transaction(async (tx) => {
    const stored = await lockSchedule(tx, edit.group);
    const current = stored ? Number(stored.version) : 0;
    if (edit.baseVersion !== undefined && edit.baseVersion !== current) {
      throw new Refusal(
        409,
        `保存冲突：排程已被 ${stored?.updated_by ?? '他人'} 保存为第 ${current} 版，你的修改基于第 ${edit.baseVersion} 版。请放弃修改，查看当前版本后重新修改`,
        'version',
      );
    }
    const changes: string[] = [];
    for (const part of edit.schedule.dayparts) {
      const before = stored?.schedule.dayparts.find((p) => p.name === part.name)?.pages ?? {};
      for (const [page, layout] of Object.entries(part.pages)) {
        // The stored week is jsonb, whose keys come back in an order of its own: compared by value.
        if (samePage(before[page], layout)) continue;
        const summary = describeDaypartChange(before[page], edit.own[page], layout);
        const version = await keepDaypartVersion(tx, {
          group: edit.group,
          daypart: part.name,
          page,
          layout,
          by: edit.by,
          at: edit.at,
          summary,
        });
        changes.push(`时段「${part.name}」页面 ${page} 第 ${version} 版：${summary}`);
      }
    }
    await storeSchedule(tx, edit.group, edit.schedule, edit.by, edit.at, current + 1);
    await recordAudit(tx, {
      actor: edit.by,
      action: 'schedule.update',
      target: edit.group,
      detail: [
        `第 ${current + 1} 版`,
        edit.detail,
        ...changes,
        ...describeDropped(stored?.schedule, edit.schedule),
      ].join('；'),
      ip: edit.ip,
      at: edit.at,
    });
    return current + 1;
  });
}
