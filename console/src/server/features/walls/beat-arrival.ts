/**
 * The header the walls' proxy sets to when it took the request (nginx `$msec`, seconds with milliseconds), the
 * convention of `X-Request-Start: t=<seconds>`.
 */
export const ARRIVAL_HEADER = 'x-request-start';

/** How far back an arrival time is believed; an older one (a proxy's wrong clock) counts as now. */
const BELIEVED_FOR_MS = 5 * 60_000;

/**
 * When a beat was taken: the proxy's arrival time when it is earlier than now. A replica that was stopped (SIGSTOP, a
 * long pause) answers the requests queued in its socket when it resumes; stamped with that moment, a beat sent
 * before a wall was closed would make the closed wall look alive again. A sender can only make its beat older with
 * the header, never newer, so it needs no trust.
 */
export function beatArrival(header: string | string[] | undefined, now: number): number {
  const value = Array.isArray(header) ? header[0] : header;
  const seconds = Number(/^t=(\d+(?:\.\d+)?)$/.exec(value?.trim() ?? '')?.[1] ?? NaN);
  const at = Math.round(seconds * 1000);
  return Number.isFinite(at) && at <= now && now - at <= BELIEVED_FOR_MS ? at : now;
}
