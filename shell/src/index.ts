// The shell provides its shared singletons eagerly (in main.js), so the app needs no second request:
// `webpackMode: eager` keeps bootstrap in this chunk while a failure still lands in the catch below.
function startApp(): void {
  import(/* webpackMode: "eager" */ './bootstrap').catch((error: unknown) => {
    const root = document.getElementById('root');
    if (root) root.textContent = `驾驶舱启动失败：${error instanceof Error ? error.message : String(error)}`;
  });
}

// Evaluating the app takes ~200 ms on a small PC: let the frame boot.js drew (the header) reach the
// screen first. A hidden tab draws no frame, hence the timer as well.
let started = false;
const startOnce = () => {
  if (started) return;
  started = true;
  startApp();
};
requestAnimationFrame(() => setTimeout(startOnce, 0));
setTimeout(startOnce, 100);
