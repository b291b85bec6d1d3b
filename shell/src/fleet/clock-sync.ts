import { ClockOffsetFilter, setFleetClockOffset, type OffsetEstimate } from '@cockpit/shared-sdk';
import type { BeatReply } from '@cockpit/protocol';

const isTime = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * Measures the wall's clock against the fleet service's from each beat (NTP's four times: the beat's send, the
 * service's receive and answer, the answer's arrival) and sets the corrected clock every schedule runs on. A wall
 * that loses the fleet keeps its last correction.
 */
export function clockSync(now: () => number = Date.now) {
  const filter = new ClockOffsetFilter();
  return {
    /** Sends a beat through `send`, timing it; an answer with the service's times corrects the clock. */
    async timed<T>(send: () => Promise<T>): Promise<T> {
      const sentAt = now();
      const reply = await send();
      const receivedAt = now();
      const clock = (reply as Partial<BeatReply> | null)?.clock;
      if (clock && isTime(clock.receivedAt) && isTime(clock.sentAt) && clock.sentAt >= clock.receivedAt) {
        setFleetClockOffset(
          filter.add({ sentAt, serverReceivedAt: clock.receivedAt, serverSentAt: clock.sentAt, receivedAt }).offsetMs,
        );
      }
      return reply;
    },
    /** The measured offset for the next beat (the console shows it per wall, per tile). */
    report(): OffsetEstimate | undefined {
      const best = filter.best();
      return best && { offsetMs: Math.round(best.offsetMs), rttMs: Math.round(best.rttMs) };
    },
  };
}
