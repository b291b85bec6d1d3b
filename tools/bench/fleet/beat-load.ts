import autocannon from 'autocannon';
import type { WallBeat } from '@cockpit/protocol';

/** A beat step holds when every beat was answered, at 95 % of the rate or more, with p99 within this. */
export const P99_BUDGET_MS = 250;

export interface BeatLoad {
  /** Where the service answers, e.g. `http://127.0.0.1:16700` or nginx's `…/fleet`. */
  baseUrl: string;
  walls: number;
  seconds: number;
  /** Wall `bench-<i>`'s secret at `secrets[i]`. */
  secrets: string[];
  /** Counts the rounds of beats, across steps: each wall's beat changes with it. */
  round: { n: number };
  beatOf: (wall: number, round: number) => WallBeat;
}

export interface BeatLoadResult {
  rate: number;
  achieved: number;
  p50: number;
  p99: number;
  errors: number;
  ok: boolean;
}

/** `walls` enrolled bench walls each beating every 15 s for `seconds`, as one autocannon run at their overall rate. */
export async function runBeatLoad({
  baseUrl,
  walls,
  seconds,
  secrets,
  round,
  beatOf,
}: BeatLoad): Promise<BeatLoadResult> {
  const rate = walls / 15;
  const { origin, pathname } = new URL(baseUrl);
  const prefix = pathname.replace(/\/$/, '');
  let next = 0;
  const result = await autocannon({
    url: origin,
    connections: Math.min(200, Math.max(10, Math.ceil(rate / 10))),
    overallRate: rate,
    duration: seconds,
    timeout: 10,
    requests: [
      {
        setupRequest: (request) => {
          const i = next++ % walls;
          if (i === 0) round.n += 1;
          return {
            ...request,
            method: 'POST',
            path: `${prefix}/api/walls/bench-${i}/beat`,
            headers: { 'content-type': 'application/json', authorization: `Bearer ${secrets[i]}` },
            body: JSON.stringify(beatOf(i, round.n)),
          };
        },
      },
    ],
  });
  const errors = result.errors + result.timeouts + result.non2xx;
  const achieved = result.requests.total / seconds;
  const ok = errors === 0 && achieved >= rate * 0.95 && result.latency.p99 <= P99_BUDGET_MS;
  return { rate, achieved, p50: result.latency.p50, p99: result.latency.p99, errors, ok };
}
