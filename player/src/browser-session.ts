import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { IGNORED_DEFAULT_FLAGS, kioskFlags } from './chromium-flags';
import type { PlayerConfig } from './config';
import { prepareProfile } from './kiosk-profile';
import { NavigationWatch, type PageNavigationEvent } from './navigation-watch';
import { lookInPage, type PageLook } from './page-probe';
import { clearStaleLock } from './profile-lock';
import { readScreenSize, type Size } from './screen-fit';
import { waitingPageUrl } from './waiting-page';

/**
 * What Puppeteer's page would enable on the tab and a wall must not have: the Network domain (Chromium then keeps a
 * record of every request the page makes, in the renderer, for the tab's life) and Audits (every issue kept).
 */
export const QUIET_DEVTOOLS = { networkEnabled: false, issuesEnabled: false } as const;

// Never unref'd: while the player waits for a dead browser, this timer may be all that keeps it running.
const timeout = <T>(ms: number, value: T) => new Promise<T>((resolve) => setTimeout(resolve, ms, value));

/**
 * One Chromium with the wall's tab, driven over the DevTools protocol by puppeteer-core. It records what happened
 * between two looks (crash, browser gone, a navigation in flight); the watchdog decides, this only does.
 */
export class BrowserSession {
  private browser?: Browser;
  private page?: Page;
  crashed = false;
  gone = true;
  /** When the tab's crash or the browser's end was heard (cleared by the next launch or navigation). */
  faultAt?: number;
  navigatingSince?: number;
  startedAt?: number;
  chromiumVersion?: string;
  private navigation = 0;
  /** The main frame's document load in flight, from the Page domain (an older one's end, as a newer replaces it, is not an end). */
  private navigations = new NavigationWatch();
  /** The X screen's size the window takes at the next launch (the last look's, else asked of the X server). */
  screenSize?: Size;
  /** Called when the tab crashes or the browser goes: the player looks at once, and a look in flight ends now. */
  onFault?: () => void;
  private readonly faultWaiters = new Set<() => void>();
  /** That request is out and its server has not answered (a stopped renderer never gets here: its server answers). */
  get awaitingServer(): boolean {
    return this.navigations.awaitingServer;
  }

  constructor(
    private readonly config: PlayerConfig,
    private readonly log: (line: string) => void,
  ) {}

  get pid(): number | undefined {
    return this.browser?.process()?.pid;
  }

  get wsEndpoint(): string | undefined {
    return this.browser?.connected ? this.browser.wsEndpoint() : undefined;
  }

  async launch(url: string): Promise<void> {
    const lock = clearStaleLock(this.config.profileDir);
    if (lock === 'cleared') this.log('清除了上次留下的配置文件锁');
    prepareProfile(this.config.profileDir);
    this.screenSize ??= readScreenSize();
    const browser = await puppeteer.launch({
      executablePath: this.config.chromium,
      headless: false,
      userDataDir: this.config.profileDir,
      defaultViewport: null,
      // The first page is the player's own (never Chromium's white about:blank) until the wall's page commits.
      args: [
        ...kioskFlags(this.config.profileDir, this.config.extraFlags, undefined, this.screenSize),
        waitingPageUrl(url),
      ],
      ignoreDefaultArgs: IGNORED_DEFAULT_FLAGS,
      // The player handles its own signals; Chromium must not outlive a stopped player nor die with its first SIGINT.
      handleSIGINT: false,
      handleSIGTERM: false,
      handleSIGHUP: false,
      timeout: 30_000,
      protocolTimeout: 15_000,
      ...QUIET_DEVTOOLS,
    });
    this.browser = browser;
    this.gone = false;
    this.crashed = false;
    this.faultAt = undefined;
    this.startedAt = Date.now();
    this.chromiumVersion = (await browser.version()).replace(/^HeadlessChrome\/|^Chrome\//, '');
    const pid = browser.process()?.pid;
    browser.on('disconnected', () => {
      this.log(`Chromium（进程 ${pid ?? '?'}）断开了 DevTools 连接`);
      if (this.browser !== browser) return;
      this.gone = true;
      this.faulted();
    });
    const [first] = await browser.pages();
    await this.use(first ?? (await browser.newPage()), url);
  }

  private async use(page: Page, url: string): Promise<void> {
    this.page = page;
    page.on('error', () => {
      if (this.page !== page) return;
      this.crashed = true;
      this.faulted();
    });
    await this.watchNavigations(page);
    this.navigate(url);
  }

  /**
   * Navigations the page starts itself (the console's 重新加载, a new shell build) are watched like the player's own:
   * in flight from the document load's start until it commits (its server answered, or Chromium's error page). A
   * server that never answers leaves the old picture on screen (Chromium holds DevTools commands to the tab meanwhile:
   * its looks get no answer) and the watchdog sees the navigation stalled, not a hang. Page events only: see
   * navigation-watch.ts for why not the Network domain.
   */
  private async watchNavigations(page: Page): Promise<void> {
    const cdp = await page.createCDPSession();
    const { frameTree } = await cdp.send('Page.getFrameTree');
    const watch = new NavigationWatch(frameTree.frame.id);
    this.navigations = watch;
    const take = (event: PageNavigationEvent) => {
      if (this.page !== page || this.navigations !== watch) return;
      const change = watch.take(event);
      if (change === 'started') this.navigatingSince ??= Date.now();
      if (change === 'settled') this.navigatingSince = undefined;
    };
    cdp.on('Page.frameStartedNavigating', (e) =>
      take({ kind: 'started', frameId: e.frameId, loaderId: e.loaderId, navigationType: e.navigationType }),
    );
    cdp.on('Page.frameNavigated', (e) =>
      take({ kind: 'committed', frameId: e.frame.id, parentId: e.frame.parentId, loaderId: e.frame.loaderId }),
    );
    cdp.on('Page.frameStoppedLoading', (e) => take({ kind: 'stopped', frameId: e.frameId }));
    await cdp.send('Page.enable');
  }

  /** Starts a navigation and returns at once: the watchdog sees it in flight until it commits (a stalled one is retried). */
  navigate(url: string): void {
    const page = this.page;
    if (!page) return;
    const id = ++this.navigation;
    this.navigatingSince = Date.now();
    this.navigations.reset();
    this.crashed = false;
    this.faultAt = undefined;
    page.goto(url, { waitUntil: 'domcontentloaded', timeout: 0 }).then(
      () => id === this.navigation && (this.navigatingSince = undefined),
      (error: Error) => {
        // A newer navigation replaced this one; or this one failed (Chromium shows its error page, the watchdog sees it).
        if (id !== this.navigation) return;
        this.log(`打开页面失败：${error.message.split('\n')[0]}`);
        // Chromium answers Page.navigate only once the server answers: the protocol's own timeout (15 s, shorter than a
        // wall's navigation timeout) leaves the load pending, still watched through its request.
        if (!this.navigations.awaitingServer) this.navigatingSince = undefined;
      },
    );
  }

  /** Replaces the tab with a new one (a hung renderer stays behind only until its tab is closed). */
  async newTab(url: string): Promise<void> {
    const old = this.page;
    const page = await Promise.race([this.browser!.newPage(), timeout(5000, undefined)]);
    if (!page) throw new Error('新标签页 5 秒内没有打开');
    // Its about:blank is white: the player's own page until the wall's commits.
    await page.goto(waitingPageUrl(url), { timeout: 5000 }).catch(() => undefined);
    await this.use(page, url);
    void old?.close().catch(() => undefined);
  }

  /** Kills Chromium and every process of its group (a stopped renderer too), then waits for it to be gone. */
  async kill(): Promise<void> {
    const proc = this.browser?.process();
    this.browser = undefined;
    this.page = undefined;
    this.gone = true;
    this.navigatingSince = undefined;
    this.navigations.reset();
    // Already gone (a kill -9 from outside ends it by a signal: its exitCode stays null): no wait for an exit that came.
    if (!proc?.pid || proc.exitCode !== null || proc.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
    try {
      process.kill(-proc.pid, 'SIGKILL');
    } catch {
      proc.kill('SIGKILL');
    }
    await Promise.race([exited, timeout(5000, undefined)]);
  }

  private faulted(): void {
    this.faultAt ??= Date.now();
    for (const wake of this.faultWaiters) wake();
    this.onFault?.();
  }

  /** One look at the page, answered within the player's own timeout, or no answer (at once when the tab crashes or the browser goes meanwhile). */
  async look(): Promise<PageLook | undefined> {
    const page = this.page;
    if (!page || this.gone || this.crashed) return undefined;
    let wake = () => {};
    const fault = new Promise<undefined>((resolve) => this.faultWaiters.add((wake = () => resolve(undefined))));
    // The heap from the DevTools Performance domain: exact, where the page's own performance.memory is coarse.
    const answer = Promise.all([page.evaluate(lookInPage), page.metrics().catch(() => undefined)]).then(
      ([look, metrics]) =>
        metrics?.JSHeapUsedSize ? { ...look, heapMb: Math.round(metrics.JSHeapUsedSize / 1048576) } : look,
      () => undefined,
    );
    try {
      return await Promise.race([answer, fault, timeout(this.config.timings.probeTimeoutMs, undefined)]);
    } finally {
      this.faultWaiters.delete(wake);
    }
  }
}
