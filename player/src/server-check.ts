/**
 * The player's own request to the wall's server while the tab's page load waits for it. A stalled server that comes
 * back answers new requests, not the one it held: the load would wait for its navigation timeout (30 s). When a request
 * sent after the load began is answered and the load still waits, the load is lost and the watchdog navigates again.
 */
export class ServerCheck {
  private inFlight = false;
  private since?: number;
  private startedAt?: number;
  private answeredAt?: number;
  /** Called `graceMs` after the server answered (the player looks at once instead of at its next turn). */
  onAnswer?: () => void;

  constructor(
    private readonly url: string,
    private readonly timeoutMs: number,
    private readonly graceMs: number,
  ) {}

  /**
   * Called each look. While a load (`navigatingSince`) awaits the server, asks the server again and again (one request
   * at a time, each within `timeoutMs`, a failed one retried after `graceMs`); returns when a request sent after the
   * load began was answered, if one was.
   */
  poll(navigatingSince: number | undefined, awaitingServer: boolean, now = Date.now()): number | undefined {
    this.since = awaitingServer ? navigatingSince : undefined;
    if (this.since === undefined) {
      this.answeredAt = undefined;
      return undefined;
    }
    if (this.answeredAt !== undefined && this.startedAt !== undefined && this.startedAt >= this.since)
      return this.answeredAt;
    if (!this.inFlight) void this.ask(now);
    return undefined;
  }

  private async ask(now: number): Promise<void> {
    this.inFlight = true;
    this.startedAt = now;
    this.answeredAt = undefined;
    let answered = false;
    try {
      // Any HTTP answer is the server answering (a 404 or 503 is for the page to show, not for the load to wait on).
      const reply = await fetch(this.url, {
        signal: AbortSignal.timeout(this.timeoutMs),
        redirect: 'manual',
        cache: 'no-store',
      });
      await reply.body?.cancel();
      answered = true;
    } catch {
      // No answer in time, refused, reset: the server is still away.
    } finally {
      this.inFlight = false;
    }
    if (this.since === undefined) return;
    if (answered) {
      this.answeredAt = Date.now();
      setTimeout(() => this.since !== undefined && this.onAnswer?.(), this.graceMs).unref();
    } else {
      // A held request timed out (or a refused one failed at once): ask again, not only at the next look.
      setTimeout(() => this.since !== undefined && !this.inFlight && void this.ask(Date.now()), this.graceMs).unref();
    }
  }
}
