/**
 * The player's own request to the wall's server while the tab's page load waits for it. A stalled server that comes
 * back answers new requests, not the one it held: the load would wait for its navigation timeout (30 s). When a request
 * sent after the load began is answered and the load still waits, the load is lost and the watchdog navigates again.
 */
export class ServerCheck {
  private inFlight = false;
  private startedAt?: number;
  private answeredAt?: number;

  constructor(private readonly url: string, private readonly timeoutMs: number) {}

  /**
   * Called each look. While a load (`navigatingSince`) awaits the server, asks the server (one request at a time, each
   * within the look's timeout); returns when a request sent after the load began was answered, if one was.
   */
  poll(navigatingSince: number | undefined, awaitingServer: boolean, now = Date.now()): number | undefined {
    if (navigatingSince === undefined || !awaitingServer) {
      this.answeredAt = undefined;
      return undefined;
    }
    if (this.answeredAt !== undefined && this.startedAt !== undefined && this.startedAt >= navigatingSince) return this.answeredAt;
    if (!this.inFlight) void this.ask(now);
    return undefined;
  }

  private async ask(now: number): Promise<void> {
    this.inFlight = true;
    this.startedAt = now;
    this.answeredAt = undefined;
    try {
      // Any HTTP answer is the server answering (a 404 or 503 is for the page to show, not for the load to wait on).
      const reply = await fetch(this.url, { signal: AbortSignal.timeout(this.timeoutMs), redirect: 'manual', cache: 'no-store' });
      await reply.body?.cancel();
      if (this.startedAt === now) this.answeredAt = Date.now();
    } catch {
      // No answer in time, refused, reset: the server is still away.
    } finally {
      this.inFlight = false;
    }
  }
}
