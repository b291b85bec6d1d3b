// One verdict on the network for the whole worker. A start behind a network that takes connections and never
// answers would otherwise pay each file's timeout in turn (the page, then its scripts, then the runtime files, then
// the manifests, then the data): one timeout says the network is down, and every later request with a kept copy
// answers from it at once while the network is still asked behind it. The first answer from the network lifts it.

/** Whether the network answered lately, and who wants to hear when it comes back. */
export class NetworkVerdict {
  private downSince: number | undefined;
  private readonly backListeners = new Set<() => void>();

  constructor(private readonly now: () => number = Date.now) {}

  /** True from a request's timeout or failed connection until the next answer from the network. */
  isDown(): boolean {
    return this.downSince !== undefined;
  }

  /** Since when the network is down (epoch ms), or undefined. */
  since(): number | undefined {
    return this.downSince;
  }

  /** A request got no answer within its timeout, or could not connect. */
  noAnswer(): void {
    this.downSince ??= this.now();
  }

  /** An answer came from the network: the verdict lifts, and those listening hear it once. */
  answered(): void {
    if (this.downSince === undefined) return;
    this.downSince = undefined;
    for (const listener of this.backListeners) listener();
  }

  /** Calls `listener` each time the network comes back; returns its release. */
  onBack(listener: () => void): () => void {
    this.backListeners.add(listener);
    return () => void this.backListeners.delete(listener);
  }
}
