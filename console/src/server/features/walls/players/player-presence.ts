import type { Queryable } from '../../../core/db/adapter';
import { playerReportedAt } from './wall-players';

/** A player that has not reported for this long is not running (it reports every 15 s by default). */
export const PLAYER_FRESH_MS = 60_000;

/** Whether the wall's player reported recently enough to hear an action at its next report. */
export async function playerListening(db: Queryable, wallId: string, now: number): Promise<boolean> {
  const at = await playerReportedAt(db, wallId);
  return at !== undefined && now - at <= PLAYER_FRESH_MS;
}
