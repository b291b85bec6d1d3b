/**
 * The main frame's document load in flight, told from the DevTools Page domain's events alone. The player used to
 * read it off the Network domain's request/response events; enabling Network on a wall's tab for weeks makes Chromium
 * keep a record (and the body) of every request the page makes, in the renderer, for as long as the tab lives: the
 * renderer grew by megabytes per simulated day in `npm run bench:soak`. Page events cost nothing per request.
 */
export type PageNavigationEvent =
  | { kind: 'started'; frameId: string; loaderId: string; navigationType: string }
  | { kind: 'committed'; frameId: string; parentId?: string; loaderId: string }
  | { kind: 'stopped'; frameId: string };

/** Navigations that load no new document (an anchor, pushState, back within the document): no request goes out. */
const SAME_DOCUMENT = new Set(['sameDocument', 'historySameDocument']);

export class NavigationWatch {
  /** The loader of the main frame's document load started and not yet committed (or given up). */
  private pending?: string;

  constructor(private mainFrameId?: string) {}

  /** That load's request is out and its server has not answered (commit follows the response's first bytes). */
  get awaitingServer(): boolean {
    return this.pending !== undefined;
  }

  /** Takes one event; returns 'started' when a main-frame document load begins, 'settled' when the pending one ends. */
  take(event: PageNavigationEvent): 'started' | 'settled' | undefined {
    if (event.kind === 'committed' && event.parentId === undefined) this.mainFrameId = event.frameId;
    if (this.mainFrameId !== undefined && event.frameId !== this.mainFrameId) return undefined;
    if (event.kind === 'started') {
      if (SAME_DOCUMENT.has(event.navigationType)) return undefined;
      this.pending = event.loaderId;
      return 'started';
    }
    if (this.pending === undefined) return undefined;
    // A commit of an older load (the one a newer navigation replaced) does not end the newer one.
    if (event.kind === 'committed' && event.loaderId !== this.pending) return undefined;
    this.pending = undefined;
    return 'settled';
  }

  /** A navigation the player starts itself: whatever was pending is replaced by it. */
  reset(): void {
    this.pending = undefined;
  }
}
