import type { Database, Queryable } from '../../core/db/adapter';
import { withAudit, type Who } from '../audit';

/** Every table that keeps rows of a wall, children before `enrolled_walls` itself. */
const WALL_TABLES = [
  'wall_credentials',
  'slot_events',
  'screenshots',
  'wall_actions',
  'wall_streams',
  'wall_players',
  'wall_recoveries',
  'wall_health',
  'walls',
];

/** The longest retention a purge takes (ten years), and the shortest (a day: nothing just retired goes). */
export const PURGE_DAYS = { min: 1, max: 3650 };

/** Deletes another feature's revoked tokens older than `before` (the publish tokens of releases); returns how many. */
export type PurgeTokens = (tx: Queryable, before: number) => Promise<number>;

/** What a purge deleted. */
export interface Purged {
  walls: number;
  wallCredentials: number;
  provisioningTokens: number;
  publishTokens: number;
}

/** Deletes walls retired before `before` with all they kept (a wall that is enrolled is never touched). */
async function purgeRetiredWalls(tx: Queryable, before: number): Promise<number> {
  const { rows } = await tx.query<{ wall_id: string }>(
    'SELECT wall_id FROM enrolled_walls WHERE retired_at IS NOT NULL AND retired_at < $1 FOR UPDATE',
    [before],
  );
  const ids = rows.map((r) => r.wall_id);
  if (!ids.length) return 0;
  for (const table of WALL_TABLES) await tx.query(`DELETE FROM ${table} WHERE wall_id = ANY($1::text[])`, [ids]);
  await tx.query('DELETE FROM enrolled_walls WHERE wall_id = ANY($1::text[])', [ids]);
  return ids.length;
}

/**
 * 清理: retired walls, revoked wall credentials, revoked provisioning tokens and revoked publish tokens older than
 * `days`, in one transaction with its audit entry (what went, how many of each).
 */
export async function purgeRetired(
  db: Database,
  days: number,
  who: Who,
  purgePublishTokens: PurgeTokens,
): Promise<Purged> {
  if (!Number.isInteger(days) || days < PURGE_DAYS.min || days > PURGE_DAYS.max)
    throw new RangeError(`保留天数应为 ${PURGE_DAYS.min}–${PURGE_DAYS.max} 的整数`);
  const before = Date.now() - days * 86_400_000;
  const words = (p: Purged) => ({
    ...who,
    action: 'retention.purge',
    target: `${days} 天前`,
    detail: `退役墙面 ${p.walls} 块，吊销的墙面凭据 ${p.wallCredentials} 个、安装令牌 ${p.provisioningTokens} 个、发布令牌 ${p.publishTokens} 个`,
  });
  return withAudit(db, words, async (tx) => {
    const walls = await purgeRetiredWalls(tx, before);
    const wallCredentials = (
      await tx.query('DELETE FROM wall_credentials WHERE revoked_at IS NOT NULL AND revoked_at < $1 RETURNING id', [
        before,
      ])
    ).rows.length;
    const provisioningTokens = (
      await tx.query('DELETE FROM provisioning_tokens WHERE revoked_at IS NOT NULL AND revoked_at < $1 RETURNING id', [
        before,
      ])
    ).rows.length;
    return { walls, wallCredentials, provisioningTokens, publishTokens: await purgePublishTokens(tx, before) };
  });
}
