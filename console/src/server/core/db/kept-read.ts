/**
 * A read kept for `ttlMs`, for a row read on every request: callers within the moment share one promise; a failed
 * read is not kept, so the next caller reads again.
 */
export class KeptRead<T> {
  private kept?: { at: number; value: Promise<T> };

  constructor(
    private readonly read: () => Promise<T>,
    private readonly ttlMs: number,
  ) {}

  get(now: number): Promise<T> {
    if (this.kept && now - this.kept.at < this.ttlMs) return this.kept.value;
    const value = this.read();
    this.kept = { at: now, value };
    value.catch(() => {
      if (this.kept?.value === value) this.kept = undefined;
    });
    return value;
  }

  forget(): void {
    this.kept = undefined;
  }
}
