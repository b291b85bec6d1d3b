// The shell provides its shared singletons eagerly (in main.js), so the app needs no second request:
// `webpackMode: eager` keeps bootstrap in this chunk while a failure still lands in the catch below.
function startApp(): void {
  wallFontsReady()
    .then(() => import(/* webpackMode: "eager" */ './bootstrap'))
    .catch((error: unknown) => {
      const root = document.getElementById('root');
      if (root) root.textContent = `驾驶舱启动失败：${error instanceof Error ? error.message : String(error)}`;
    });
}

/** Charts draw their text on a canvas, which never redraws when a face arrives: the app starts once the wall's own
 * faces are in (a preload, so milliseconds), or after FONT_WAIT_MS with whatever the PC has. */
const FONT_WAIT_MS = 2000;
function wallFontsReady(): Promise<unknown> {
  if (!document.fonts?.load) return Promise.resolve();
  const faces = Promise.all(
    ['400', '700'].map((weight) => document.fonts.load(`${weight} 16px "Cockpit Sans"`, '人A')),
  ).catch(() => undefined);
  return Promise.race([faces, new Promise((resolve) => setTimeout(resolve, FONT_WAIT_MS))]);
}

// Evaluating the app takes ~200 ms on a small PC: let the header boot.js drew reach the screen first.
// Its title is the last of it to paint (its CJK glyphs come from the largest face), so the app waits for
// that paint where the browser reports it (Element Timing), else for one frame. A hidden tab draws no
// frame, hence the timer as well.
let started = false;
const startOnce = () => {
  if (started) return;
  started = true;
  observer?.disconnect();
  startApp();
};
const bootTitle = document.querySelector('[data-title]');
const observer =
  bootTitle && PerformanceObserver.supportedEntryTypes?.includes('element')
    ? new PerformanceObserver((list) => {
        if (list.getEntries().length) setTimeout(startOnce, 0);
      })
    : undefined;
if (observer) observer.observe({ type: 'element', buffered: true });
else requestAnimationFrame(() => setTimeout(startOnce, 0));
setTimeout(startOnce, observer ? 400 : 100);
