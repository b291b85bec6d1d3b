import type { Schedule } from '@cockpit/shared-sdk/layout-schema';
import type { Queryable } from '../db/adapter';

/** A group's stored week, with its last edit's time and author; undefined when the group has none. */
export async function groupSchedule(db: Queryable, group: string, options: { forUpdate?: boolean } = {}): Promise<{ schedule: Schedule; updatedAt: number; updatedBy: string } | undefined> {
  const { rows } = await db.query<{ schedule: Schedule; updated_by: string; updated_at: number }>(
    `SELECT schedule, updated_by, updated_at FROM group_schedules WHERE group_name = $1${options.forUpdate ? ' FOR UPDATE' : ''}`,
    [group],
  );
  const row = rows[0];
  return row ? { schedule: row.schedule, updatedAt: Number(row.updated_at), updatedBy: row.updated_by } : undefined;
}

/** Stores an operator's week for a group (replacing the one before). */
export async function saveGroupSchedule(db: Queryable, edit: { group: string; schedule: Schedule; by: string; at: number }): Promise<void> {
  await db.query(
    `INSERT INTO group_schedules (group_name, schedule, updated_by, updated_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (group_name) DO UPDATE SET schedule = EXCLUDED.schedule, updated_by = EXCLUDED.updated_by, updated_at = EXCLUDED.updated_at`,
    [edit.group, JSON.stringify(edit.schedule), edit.by, edit.at],
  );
}
