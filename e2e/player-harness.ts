import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer, { type Browser } from 'puppeteer-core';
import { install } from '../player/src/install';
import { lookInPage, type PageLook } from '../player/src/page-probe';
import { readStatus, type PlayerStatus } from '../player/src/status-file';
import { execStartWords } from '../player/src/systemd-unit';
import type { WatchTimings } from '../player/src/config';
import { E2E_PORT_BASE } from './stack-env';

/** An X display of its own per port base and offset (≥ 90: clear of a desktop's :0 and CI's other runs). */
export const displayFor = (offset: number): string => `:${90 + ((E2E_PORT_BASE / 100 + offset / 100) % 800)}`;

/**
 * An X server that was killed leaves its lock and socket behind, and the next Xvfb on that display refuses to start
 * while the old socket makes it look started (a soak's displays, then an e2e run's on the same number). A lock whose
 * process is gone is cleared; a live one is an error.
 */
function clearStaleDisplay(display: string): void {
  const n = display.slice(1);
  const lock = `/tmp/.X${n}-lock`;
  if (!existsSync(lock)) return;
  const pid = Number(readFileSync(lock, 'utf8').trim());
  // A killed server's pid may since belong to another process: only a running Xvfb holds the display.
  const command =
    Number.isInteger(pid) && pid > 0 && existsSync(`/proc/${pid}/comm`)
      ? readFileSync(`/proc/${pid}/comm`, 'utf8').trim()
      : '';
  const alive = command === 'Xvfb';
  if (alive) throw new Error(`X 显示 ${display} 已被进程 ${pid} 占用`);
  rmSync(lock, { force: true });
  rmSync(`/tmp/.X11-unix/X${n}`, { force: true });
}

/** Debian's Xvfb on `display` (1920x1080 unless `size`), until `close`; with `fbdir`, its screen is readable there (XWD). */
export async function startXvfb(display: string, fbdir?: string, size = '1920x1080'): Promise<{ close: () => void }> {
  clearStaleDisplay(display);
  // -noreset: the server keeps what a client set (the root window's colour) after that client leaves.
  const xvfb = spawn(
    'Xvfb',
    [display, '-screen', '0', `${size}x24`, '-nolisten', 'tcp', '-noreset', ...(fbdir ? ['-fbdir', fbdir] : [])],
    { stdio: 'ignore' },
  );
  let exited = false;
  xvfb.once('exit', () => (exited = true));
  const socket = `/tmp/.X11-unix/X${display.slice(1)}`;
  for (let i = 0; i < 100 && !existsSync(socket) && !exited; i += 1) await new Promise((r) => setTimeout(r, 100));
  if (exited || !existsSync(socket)) throw new Error(`Xvfb ${display} 没有启动`);
  return {
    // SIGTERM: the server removes its lock and socket; SIGKILL only if it has not gone within 2 s.
    close: () => {
      xvfb.kill('SIGTERM');
      setTimeout(() => !exited && xvfb.kill('SIGKILL'), 2000).unref();
    },
  };
}

export interface RunningPlayer {
  stateDir: string;
  proc: ChildProcess;
  output: () => string;
  status: () => PlayerStatus | undefined;
  stop: () => Promise<void>;
}

/** Installs the player into a temporary folder (no systemd) and runs the unit's own command line on `display`. */
export function startPlayer(
  url: string,
  enroll: string,
  display: string,
  timings: Partial<WatchTimings>,
  memoryBudgetMb: number,
  env: NodeJS.ProcessEnv = {},
): RunningPlayer {
  const dir = mkdtempSync(join(tmpdir(), 'cockpit-player-'));
  const stateDir = join(dir, 'state');
  const { unit } = install({
    url,
    enroll,
    unitDir: join(dir, 'systemd'),
    configDir: join(dir, 'etc'),
    user: 'root',
    display,
    enable: false,
    config: {
      stateDir,
      profileDir: join(dir, 'profile'),
      memoryBudgetMb,
      dailyReloadAt: '',
      timings: timings as WatchTimings,
    },
  });
  const [command, ...args] = execStartWords(unit);
  let out = '';
  const proc = spawn(command, args, {
    env: { ...process.env, ...env, DISPLAY: display },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  proc.stdout.on('data', (b: Buffer) => (out += b.toString()));
  proc.stderr.on('data', (b: Buffer) => (out += b.toString()));
  proc.on('exit', (code, sig) => (out += `\n（播放器进程退出：${code ?? sig}）`));
  return {
    stateDir,
    proc,
    output: () => out,
    status: () => readStatus(stateDir),
    stop: async () => {
      if (proc.exitCode !== null) return;
      const gone = new Promise((r) => proc.once('exit', r));
      proc.kill('SIGTERM');
      await gone;
    },
  };
}

const parentOf = (pid: number): number =>
  Number(
    readFileSync(`/proc/${pid}/stat`, 'utf8')
      .replace(/^.*\) /, '')
      .split(' ')[1],
  );

/** Every renderer process of the Chromium whose browser process is `browserPid` (descendants with `--type=renderer`). */
export function renderersOf(browserPid: number): number[] {
  const all = readdirSync('/proc')
    .filter((p) => /^\d+$/.test(p))
    .map(Number);
  const descends = (pid: number): boolean => {
    for (let p = pid, i = 0; p > 1 && i < 20; i += 1) {
      try {
        p = parentOf(p);
      } catch {
        return false;
      }
      if (p === browserPid) return true;
    }
    return false;
  };
  return all.filter((pid) => {
    try {
      const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      return args.includes('--type=renderer') && !args.includes('--extension-process') && descends(pid);
    } catch {
      return false;
    }
  });
}

/** The test's own DevTools client to the player's Chromium (a second client, as a technician's would be). */
export async function lookFromOutside(
  wsEndpoint: string,
  shellUrl: string,
  timeoutMs = 1500,
): Promise<PageLook['page'] | 'no-answer'> {
  let browser: Browser | undefined;
  const timeout = new Promise<'no-answer'>((r) => setTimeout(r, timeoutMs, 'no-answer'));
  const look = (async () => {
    browser = await puppeteer.connect({
      browserWSEndpoint: wsEndpoint,
      defaultViewport: null,
      protocolTimeout: timeoutMs,
    });
    const pages = (await browser.pages()).filter((p) => p.url().startsWith(shellUrl));
    for (const page of pages) {
      const answer = await page.evaluate(lookInPage);
      if (answer.page === 'ready') return 'ready' as const;
    }
    return 'shell' as const;
  })().catch(() => 'no-answer' as const);
  try {
    return await Promise.race([look, timeout]);
  } finally {
    void browser?.disconnect().catch(() => undefined);
  }
}

/** Grows the shown page's heap by about `mb` MB (a long-running page that leaks). */
export async function growHeap(wsEndpoint: string, shellUrl: string, mb: number): Promise<void> {
  const browser = await puppeteer.connect({ browserWSEndpoint: wsEndpoint, defaultViewport: null });
  try {
    const [page] = (await browser.pages()).filter((p) => p.url().startsWith(shellUrl));
    // In 20 MB steps: one big allocation would block the page long enough to count as a hang on a loaded machine.
    for (let grown = 0; grown < mb; grown += 20) {
      const more = await page
        .evaluate((first) => {
          const w = window as unknown as { __leak?: number[][] };
          // A new document (the player reloaded between two steps): the leak is over, the new page is not grown.
          if (!first && !w.__leak) return false;
          (w.__leak ??= []).push(new Array(2_621_440).fill(1.5));
          return true;
        }, grown === 0)
        .catch((error: Error) => {
          // The player saw the heap past its budget and reloaded: what the test waits for.
          if (!/context was destroyed|Target closed|detached/i.test(error.message)) throw error;
          return false;
        });
      if (!more) break;
    }
  } finally {
    await browser.disconnect();
  }
}

/** Sends `signal` to processes, ignoring those already gone. */
export function signal(pids: number[], sig: NodeJS.Signals): void {
  for (const pid of pids) {
    try {
      process.kill(pid, sig);
    } catch {
      // Gone already.
    }
  }
}

export const chromiumVersion = (): string => spawnSync('chromium', ['--version'], { encoding: 'utf8' }).stdout.trim();
