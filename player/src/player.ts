import type { PlayerRecovery, RecoveryStepName } from '@cockpit/protocol';
import { BrowserSession } from './browser-session';
import type { PlayerConfig } from './config';
import { dailyDue, dayOf } from './daily';
import { ackAction, PENDING_KEPT, playerReport, sendReport, type WallCredential } from './fleet-report';
import { RECOVERY_REASON_NAMES, RECOVERY_STEP_NAMES } from '@cockpit/protocol/recovery-names';
import { reportDue } from './report-schedule';
import { refitTo } from './screen-fit';
import { ServerCheck } from './server-check';
import { switchScreen, type ScreenResult } from './screen-power';
import { STATUS_RECOVERIES_KEPT, writeStatus, type PlayerStatus } from './status-file';
import { decide, type Observation, type WatchState } from './watchdog-steps';
import { PLAYER_VERSION } from './version';
import { chromiumMemory } from './process-memory';

const log = (line: string) => console.log(`[${new Date().toISOString()}] ${line}`);
/** A window that Chromium cannot make the screen's size is refitted at most this often (not a restart loop). */
const REFIT_COOLDOWN_MS = 60_000;

/** The address the tab opens: with the provisioning token until the page holds its own credential. */
export function startUrl(config: PlayerConfig, enrolled: boolean): string {
  if (enrolled || !config.enroll) return config.url;
  const url = new URL(config.url);
  url.searchParams.set('enroll', config.enroll);
  return url.href;
}

/** The player: a browser session, the watchdog's decisions each look, and reports to the fleet. */
export class Player {
  private readonly session: BrowserSession;
  private watch: WatchState = { failures: 0 };
  private credential?: WallCredential;
  private pending: PlayerRecovery[] = [];
  private readonly recent: PlayerRecovery[] = [];
  private operatorAction?: string;
  private answerAfterRestart?: string;
  private lastDailyDay?: string;
  private lastReportAt = 0;
  private reportFailures = 0;
  private reportSoon = false;
  private reporting = false;
  private timer?: NodeJS.Timeout;
  private ticking = false;
  private wakeAfterTick = false;
  private stopped = false;
  private lastRefitAt?: number;
  private readonly serverCheck: ServerCheck;
  private readonly startedAt = Date.now();
  private status: PlayerStatus;
  private screen?: ScreenResult;
  private switching = false;

  constructor(private readonly config: PlayerConfig) {
    this.session = new BrowserSession(config, log);
    this.serverCheck = new ServerCheck(config.url, config.timings.probeTimeoutMs, config.timings.probeMs);
    // A crash, a dead browser or a server back behind a stuck load is looked at now, not at the next look's turn.
    this.session.onFault = () => this.wake();
    this.serverCheck.onAnswer = () => this.wake();
    this.status = {
      version: PLAYER_VERSION,
      url: config.url,
      pid: process.pid,
      startedAt: this.startedAt,
      state: 'starting',
      recoveries: [],
    };
  }

  async start(): Promise<void> {
    log(`播放器 ${PLAYER_VERSION} 启动：${this.config.url}`);
    await this.step('restart-browser', RECOVERY_REASON_NAMES['browser-exit']).catch((error: Error) =>
      log(`浏览器启动失败：${error.message}`),
    );
    this.schedule();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.session.kill();
  }

  private schedule(soon = false): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => this.runTick(), soon ? 0 : this.config.timings.probeMs);
  }

  private runTick(): void {
    this.ticking = true;
    this.wakeAfterTick = false;
    void this.tick().finally(() => {
      this.ticking = false;
      this.schedule(this.wakeAfterTick);
    });
  }

  /** A look now (or right after the one under way). */
  private wake(): void {
    if (this.stopped) return;
    if (this.ticking) return void (this.wakeAfterTick = true);
    clearTimeout(this.timer);
    this.runTick();
  }

  private async tick(): Promise<void> {
    const look = await this.session.look();
    if (look?.credential) this.credential = look.credential;
    if (look?.screenOff !== undefined && look.screenOff !== this.screen?.off && !this.switching)
      void this.applyScreen(look.screenOff);
    const now = Date.now();
    if (look?.screen) this.session.screenSize = look.screen;
    const refit = this.watch.incident
      ? undefined
      : refitTo(look?.screen, look?.window, now, this.lastRefitAt, REFIT_COOLDOWN_MS);
    if (refit) return this.refit(refit, look!.window!);
    const serverAnsweredAt = this.serverCheck.poll(this.session.navigatingSince, this.session.awaitingServer, now);
    const obs: Observation = {
      now,
      browserGone: this.session.gone,
      crashed: this.session.crashed,
      faultAt: this.session.faultAt,
      drawnAt: look?.drawnAt,
      page: look?.page ?? 'no-answer',
      navigatingSince: this.session.navigatingSince,
      awaitingServer: this.session.awaitingServer,
      serverAnsweredAt,
      heapMb: look?.heapMb,
      operatorRestart: !!this.operatorAction,
      dailyDue: dailyDue(now, this.config.dailyReloadAt, this.lastDailyDay, this.startedAt),
    };
    const decision = decide(this.watch, obs, { ...this.config.timings, memoryBudgetMb: this.config.memoryBudgetMb });
    this.watch = decision.state;
    if (decision.recovered) this.recovered({ ...decision.recovered });
    if (decision.act) {
      const { step, reason } = decision.act;
      if (reason === 'daily') this.lastDailyDay = dayOf(now);
      if (reason === 'operator') [this.answerAfterRestart, this.operatorAction] = [this.operatorAction, undefined];
      log(
        `${RECOVERY_REASON_NAMES[reason]}：${RECOVERY_STEP_NAMES[step]}${decision.state.failures ? `（第 ${decision.state.failures} 次未恢复后）` : ''}`,
      );
      await this.step(step, RECOVERY_REASON_NAMES[reason]).catch((error: Error) =>
        log(`${RECOVERY_STEP_NAMES[step]}失败：${error.message}`),
      );
    }
    this.status = {
      ...this.status,
      state: this.watch.incident ? 'recovering' : look?.page === 'ready' ? 'drawing' : 'starting',
      incident: this.watch.incident && { reason: this.watch.incident.reason, since: this.watch.incident.since },
      chromium: this.session.chromiumVersion,
      browserPid: this.session.pid,
      browserStartedAt: this.session.startedAt,
      wsEndpoint: this.session.wsEndpoint,
      wallId: this.credential?.wallId,
      recoveries: this.recent,
      ...(this.screen ? { screen: this.screen } : {}),
    };
    writeStatus(this.config.stateDir, this.status);
    if (reportDue(now, this.lastReportAt, this.config.timings.reportMs, this.reportFailures, this.reportSoon))
      void this.report(now);
  }

  private async step(step: RecoveryStepName, why: string): Promise<void> {
    const url = startUrl(this.config, !!this.credential);
    if (step === 'reload') return this.session.navigate(url);
    if (step === 'new-tab') return this.session.newTab(url);
    await this.session.kill();
    await this.session.launch(url);
    log(`Chromium ${this.session.chromiumVersion ?? ''} 已启动（进程 ${this.session.pid ?? '?'}，原因：${why}）`);
  }

  /** The window is not the screen (a plain X server sizes no kiosk window; the resolution changed): Chromium again, at the screen's size. */
  private async refit(
    screen: { width: number; height: number },
    window: { width: number; height: number },
  ): Promise<void> {
    this.lastRefitAt = Date.now();
    log(`窗口 ${window.width}×${window.height} 与屏幕 ${screen.width}×${screen.height} 不符：按屏幕大小重启浏览器`);
    await this.step('restart-browser', '窗口与屏幕不符').catch((error: Error) =>
      log(`重启浏览器失败：${error.message}`),
    );
  }

  private recovered(r: PlayerRecovery): void {
    log(
      `恢复：${RECOVERY_REASON_NAMES[r.reason]}，黑屏 ${(r.darkMs / 1000).toFixed(1)} 秒（${r.steps.map((s) => RECOVERY_STEP_NAMES[s]).join(' → ')}）`,
    );
    this.pending.push(r);
    this.reportSoon = true;
    if (this.pending.length > PENDING_KEPT) this.pending.splice(0, this.pending.length - PENDING_KEPT);
    this.recent.push(r);
    if (this.recent.length > STATUS_RECOVERIES_KEPT) this.recent.splice(0, this.recent.length - STATUS_RECOVERIES_KEPT);
    if (r.reason === 'operator' && this.answerAfterRestart && this.credential) {
      const id = this.answerAfterRestart;
      this.answerAfterRestart = undefined;
      void ackAction(this.credential, id, true).catch((error: Error) => log(`操作应答未送达：${error.message}`));
    }
  }

  /** The group's schedule turned the screen off (or on): the display follows, and the fleet hears whether it could. */
  private async applyScreen(off: boolean): Promise<void> {
    this.switching = true;
    try {
      this.screen = await switchScreen(!off);
      log(
        `${off ? '关屏（按排程）' : '亮屏'}：${this.screen.switched ? `已切换（${this.screen.method}）` : `无法切换：${this.screen.error}`}`,
      );
      this.reportSoon = true;
    } finally {
      this.switching = false;
    }
  }

  /** One report at a time; what it carried is dropped only once the service took it. */
  private async report(now: number): Promise<void> {
    const credential = this.credential;
    if (!credential || this.reporting) return;
    this.reporting = true;
    const carried = this.pending.slice();
    const memory = chromiumMemory(this.session.pid);
    try {
      const run = {
        version: PLAYER_VERSION,
        chromium: this.session.chromiumVersion ?? '',
        startedAt: this.startedAt,
        browserStartedAt: this.session.startedAt,
      };
      const answer = await sendReport(credential, playerReport(run, carried, this.screen, memory));
      this.pending = this.pending.filter((r) => !carried.includes(r));
      this.lastReportAt = now;
      this.reportFailures = 0;
      this.reportSoon = this.pending.length > 0;
      this.status.lastReportAt = now;
      this.status.lastReportError = undefined;
      if (answer.restart && answer.restart.actionId !== this.answerAfterRestart)
        this.operatorAction ??= answer.restart.actionId;
    } catch (error) {
      this.status.lastReportError = (error as Error).message;
      this.lastReportAt = now;
      this.reportFailures += 1;
    } finally {
      this.reporting = false;
    }
  }
}
