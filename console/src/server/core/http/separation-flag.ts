import type { Queryable } from '../db/adapter';

/** The settings key of 三权分立: 'on' once the command line turned it on. */
export const SEPARATION_KEY = 'duties.separated';

/** Whether duties are separated (read at every console request: a replica never acts on a stale switch). */
export async function separationOn(db: Queryable): Promise<boolean> {
  const { rows } = await db.query<{ value: string }>('SELECT value FROM settings WHERE key = $1', [SEPARATION_KEY]);
  return rows[0]?.value === 'on';
}
