import type { Size } from './screen-fit';

/**
 * Chromium's command line for a wall: kiosk (full screen, no UI), a persistent profile, nothing that asks a question
 * (first run, default browser, restore after a crash, translate, updates) and autoplay without a gesture. `screen`:
 * the X screen's size, which the window takes (no window manager sizes a kiosk window on a plain X server).
 */
export function kioskFlags(
  profileDir: string,
  extra: string[] = [],
  asRoot = process.getuid?.() === 0,
  screen?: Size,
): string[] {
  return [
    // Chromium refuses to run as root with its sandbox (a container, a test machine); a wall runs as its kiosk user.
    ...(asRoot ? ['--no-sandbox'] : []),
    '--kiosk',
    '--start-fullscreen',
    '--window-position=0,0',
    // One pixel more each way: asked for exactly the screen's size, Chromium's X11 window is 1 px short of it on each
    // axis (1919×1079, a black line at two edges); the extra pixel falls off the screen.
    ...(screen ? [`--window-size=${screen.width + 1},${screen.height + 1}`] : []),
    `--user-data-dir=${profileDir}`,
    '--no-first-run',
    '--no-default-browser-check',
    '--disable-infobars',
    '--noerrdialogs',
    '--disable-session-crashed-bubble',
    '--hide-crash-restore-bubble',
    '--disable-restore-session-state',
    // Not enough for Chromium 156's Translate bubble: the profile's `translate.enabled: false` is (kiosk-profile.ts).
    '--disable-translate',
    '--disable-features=Translate,InfiniteSessionRestore',
    '--check-for-update-interval=31536000',
    '--autoplay-policy=no-user-gesture-required',
    '--password-store=basic',
    // A wall is never in the background: keep timers and painting at full rate.
    '--disable-background-timer-throttling',
    '--disable-renderer-backgrounding',
    '--disable-backgrounding-occluded-windows',
    ...extra,
  ];
}

/** Puppeteer's own defaults that a kiosk must not have (the "controlled by automated software" bar). */
export const IGNORED_DEFAULT_FLAGS = ['--enable-automation'];
