import type { Schedule } from '@cockpit/shared-sdk/layout-schema';
import type { PageLayout } from '../../../protocol';
import type { Queryable } from '../../core/db/adapter';

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
  return {
    schedule: row.schedule,
    version: Number(row.version),
    updatedAt: Number(row.updated_at),
    updatedBy: row.updated_by,
    layoutVersions,
  };
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

/** A group's stored week, its version and last saver, locked until the transaction ends; undefined before its first. */
export async function lockSchedule(
  tx: Queryable,
  group: string,
): Promise<{ schedule: Schedule; version: number; updated_by: string } | undefined> {
  const { rows } = await tx.query<{ schedule: Schedule; version: number; updated_by: string }>(
    'SELECT schedule, version, updated_by FROM group_schedules WHERE group_name = $1 FOR UPDATE',
    [group],
  );
  return rows[0];
}

/** Stores a group's week as `version` (replacing the one before). */
export async function storeSchedule(
  tx: Queryable,
  group: string,
  schedule: Schedule,
  by: string,
  at: number,
  version: number,
): Promise<void> {
  await tx.query(
    `INSERT INTO group_schedules (group_name, schedule, updated_by, updated_at, version) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (group_name) DO UPDATE SET schedule = EXCLUDED.schedule, updated_by = EXCLUDED.updated_by, updated_at = EXCLUDED.updated_at, version = EXCLUDED.version`,
    [group, JSON.stringify(schedule), by, at, version],
  );
}
