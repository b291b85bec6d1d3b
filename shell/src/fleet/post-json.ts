/** How long a request to the fleet service may take before the wall gives up on it. */
export const FLEET_REQUEST_TIMEOUT_MS = 10_000;

/** A request to the fleet service that did not get a good answer; `message` says why in a few words. */
export class FleetRequestError extends Error {
  /**
   * @param status the HTTP status of a refusal (absent when there was no answer)
   * @param reason the refusal's `reason` field (`expired`, `revoked`, `retired`…), when it gave one
   */
  constructor(
    message: string,
    readonly status?: number,
    readonly reason?: string,
  ) {
    super(message);
    this.name = 'FleetRequestError';
  }
}

export interface PostOptions {
  /** The bearer credential: the wall's own secret, or its pairing secret while it waits to be claimed. */
  key?: string;
  /** Aborts the request (the heartbeat stopped). */
  signal?: AbortSignal;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}

/** The error of a refusal, with the service's own words when it said any (`{ error, reason }`). */
async function refusal(response: Response): Promise<FleetRequestError> {
  const body = (await response.json().catch(() => null)) as { error?: unknown; reason?: unknown } | null;
  const reason = typeof body?.reason === 'string' ? body.reason.slice(0, 40) : undefined;
  const said = typeof body?.error === 'string' ? `：${body.error.slice(0, 200)}` : '';
  return new FleetRequestError(`HTTP ${response.status}${said}`, response.status, reason);
}

/**
 * POSTs `body` as JSON with the wall key and returns the parsed reply. Never waits longer than the
 * timeout; every failure (no answer, timeout, refusal, a reply that is not JSON) is a {@link FleetRequestError}.
 */
export async function postJson(
  url: string,
  body: unknown,
  { key, signal, timeoutMs = FLEET_REQUEST_TIMEOUT_MS, fetchImpl = fetch }: PostOptions,
): Promise<unknown> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onStop = () => controller.abort();
  signal?.addEventListener('abort', onStop);
  try {
    let response: Response;
    try {
      response = await fetchImpl(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...(key ? { Authorization: `Bearer ${key}` } : {}) },
        body: JSON.stringify(body),
        signal: controller.signal,
        keepalive: false,
        cache: 'no-store',
        credentials: 'omit',
      });
    } catch {
      throw new FleetRequestError(
        timedOut ? `超时（${timeoutMs / 1000} 秒）` : signal?.aborted ? '已停止' : '无法连接',
      );
    }
    if (!response.ok) throw await refusal(response);
    try {
      return await response.json();
    } catch {
      throw new FleetRequestError(timedOut ? `超时（${timeoutMs / 1000} 秒）` : '回复不是有效的 JSON');
    }
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onStop);
  }
}
