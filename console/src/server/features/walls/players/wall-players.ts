import type { PlayerRecovery, PlayerReportBody, WallPlayerInfo } from '@cockpit/protocol';
import type { Queryable } from '../../../core/db/adapter';

/** Recoveries kept per wall: older ones are deleted when new ones are stored. */
export const RECOVERIES_KEPT = 50;

interface PlayerRow {
  version: string;
  chromium: string;
  started_at: string | number;
  browser_started_at: string | number | null;
  reported_at: string | number;
  screen: PlayerReportBody['screen'] | string | null;
}
interface RecoveryRow {
  at: string | number;
  reason: string;
  dark_ms: string | number;
  steps: string;
}

/**
 * Stores a player's report: its facts replace the last ones; its recoveries are added once each (a report the player
 * sends again after a lost answer adds nothing). Returns the recoveries that were new.
 */
export async function storePlayerReport(
  db: Queryable,
  wallId: string,
  report: PlayerReportBody,
  at: number,
): Promise<PlayerRecovery[]> {
  await db.query(
    `INSERT INTO wall_players (wall_id, version, chromium, started_at, browser_started_at, reported_at, screen) VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb)
     ON CONFLICT (wall_id) DO UPDATE SET version = $2, chromium = $3, started_at = $4, browser_started_at = $5, reported_at = $6, screen = $7::jsonb`,
    [
      wallId,
      report.version,
      report.chromium,
      report.startedAt,
      report.browserStartedAt ?? null,
      at,
      report.screen ? JSON.stringify(report.screen) : null,
    ],
  );
  const added: PlayerRecovery[] = [];
  for (const r of report.recoveries) {
    const { rows } = await db.query<{ at: string }>(
      'INSERT INTO wall_recoveries (wall_id, at, reason, dark_ms, steps) VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING RETURNING at',
      [wallId, r.at, r.reason, Math.round(r.darkMs), r.steps.join(',')],
    );
    if (rows.length) added.push(r);
  }
  if (added.length) {
    await db.query(
      'DELETE FROM wall_recoveries WHERE wall_id = $1 AND at < (SELECT min(at) FROM (SELECT at FROM wall_recoveries WHERE wall_id = $1 ORDER BY at DESC LIMIT $2) newest)',
      [wallId, RECOVERIES_KEPT],
    );
  }
  return added;
}

/** When the wall's player last reported (undefined: no player ever did). */
export async function playerReportedAt(db: Queryable, wallId: string): Promise<number | undefined> {
  const { rows } = await db.query<{ reported_at: string | number }>(
    'SELECT reported_at FROM wall_players WHERE wall_id = $1',
    [wallId],
  );
  return rows.length ? Number(rows[0].reported_at) : undefined;
}

/** The wall's player and its recoveries, newest first. */
export async function wallPlayer(db: Queryable, wallId: string): Promise<WallPlayerInfo> {
  const players = await db.query<PlayerRow>('SELECT * FROM wall_players WHERE wall_id = $1', [wallId]);
  const recoveries = await db.query<RecoveryRow>(
    'SELECT at, reason, dark_ms, steps FROM wall_recoveries WHERE wall_id = $1 ORDER BY at DESC LIMIT $2',
    [wallId, RECOVERIES_KEPT],
  );
  const p = players.rows[0];
  const screen =
    typeof p?.screen === 'string' ? (JSON.parse(p.screen) as PlayerReportBody['screen']) : (p?.screen ?? undefined);
  return {
    player: p
      ? {
          version: p.version,
          chromium: p.chromium,
          startedAt: Number(p.started_at),
          reportedAt: Number(p.reported_at),
          ...(p.browser_started_at === null ? {} : { browserStartedAt: Number(p.browser_started_at) }),
          ...(screen ? { screen } : {}),
        }
      : null,
    recoveries: recoveries.rows.map((r) => ({
      at: Number(r.at),
      reason: r.reason as PlayerRecovery['reason'],
      darkMs: Number(r.dark_ms),
      steps: r.steps.split(',').filter(Boolean) as PlayerRecovery['steps'],
    })),
  };
}
