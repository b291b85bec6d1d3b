import type { WallCredential } from '@cockpit/protocol';
import { FleetRequestError } from './post-json';
import { streamBackoffMs } from './stream-backoff';
import { asCredential } from './wall-credential';

export interface ProvisionOptions {
  /** POSTs the token to `/api/enrol/provision`; rejects with a {@link FleetRequestError}. */
  post: (signal: AbortSignal) => Promise<unknown>;
  /** The wall's own credential: provisioning has stopped. */
  onEnrolled: (credential: WallCredential) => void;
  /** The service refused the token (expired, used up, unknown): the wall pairs instead. */
  onRefused: (reason: string) => void;
  /** No answer yet (service down or slow, a 5xx, a rate limit): said on the ops overlay, tried again after `retryInMs`. */
  onTrouble: (reason: string, retryInMs: number) => void;
  backoffMs?: (attempt: number) => number;
}

/**
 * Refusals are answers about the token (4xx but 429); anything else says nothing about it. A kiosk that boots before
 * its network, or meets a busy service, keeps its token and tries again, instead of giving it up for a pairing code
 * nobody is there to type.
 */
export const isTokenRefusal = (error: unknown): boolean =>
  error instanceof FleetRequestError &&
  error.status !== undefined &&
  error.status >= 400 &&
  error.status < 500 &&
  error.status !== 429;

/** Exchanges a provisioning token for the wall's credential, retrying with backoff until an answer. Returns the stop function. */
export function startProvisioning({
  post,
  onEnrolled,
  onRefused,
  onTrouble,
  backoffMs = streamBackoffMs,
}: ProvisionOptions): () => void {
  const stopping = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const attempt = (n: number) => {
    post(stopping.signal)
      .then((reply) => {
        const credential = asCredential(reply);
        if (!credential) throw new FleetRequestError('回复里没有有效的墙面凭据', 422);
        if (!stopping.signal.aborted) onEnrolled(credential);
      })
      .catch((error: unknown) => {
        if (stopping.signal.aborted) return;
        const reason = error instanceof Error ? error.message : String(error);
        if (isTokenRefusal(error)) return onRefused(reason);
        const wait = backoffMs(n);
        onTrouble(reason, wait);
        timer = setTimeout(() => attempt(n + 1), wait);
      });
  };
  attempt(0);
  return () => {
    stopping.abort();
    clearTimeout(timer);
  };
}
