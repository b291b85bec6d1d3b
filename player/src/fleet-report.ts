import type { ProcessMemory } from './process-memory';
import type { RecoveryReason, RecoveryStep } from './watchdog-steps';

/** One recovery as the player reports it (`PlayerReport.recoveries`). */
export interface Recovery {
  at: number;
  reason: RecoveryReason;
  /** How long the screen was dark (or frozen) before the shell reported ready again, ms. */
  darkMs: number;
  steps: RecoveryStep[];
}

/** `POST /api/walls/:wallId/player` under the wall's own credential. */
export interface PlayerReport {
  version: string;
  chromium: string;
  startedAt: number;
  browserStartedAt?: number;
  /** Recoveries not reported yet (the service keeps each once: `at` + reason is its key). */
  recoveries: Recovery[];
  /** The group's schedule has the screen off, and whether the display could be switched (关屏（按排程）). */
  screen?: { off: boolean; switched: boolean; error?: string };
  /** Chromium's processes' resident memory by kind (browser, renderer, GPU, other), read from /proc at each report. */
  memory?: ProcessMemory;
}

/** What the service answers: an operator's 重启浏览器 waiting for this player. */
export interface PlayerReportAnswer {
  restart?: { actionId: string };
}

/** Recoveries waiting to be reported: bounded, the oldest dropped first (a wall offline for weeks). */
export const PENDING_KEPT = 50;

export interface WallCredential { fleetUrl: string; wallId: string; secret: string }

async function post<T>(url: string, secret: string, body: unknown): Promise<T> {
  const reply = await fetch(url, {
    method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` }, body: JSON.stringify(body), signal: AbortSignal.timeout(10_000),
  });
  const text = await reply.text();
  if (!reply.ok) throw new Error(`${reply.status} ${text.slice(0, 200)}`);
  return (text ? JSON.parse(text) : {}) as T;
}

/** Sends a report; the caller drops the recoveries it carried once this resolves. */
export function sendReport(c: WallCredential, report: PlayerReport): Promise<PlayerReportAnswer> {
  return post(`${c.fleetUrl}/api/walls/${encodeURIComponent(c.wallId)}/player`, c.secret, report);
}

/** Answers an operator's action (the same answer route the page uses). */
export function ackAction(c: WallCredential, actionId: string, ok: boolean, error?: string): Promise<unknown> {
  return post(`${c.fleetUrl}/api/walls/${encodeURIComponent(c.wallId)}/actions/${encodeURIComponent(actionId)}/ack`, c.secret, { ok, ...(error ? { error } : {}) });
}
