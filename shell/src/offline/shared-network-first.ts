import { Strategy, type StrategyHandler, type StrategyOptions } from 'workbox-strategies';
import type { NetworkVerdict } from './network-verdict';

/** Seconds a request asked of the network behind a kept copy may take before it is dropped (nothing piles up). */
export const BEHIND_TIMEOUT_S = 30;

export interface SharedNetworkFirstOptions extends StrategyOptions {
  /** Seconds the network gets before the kept copy answers, while the verdict says the network is up. */
  networkTimeoutSeconds: number;
  verdict: NetworkVerdict;
}

type Outcome = { response: Response } | { error: unknown } | 'timeout';

/**
 * Network first, with one verdict for every route: while the network is up, the network gets `networkTimeoutSeconds`
 * and the kept copy stands in past it (or at once on a failure); once any request timed out or failed, requests with a
 * kept copy answer from it at once and the network is still asked behind it (which keeps the copy fresh and lifts the
 * verdict when it answers). A request with no copy always waits for the network.
 */
export class SharedNetworkFirst extends Strategy {
  private readonly timeoutMs: number;
  private readonly verdict: NetworkVerdict;

  constructor({ networkTimeoutSeconds, verdict, ...options }: SharedNetworkFirstOptions) {
    super(options);
    this.timeoutMs = networkTimeoutSeconds * 1000;
    this.verdict = verdict;
  }

  async _handle(request: Request, handler: StrategyHandler): Promise<Response> {
    const network = this.askNetwork(request, handler);
    void handler.waitUntil(network.catch(() => undefined));
    if (this.verdict.isDown()) {
      const kept = await handler.cacheMatch(request);
      if (kept) return kept;
      return network;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<Outcome>((resolve) => (timer = setTimeout(() => resolve('timeout'), this.timeoutMs)));
    const first = await Promise.race([
      network.then(
        (response): Outcome => ({ response }),
        (error: unknown): Outcome => ({ error }),
      ),
      timeout,
    ]);
    clearTimeout(timer);
    if (first !== 'timeout' && 'response' in first) return first.response;
    if (first === 'timeout') this.verdict.noAnswer();
    const kept = await handler.cacheMatch(request);
    if (kept) return kept;
    if (first === 'timeout') return network;
    throw first.error;
  }

  /** The network's answer (kept when good, by the route's plugins); the verdict learns from it either way. */
  private async askNetwork(request: Request, handler: StrategyHandler): Promise<Response> {
    // A page load cannot be given a signal of its own (its mode is `navigate`); every other request is dropped in time.
    const asked =
      request.mode === 'navigate'
        ? request
        : new Request(request, { signal: AbortSignal.timeout(BEHIND_TIMEOUT_S * 1000) });
    try {
      const response = await handler.fetchAndCachePut(asked);
      this.verdict.answered();
      return response;
    } catch (error) {
      this.verdict.noAnswer();
      throw error;
    }
  }
}
