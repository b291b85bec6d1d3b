import type { PlayerRecovery, PlayerReportBody, PlayerReportReply, ProcessMemory } from '@cockpit/protocol';
import type { ScreenResult } from './screen-power';

/** Recoveries waiting to be reported: bounded, the oldest dropped first (a wall offline for weeks). */
export const PENDING_KEPT = 50;

/** What the player runs, as its report names it. */
export type PlayerRun = Pick<PlayerReportBody, 'version' | 'chromium' | 'startedAt' | 'browserStartedAt'>;

/** The report the player sends: what it runs, the recoveries it carries, and its screen and memory when it knows them. */
export function playerReport(
  run: PlayerRun,
  recoveries: PlayerRecovery[],
  screen?: ScreenResult,
  memory?: ProcessMemory,
): PlayerReportBody {
  return {
    ...run,
    recoveries,
    ...(screen
      ? { screen: { off: screen.off, switched: screen.switched, ...(screen.error ? { error: screen.error } : {}) } }
      : {}),
    ...(memory ? { memory } : {}),
  };
}

export interface WallCredential {
  fleetUrl: string;
  wallId: string;
  secret: string;
}

async function post<T>(url: string, secret: string, body: unknown): Promise<T> {
  const reply = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
  const text = await reply.text();
  if (!reply.ok) throw new Error(`${reply.status} ${text.slice(0, 200)}`);
  return (text ? JSON.parse(text) : {}) as T;
}

/** Sends a report; the caller drops the recoveries it carried once this resolves. */
export function sendReport(c: WallCredential, report: PlayerReportBody): Promise<PlayerReportReply> {
  return post(`${c.fleetUrl}/api/walls/${encodeURIComponent(c.wallId)}/player`, c.secret, report);
}

/** Answers an operator's action (the same answer route the page uses). */
export function ackAction(c: WallCredential, actionId: string, ok: boolean, error?: string): Promise<unknown> {
  return post(
    `${c.fleetUrl}/api/walls/${encodeURIComponent(c.wallId)}/actions/${encodeURIComponent(actionId)}/ack`,
    c.secret,
    { ok, ...(error ? { error } : {}) },
  );
}
