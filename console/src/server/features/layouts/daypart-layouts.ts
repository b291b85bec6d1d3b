import type { Schedule } from '@cockpit/shared-sdk/layout-schema';
import type { LayoutVersionInfo, PageLayout } from '../../../protocol';
import type { Queryable } from '../../core/db/adapter';
import { describeLayoutChange } from './layout-diff';
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
export async function latestDaypartVersion(
  db: Queryable,
  group: string,
  daypart: string,
  page: string,
): Promise<{ version: number; savedBy: string }> {
  const { rows } = await db.query<{ version: number; saved_by: string }>(
    'SELECT version, saved_by FROM daypart_layout_versions WHERE group_name = $1 AND daypart = $2 AND page = $3 ORDER BY version DESC LIMIT 1',
    [group, daypart, page],
  );
  return rows[0] ? { version: rows[0].version, savedBy: rows[0].saved_by } : { version: 0, savedBy: '' };
}

/** How a daypart's page changed, in words: from its own last layout, or, for a new takeover, from the page's own. */
export function describeDaypartChange(
  before: PageLayout | undefined,
  own: PageLayout | undefined,
  after: PageLayout,
): string {
  return before
    ? describeLayoutChange(before, after)
    : `开始使用时段布局（相对默认布局：${describeLayoutChange(own, after)}）`;
}

/** Keeps `layout` as the next version of a daypart's page (dropping the oldest beyond the kept number); returns it. */
export async function keepDaypartVersion(
  tx: Queryable,
  entry: { group: string; daypart: string; page: string; layout: PageLayout; by: string; at: number; summary: string },
): Promise<number> {
  const version = (await latestDaypartVersion(tx, entry.group, entry.daypart, entry.page)).version + 1;
  await tx.query(
    'INSERT INTO daypart_layout_versions (group_name, daypart, page, version, layout, saved_by, saved_at, summary) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)',
    [entry.group, entry.daypart, entry.page, version, JSON.stringify(entry.layout), entry.by, entry.at, entry.summary],
  );
  await tx.query(
    'DELETE FROM daypart_layout_versions WHERE group_name = $1 AND daypart = $2 AND page = $3 AND version <= $4',
    [entry.group, entry.daypart, entry.page, version - KEPT_VERSIONS],
  );
  return version;
}

/** A group's week, locked until the transaction ends; undefined for a group without one. */
export async function lockGroupWeek(tx: Queryable, group: string): Promise<Schedule | undefined> {
  const { rows } = await tx.query<{ schedule: Schedule }>(
    'SELECT schedule FROM group_schedules WHERE group_name = $1 FOR UPDATE',
    [group],
  );
  return rows[0]?.schedule;
}

/** Replaces a group's week as its next version. */
export async function storeGroupWeek(
  tx: Queryable,
  group: string,
  schedule: Schedule,
  by: string,
  at: number,
): Promise<void> {
  await tx.query(
    'UPDATE group_schedules SET schedule = $2, updated_by = $3, updated_at = $4, version = version + 1 WHERE group_name = $1',
    [group, JSON.stringify(schedule), by, at],
  );
}

/** A daypart page's kept versions, newest first, without their layouts. */
export async function listDaypartVersions(
  db: Queryable,
  group: string,
  daypart: string,
  page: string,
  limit = 50,
): Promise<LayoutVersionInfo[]> {
  const { rows } = await db.query<{ version: number; saved_by: string; saved_at: number; summary: string }>(
    'SELECT version, saved_by, saved_at, summary FROM daypart_layout_versions WHERE group_name = $1 AND daypart = $2 AND page = $3 ORDER BY version DESC LIMIT $4',
    [group, daypart, page, limit],
  );
  return rows.map((r) => ({
    version: r.version,
    savedBy: r.saved_by,
    savedAt: Number(r.saved_at),
    summary: r.summary,
  }));
}

/** One kept version of a daypart page's layout, or undefined. */
export async function daypartVersion(
  db: Queryable,
  group: string,
  daypart: string,
  page: string,
  version: number,
): Promise<PageLayout | undefined> {
  const { rows } = await db.query<{ layout: PageLayout }>(
    'SELECT layout FROM daypart_layout_versions WHERE group_name = $1 AND daypart = $2 AND page = $3 AND version = $4',
    [group, daypart, page, version],
  );
  return rows[0]?.layout;
}
