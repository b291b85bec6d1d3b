/** One exchange with the fleet service, NTP's way: the wall's send and receive times, the service's receive and send times. */
export interface ClockSample {
  /** Wall clock when the beat left. */
  sentAt: number;
  /** Service clock when the beat arrived, and when its answer left. */
  serverReceivedAt: number;
  serverSentAt: number;
  /** Wall clock when the answer arrived. */
  receivedAt: number;
}

/** What one exchange says: the service's clock minus the wall's, and the round trip it was measured over. */
export interface OffsetEstimate {
  offsetMs: number;
  rttMs: number;
}

/** NTP's estimate: the offset is exact when the way out and the way back took as long; it is off by at most rtt / 2. */
export function estimateOf(sample: ClockSample): OffsetEstimate {
  const rttMs = Math.max(0, sample.receivedAt - sample.sentAt - (sample.serverSentAt - sample.serverReceivedAt));
  const offsetMs = (sample.serverReceivedAt - sample.sentAt + (sample.serverSentAt - sample.receivedAt)) / 2;
  return { offsetMs, rttMs };
}

/** Two estimates that cannot both be true (their error bounds do not meet): the wall's clock stepped between them. */
const disagree = (a: OffsetEstimate, b: OffsetEstimate, slackMs: number) =>
  Math.abs(a.offsetMs - b.offsetMs) > (a.rttMs + b.rttMs) / 2 + slackMs;

/**
 * The wall's offset to the fleet service from its last `window` exchanges: the one with the shortest round trip wins
 * (a queued or retried request only ever makes the estimate worse). An exchange that contradicts the kept ones
 * beyond their error bounds means the wall's clock was set: the old ones are dropped and the new one is taken at once.
 */
export class ClockOffsetFilter {
  private samples: OffsetEstimate[] = [];

  constructor(
    private readonly window = 8,
    private readonly slackMs = 20,
  ) {}

  /** Takes one exchange; returns the estimate in force after it. */
  add(sample: ClockSample): OffsetEstimate {
    const next = estimateOf(sample);
    const best = this.best();
    if (best && disagree(best, next, this.slackMs)) this.samples = [];
    this.samples = [...this.samples, next].slice(-this.window);
    return this.best()!;
  }

  /** The estimate in force (undefined before the first exchange). */
  best(): OffsetEstimate | undefined {
    return this.samples.reduce<OffsetEstimate | undefined>(
      (best, s) => (!best || s.rttMs < best.rttMs ? s : best),
      undefined,
    );
  }
}
