import type { Queryable } from '../../../core/db/adapter';

/** Remembers the version a group ran before a direct switch (what `rollback` without a version goes back to). */
export async function pushReplacedVersion(
  db: Queryable,
  entry: { group: string; remote: string; version: string; by: string; at: number },
): Promise<void> {
  await db.query(
    'INSERT INTO group_version_history (group_name, remote, version, replaced_by, replaced_at) VALUES ($1, $2, $3, $4, $5)',
    [entry.group, entry.remote, entry.version, entry.by, entry.at],
  );
  // Twenty steps back is plenty; the audit log keeps the whole story.
  await db.query(
    `DELETE FROM group_version_history WHERE group_name = $1 AND remote = $2 AND id NOT IN
       (SELECT id FROM group_version_history WHERE group_name = $1 AND remote = $2 ORDER BY id DESC LIMIT 20)`,
    [entry.group, entry.remote],
  );
}

/** The latest version a group ran before a switch, with its entry id; null when there is none. */
export async function lastReplacedVersion(
  db: Queryable,
  group: string,
  remote: string,
): Promise<{ id: number; version: string } | null> {
  const { rows } = await db.query<{ id: string | number; version: string }>(
    'SELECT id, version FROM group_version_history WHERE group_name = $1 AND remote = $2 ORDER BY id DESC LIMIT 1',
    [group, remote],
  );
  return rows.length ? { id: Number(rows[0].id), version: rows[0].version } : null;
}

/** Drops an entry a rollback went back to (a rollback is not itself a step to roll back to). */
export async function dropReplacedVersion(db: Queryable, id: number): Promise<void> {
  await db.query('DELETE FROM group_version_history WHERE id = $1', [id]);
}
