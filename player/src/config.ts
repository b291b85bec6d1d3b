import { readFileSync } from 'node:fs';

/** How often and how patiently the watchdog looks (the tests shorten every figure; the same code path runs). */
export interface WatchTimings {
  /** Between two looks at the page, ms. */
  probeMs: number;
  /** The page must answer a look within this, ms, or it does not count as alive. */
  probeTimeoutMs: number;
  /** A page that has not answered for this long is hung, ms. */
  hungAfterMs: number;
  /** Each step of a recovery gets this long to bring the page back before the next step, ms. */
  stepWaitMs: number;
  /** A navigation that has not committed after this is retried, ms (the old picture stays meanwhile). */
  navigationTimeoutMs: number;
  /** Chromium's error page or a page without the shell is reloaded after this, ms. */
  notDrawingMs: number;
  /** Repeated failures wait from `backoffBaseMs`, doubling, never more than `backoffMaxMs`. */
  backoffBaseMs: number;
  backoffMaxMs: number;
  /** Between two reports to the fleet, ms. */
  reportMs: number;
  /** A planned reload waits at least this long after the last one, ms. */
  plannedCooldownMs: number;
}

/** The player's configuration file (`/etc/cockpit-player/player.json`, written by `install`). */
export interface PlayerConfig {
  /** The display's address (the shell URL the kiosk shows). */
  url: string;
  /** A provisioning token: the first start opens `url?enroll=<token>`, so the page enrols itself. */
  enroll?: string;
  chromium: string;
  /** Chromium's persistent profile (the wall's credential lives in its storage). */
  profileDir: string;
  /** Where the player keeps its status file. */
  stateDir: string;
  /** The page's JavaScript heap above this is reloaded at a quiet moment, MB. */
  memoryBudgetMb: number;
  /** A daily planned reload at this local time (`HH:mm`), or none. */
  dailyReloadAt?: string;
  timings: WatchTimings;
  /** Extra Chromium flags (a site's GPU quirks). */
  extraFlags?: string[];
}

export const DEFAULT_TIMINGS: WatchTimings = {
  probeMs: 1000,
  probeTimeoutMs: 2000,
  hungAfterMs: 5000,
  stepWaitMs: 5000,
  navigationTimeoutMs: 30_000,
  notDrawingMs: 15_000,
  backoffBaseMs: 2000,
  backoffMaxMs: 120_000,
  reportMs: 15_000,
  plannedCooldownMs: 30 * 60_000,
};

export const DEFAULTS = {
  chromium: '/usr/bin/chromium',
  profileDir: '/var/lib/cockpit-player/profile',
  stateDir: '/var/lib/cockpit-player',
  memoryBudgetMb: 1024,
  dailyReloadAt: '04:30',
} as const;

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A configuration from its file's JSON, or an error naming the field that is wrong. */
export function parseConfig(json: unknown): PlayerConfig {
  const c = (json ?? {}) as Partial<PlayerConfig> & { timings?: Partial<WatchTimings> };
  let url: URL;
  try {
    url = new URL(String(c.url));
  } catch {
    throw new Error(`配置 url 不是有效的地址：${String(c.url)}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`配置 url 必须是 http(s) 地址：${url.href}`);
  if (c.dailyReloadAt && !HHMM.test(c.dailyReloadAt))
    throw new Error(`配置 dailyReloadAt 应为 HH:mm：${c.dailyReloadAt}`);
  const timings = { ...DEFAULT_TIMINGS, ...c.timings };
  for (const [name, value] of Object.entries(timings)) {
    if (typeof value !== 'number' || !(value > 0))
      throw new Error(`配置 timings.${name} 应为正数（毫秒）：${String(value)}`);
  }
  return {
    url: url.href,
    ...(c.enroll ? { enroll: String(c.enroll) } : {}),
    chromium: c.chromium ?? DEFAULTS.chromium,
    profileDir: c.profileDir ?? DEFAULTS.profileDir,
    stateDir: c.stateDir ?? DEFAULTS.stateDir,
    memoryBudgetMb: c.memoryBudgetMb ?? DEFAULTS.memoryBudgetMb,
    ...(c.dailyReloadAt === undefined
      ? { dailyReloadAt: DEFAULTS.dailyReloadAt }
      : c.dailyReloadAt
        ? { dailyReloadAt: c.dailyReloadAt }
        : {}),
    timings,
    ...(c.extraFlags ? { extraFlags: c.extraFlags.map(String) } : {}),
  };
}

export function readConfig(path: string): PlayerConfig {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new Error(`读不到播放器配置 ${path}：${(error as Error).message}`);
  }
  try {
    return parseConfig(JSON.parse(text));
  } catch (error) {
    throw new Error(`播放器配置 ${path} 有误：${(error as Error).message}`);
  }
}
