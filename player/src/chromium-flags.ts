/**
 * Chromium's command line for a wall: kiosk (full screen, no UI), a persistent profile, nothing that asks a question
 * (first run, default browser, restore after a crash, translate, updates) and autoplay without a gesture.
 */
export function kioskFlags(profileDir: string, extra: string[] = [], asRoot = process.getuid?.() === 0): string[] {
  return [
    // Chromium refuses to run as root with its sandbox (a container, a test machine); a wall runs as its kiosk user.
    ...(asRoot ? ['--no-sandbox'] : []),
    '--kiosk',
    '--start-fullscreen',
    '--window-position=0,0',
    `--user-data-dir=${profileDir}`,
    '--no-first-run',
    '--no-default-browser-check',
    '--disable-infobars',
    '--noerrdialogs',
    '--disable-session-crashed-bubble',
    '--hide-crash-restore-bubble',
    '--disable-restore-session-state',
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
