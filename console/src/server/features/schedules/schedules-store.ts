import type { Schedule } from '@cockpit/shared-sdk/layout-schema';
import { samePage, type PageLayout } from '../../../protocol';
import type { Database, Queryable } from '../../core/db/adapter';
import { Refusal } from '../../core/http/errors';
import { describeDropped } from './schedule-diff';
import { recordAudit } from '../audit';
import { describeDaypartChange, keepDaypartVersion } from '../layouts';

/** A group's stored week: its version, last edit, and the latest version of each daypart's page layouts. */
export interface StoredSchedule {
  schedule: Schedule;
  version: number;
  updatedAt: number;
  updatedBy: string;
  layoutVersions: Record<string, Record<string, number>>;
}

/** A group's stored week, or undefined when the group has none. */
export async function groupSchedule(db: Queryable, group: string): Promise<StoredSchedule | undefined> {
  const { rows } = await db.query<{ schedule: Schedule; version: number; updated_by: string; updated_at: number }>(
    'SELECT schedule, version, updated_by, updated_at FROM group_schedules WHERE group_name = $1',
    [group],
  );
  const row = rows[0];
  if (!row) return undefined;
  const latest = await db.query<{ daypart: string; page: string; version: number }>(
    'SELECT daypart, page, max(version) AS version FROM daypart_layout_versions WHERE group_name = $1 GROUP BY daypart, page',
    [group],
  );
  const layoutVersions: Record<string, Record<string, number>> = {};
  for (const r of latest.rows) (layoutVersions[r.daypart] ??= {})[r.page] = Number(r.version);
  return { schedule: row.schedule, version: Number(row.version), updatedAt: Number(row.updated_at), updatedBy: row.updated_by, layoutVersions };
}

/** An operator's whole week, the version it started from (0: none stored yet), and the group's own page layouts. */
export interface ScheduleEdit {
  group: string;
  schedule: Schedule;
  own: Record<string, PageLayout>;
  by: string;
  ip: string;
  at: number;
  baseVersion?: number;
  /** The audit entry's description of the week (windows and names). */
  detail: string;
}

/**
 * Stores a week (replacing the one before) in one transaction with its audit entry; each daypart page whose layout
 * changed is kept as that page's next version, its change in words in the entry. A stale base is refused (409).
 */
export async function saveGroupSchedule(db: Database, edit: ScheduleEdit): Promise<number> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ schedule: Schedule; version: number; updated_by: string }>(
      'SELECT schedule, version, updated_by FROM group_schedules WHERE group_name = $1 FOR UPDATE',
      [edit.group],
    );
    const current = rows[0] ? Number(rows[0].version) : 0;
    if (edit.baseVersion !== undefined && edit.baseVersion !== current) {
      throw new Refusal(409, `保存冲突：排程已被 ${rows[0]?.updated_by ?? '他人'} 保存为第 ${current} 版，你的修改基于第 ${edit.baseVersion} 版。请放弃修改，查看当前版本后重新修改`, 'version');
    }
    const changes: string[] = [];
    for (const part of edit.schedule.dayparts) {
      const before = rows[0]?.schedule.dayparts.find((p) => p.name === part.name)?.pages ?? {};
      for (const [page, layout] of Object.entries(part.pages)) {
        // The stored week is jsonb, whose keys come back in an order of its own: compared by value.
        if (samePage(before[page], layout)) continue;
        const summary = describeDaypartChange(before[page], edit.own[page], layout);
        const version = await keepDaypartVersion(tx, { group: edit.group, daypart: part.name, page, layout, by: edit.by, at: edit.at, summary });
        changes.push(`时段「${part.name}」页面 ${page} 第 ${version} 版：${summary}`);
      }
    }
    await tx.query(
      `INSERT INTO group_schedules (group_name, schedule, updated_by, updated_at, version) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (group_name) DO UPDATE SET schedule = EXCLUDED.schedule, updated_by = EXCLUDED.updated_by, updated_at = EXCLUDED.updated_at, version = EXCLUDED.version`,
      [edit.group, JSON.stringify(edit.schedule), edit.by, edit.at, current + 1],
    );
    await recordAudit(tx, { actor: edit.by, action: 'schedule.update', target: edit.group, detail: [`第 ${current + 1} 版`, edit.detail, ...changes, ...describeDropped(rows[0]?.schedule, edit.schedule)].join('；'), ip: edit.ip, at: edit.at });
    return current + 1;
  });
}
