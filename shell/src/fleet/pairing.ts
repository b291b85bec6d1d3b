import type { PairingIssued, WallCredential } from '@cockpit/protocol';
import type { PairingShown } from './heartbeat';
import { pairingRefusalWords, type PairingRefusalShown } from './pairing-refusal';
import { FleetRequestError } from './post-json';
import { asCredential } from './wall-credential';
import type { EnrolSuggestions } from './wall-identity';

/** The enrolment routes a wall without a credential calls (no credential of its own; the poll carries the pairing secret). */
export type EnrolPath = '/api/enrol/pairing' | '/api/enrol/pairing/poll';

/** How often the wall asks whether its code was claimed: the service's `pollMs`, within these bounds (claimed → beating within 5 s). */
export const POLL_BOUNDS_MS = { min: 1000, max: 2500 } as const;
/** How long a wall waits after a failed request (service down, rate limit) before it tries the same step again. */
export const PAIRING_RETRY_MS = 10_000;

export interface PairingOptions {
  request: EnrolSuggestions & { shellBuild?: string };
  /** POSTs to the fleet service; rejects with a {@link FleetRequestError}. */
  post: (path: EnrolPath, body: unknown, bearer: string | undefined, signal: AbortSignal) => Promise<unknown>;
  /** A new code to show (the first, or one after the last expired). */
  onCode: (shown: PairingShown) => void;
  /** An operator claimed the code: the wall's own credential. Pairing has stopped. */
  onClaimed: (credential: WallCredential) => void;
  /** A request failed (shown on the ops overlay; the code stays on screen). */
  onTrouble?: (reason: string) => void;
  /** Asking for a code failed, so none is on screen: why and what to do, in Chinese (cleared by the next code). */
  onRefused?: (shown: PairingRefusalShown) => void;
  now?: () => number;
}

function issued(reply: unknown): PairingIssued {
  const r = reply as Partial<PairingIssued> | null;
  if (
    typeof r?.code !== 'string' ||
    !/^[A-Z0-9]{4,12}$/.test(r.code) ||
    typeof r.pairingSecret !== 'string' ||
    typeof r.expiresAt !== 'number'
  ) {
    throw new FleetRequestError('配对码回复格式不对');
  }
  const pollMs = Math.min(POLL_BOUNDS_MS.max, Math.max(POLL_BOUNDS_MS.min, Number(r.pollMs) || POLL_BOUNDS_MS.max));
  return {
    code: r.code,
    pairingSecret: r.pairingSecret,
    expiresAt: r.expiresAt,
    pollMs,
    fleetName: typeof r.fleetName === 'string' ? r.fleetName.slice(0, 40) : '',
  };
}

/** A code that expired, or a pairing secret the service no longer knows: ask a new code. */
const needsNewCode = (error: unknown) =>
  error instanceof FleetRequestError && (error.status === 404 || error.status === 401);

/**
 * Asks the fleet for a pairing code, shows it, and polls with its pairing secret until an operator claims it.
 * An expired code gives a new code; a failed request is tried again later with the code left on screen. One
 * request at a time, one timer; the returned function stops both.
 */
export function startPairing(options: PairingOptions): () => void {
  const { now = Date.now } = options;
  const stopping = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let current: PairingIssued | undefined;
  const later = (step: () => Promise<void>, ms: number) => {
    if (!stopping.signal.aborted) timer = setTimeout(() => void step(), ms);
  };
  const failed = (step: () => Promise<void>, error: unknown) => {
    if (stopping.signal.aborted) return;
    options.onTrouble?.(error instanceof Error ? error.message : String(error));
    later(step, PAIRING_RETRY_MS);
  };

  const ask = async (): Promise<void> => {
    try {
      current = issued(await options.post('/api/enrol/pairing', options.request, undefined, stopping.signal));
      if (stopping.signal.aborted) return;
      options.onCode({ code: current.code, fleetName: current.fleetName, expiresAt: current.expiresAt });
      later(poll, current.pollMs);
    } catch (error) {
      if (!stopping.signal.aborted) options.onRefused?.(pairingRefusalWords(error));
      failed(ask, error);
    }
  };

  const poll = async (): Promise<void> => {
    if (!current || now() >= current.expiresAt) return ask();
    try {
      const reply = (await options.post('/api/enrol/pairing/poll', {}, current.pairingSecret, stopping.signal)) as {
        status?: unknown;
        credential?: unknown;
      } | null;
      if (stopping.signal.aborted) return;
      const credential = reply?.status === 'claimed' ? asCredential(reply.credential) : undefined;
      if (credential) options.onClaimed(credential);
      else later(poll, current.pollMs);
    } catch (error) {
      if (needsNewCode(error) && !stopping.signal.aborted) return ask();
      failed(poll, error);
    }
  };

  void ask();
  return () => {
    stopping.abort();
    clearTimeout(timer);
  };
}
