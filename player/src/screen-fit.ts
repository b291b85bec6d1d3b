import { spawnSync } from 'node:child_process';

export interface Size {
  width: number;
  height: number;
}
/** The kiosk window as the page sees it (`screenX/Y`, `outerWidth/Height`). */
export interface WindowBox extends Size {
  x: number;
  y: number;
}

/** The X screen's size from `xrandr --current` ("Screen 0: minimum 1 x 1, current 1920 x 1080, …") or `xdpyinfo` ("dimensions: 1920x1080 pixels"). */
export function parseScreenSize(text: string): Size | undefined {
  const m = /current (\d+) x (\d+)/.exec(text) ?? /dimensions:\s+(\d+)x(\d+) pixels/.exec(text);
  return m ? { width: Number(m[1]), height: Number(m[2]) } : undefined;
}

/**
 * The X root window's size on `display`, asked of xrandr (x11-xserver-utils, which the wall's PC has for xset), else
 * xdpyinfo (x11-utils); undefined when neither answers (Chromium then opens at its own size, and the first look corrects it).
 */
export function readScreenSize(display = process.env.DISPLAY): Size | undefined {
  for (const [command, args] of [
    ['xrandr', ['--current']],
    ['xdpyinfo', []],
  ] as const) {
    const out = spawnSync(command, args, {
      encoding: 'utf8',
      timeout: 3000,
      env: { ...process.env, ...(display ? { DISPLAY: display } : {}) },
    });
    const size = out.status === 0 ? parseScreenSize(out.stdout) : undefined;
    if (size) return size;
  }
  return undefined;
}

/** A pixel of slack: Chromium rounds a window's bounds on some screens. */
const SLACK = 1;

/**
 * Whether the window is the screen: from its corner, its size (no window manager sizes a `--kiosk` window: Chromium's
 * own guess is about half the width; a window larger than a screen made smaller draws the wall cut at the edges).
 */
export function covers(screen: Size, window: WindowBox): boolean {
  const near = (a: number, b: number) => Math.abs(a - b) <= SLACK;
  return (
    near(window.x, 0) && near(window.y, 0) && near(window.width, screen.width) && near(window.height, screen.height)
  );
}

/**
 * The size to relaunch Chromium at, when the window is no longer the screen (the resolution changed, or the window
 * was never sized): at most once per `cooldownMs`, so a screen Chromium cannot fill is not a restart loop.
 */
export function refitTo(
  screen: Size | undefined,
  window: WindowBox | undefined,
  now: number,
  lastRefitAt: number | undefined,
  cooldownMs: number,
): Size | undefined {
  if (!screen || !window || covers(screen, window)) return undefined;
  if (lastRefitAt !== undefined && now - lastRefitAt < cooldownMs) return undefined;
  return { width: screen.width, height: screen.height };
}
