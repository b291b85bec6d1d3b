// The shell provides its shared singletons eagerly (in main.js), so the app needs no second request:
// `webpackMode: eager` keeps bootstrap in this chunk while a failure still lands in the catch below.
function startApp(): void {
  import(/* webpackMode: "eager" */ './bootstrap').catch((error: unknown) => {
    const root = document.getElementById('root');
    if (root) root.textContent = `驾驶舱启动失败：${error instanceof Error ? error.message : String(error)}`;
  });
}

// Evaluating the app takes ~200 ms on a small PC: let the header boot.js drew reach the screen first.
// Its title is the last of it to paint (its CJK glyphs come from a fallback font), so the app waits for
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
