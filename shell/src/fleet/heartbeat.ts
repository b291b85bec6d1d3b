import type { BeatReply, MotionProfileName, PairingIssued, WallBeat } from '@cockpit/protocol';
import type { PairingRefusalShown } from './pairing-refusal';
import type { BeatDraft } from './wall-beat';

/** A pairing code the wall shows in its header band until an operator claims it. */
export type PairingShown = Pick<PairingIssued, 'code' | 'fleetName' | 'expiresAt'>;

/** What `window.__cockpit.wall` shows: who the wall is to the fleet service (never its credential) and how its last beat went. */
export interface WallStatus {
  /** The service's id of this wall, once it holds a credential. */
  id?: string;
  /** The group the service records for it (a beat's reply may change it). */
  group?: string;
  /** What operators call it (大厅左屏). */
  name?: string;
  /** The code shown while the wall waits to be claimed. */
  pairing?: PairingShown;
  /** Why the wall shows no code (the service refused one, or did not answer) and what to do; cleared by a code. */
  pairingRefused?: PairingRefusalShown;
  /** What an operator should know about its enrolment, in Chinese (a shared key retired, a token refused). */
  notices: string[];
  /** When the fleet service last took a beat, epoch ms. */
  lastBeatAt?: number;
  /** Why the last beat failed (cleared by the next good one). */
  lastBeatError?: string;
  /** Whether the push stream to the fleet service is open now (polling carries the changes while it is not). */
  streamOpen?: boolean;
  /** The motion profile the wall runs, why, and its device score once measured. */
  motion?: { profile: MotionProfileName; reason: string; score?: number };
}

/** How soon after start the first beat goes. */
export const FIRST_BEAT_DELAY_MS = 2_000;

export interface HeartbeatOptions {
  intervalMs: number;
  firstDelayMs?: number;
  /** The wall as it is now; `screenshotFor` names a screenshot posted since the last delivered beat. */
  assemble: (screenshotFor?: string) => BeatDraft;
  /** Sends a beat, resolving with the fleet service's reply; aborted through `signal` when the heartbeat stops. */
  post: (beat: WallBeat, signal: AbortSignal) => Promise<unknown>;
  /** The operator asked for a screenshot (the beat's reply named a request id). */
  onScreenshotRequest?: (requestId: string) => void;
  /** Every reply the service gave (it names the wall's group and name). */
  onReply?: (reply: Partial<BeatReply>) => void;
  /** A beat failed; returns true when the heartbeat must stop (the service refused the credential). */
  onFailure?: (error: unknown) => boolean;
  status: WallStatus;
  warn?: (message: string) => void;
  now?: () => number;
}

/** A running heartbeat: `screenshotPosted` names a screenshot for the next beat, `stop` releases every timer and request. */
export interface Heartbeat {
  screenshotPosted: (requestId: string) => void;
  /** Beats now (or right after the beat in flight): the reply carries what changed on the service. */
  beatNow: () => void;
  stop: () => void;
}

const screenshotRequest = (reply: unknown): string | undefined => {
  const id = (reply as Partial<BeatReply> | null)?.screenshotRequest;
  return typeof id === 'string' && id.length > 0 && id.length <= 64 ? id : undefined;
};

/**
 * Beats every `intervalMs`, at most one request in flight and nothing queued: a beat is assembled only
 * when it is sent, so a tick during a request or after a failure just means "send the wall as it is
 * next time". A beat owed while one was in flight goes as soon as that one is answered; after a failure
 * the next tick tries again. Failures are silent for the display: recorded in `status`, one warning each.
 */
export function startHeartbeat(options: HeartbeatOptions): Heartbeat {
  const { status, now = Date.now, warn = (message) => console.warn(message) } = options;
  const stopping = new AbortController();
  const warned = new Set<string>();
  let inFlight = false;
  let owed = false;
  let screenshotFor: string | undefined;

  const send = async (): Promise<void> => {
    inFlight = true;
    owed = false;
    const draft = options.assemble(screenshotFor);
    let delivered = false;
    try {
      const reply = await options.post(draft.beat, stopping.signal);
      if (stopping.signal.aborted) return;
      delivered = true;
      draft.delivered();
      if (draft.beat.screenshotFor === screenshotFor) screenshotFor = undefined;
      Object.assign(status, { lastBeatAt: now(), lastBeatError: undefined });
      warned.clear();
      options.onReply?.(reply ?? {});
      const requested = screenshotRequest(reply);
      if (requested && requested !== draft.beat.screenshotFor) options.onScreenshotRequest?.(requested);
    } catch (error) {
      if (stopping.signal.aborted) return;
      if (options.onFailure?.(error)) return;
      const reason = error instanceof Error ? error.message : String(error);
      status.lastBeatError = reason;
      if (!warned.has(reason) && warned.size < 32) {
        warned.add(reason);
        warn(`大屏心跳未送达：${reason}（大屏照常运行）`);
      }
    } finally {
      inFlight = false;
      if (delivered && owed && !stopping.signal.aborted) void send();
    }
  };

  const tick = () => {
    if (inFlight) owed = true;
    else void send();
  };
  let timer: ReturnType<typeof setInterval> | undefined;
  const first = setTimeout(() => {
    tick();
    timer = setInterval(tick, options.intervalMs);
  }, options.firstDelayMs ?? FIRST_BEAT_DELAY_MS);
  return {
    screenshotPosted: (requestId) => void (screenshotFor = requestId),
    beatNow: () => {
      if (!stopping.signal.aborted) tick();
    },
    stop: () => {
      clearTimeout(first);
      clearInterval(timer);
      stopping.abort();
    },
  };
}
