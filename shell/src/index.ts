// The shell provides its shared singletons eagerly (in main.js), so the app needs no second request:
// `webpackMode: eager` keeps bootstrap in this chunk while a failure still lands in the catch below.
import(/* webpackMode: "eager" */ './bootstrap').catch((error: unknown) => {
  const root = document.getElementById('root');
  if (root) root.textContent = `驾驶舱启动失败：${error instanceof Error ? error.message : String(error)}`;
});
