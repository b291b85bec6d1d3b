// Async boundary: shared singletons (react, MUI, shared-sdk) are negotiated before the app runs.
import('./bootstrap').catch((error: unknown) => {
  const root = document.getElementById('root');
  if (root) root.textContent = `驾驶舱启动失败：${error instanceof Error ? error.message : String(error)}`;
});
