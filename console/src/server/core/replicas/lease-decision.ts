/** The stored lease: who holds it, the takeover count that fences a former holder out, and when it ends (database clock). */
export interface LeaseRow {
  holder: string;
  epoch: number;
  expiresAt: number;
}

/** What a replica does about the lease: take it (first, or from a holder gone silent), renew its own, or wait. */
export type LeaseDecision =
  | { action: 'take'; next: LeaseRow; from?: LeaseRow }
  | { action: 'renew'; next: LeaseRow; from: LeaseRow }
  | { action: 'wait'; holder: string; until: number };

/**
 * Decides by the stored row and the database's clock `now`. A holder renews by the TTL at each attempt; a lease that
 * ended (its holder was killed or cut off) is taken with the next epoch. `exclusive`: this process is the only one that
 * can open the database (the embedded one), so a row left by a killed predecessor is taken at once.
 */
export function decideLease(
  current: LeaseRow | undefined,
  me: string,
  now: number,
  ttlMs: number,
  exclusive = false,
): LeaseDecision {
  const until = now + ttlMs;
  if (!current) return { action: 'take', next: { holder: me, epoch: 1, expiresAt: until } };
  if (current.holder === me) return { action: 'renew', next: { ...current, expiresAt: until }, from: current };
  if (exclusive || current.expiresAt <= now)
    return { action: 'take', next: { holder: me, epoch: current.epoch + 1, expiresAt: until }, from: current };
  return { action: 'wait', holder: current.holder, until: current.expiresAt };
}

/**
 * Until when (this process's clock) a holder may act on a lease it stored at `sentAt`: a sixth of the TTL before the
 * database lets another take it, measured from before the write was sent, so a slow answer or a clock apart costs no overlap.
 */
export const actsUntil = (sentAt: number, ttlMs: number): number => sentAt + ttlMs - Math.ceil(ttlMs / 6);

/** How often a replica tries for the lease: three times per TTL, so one lost renewal never lets it lapse. */
export const attemptEveryMs = (ttlMs: number): number => Math.max(50, Math.floor(ttlMs / 3));
