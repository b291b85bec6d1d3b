import { getBus } from '@cockpit/shared-sdk';
import { ConfigError } from '../config/config-error';
import type { RuntimeConfig } from '../config/config-schemas';
import { loadRemotesManifest, loadRuntimeConfig } from '../config/load-config';
import type { LayoutStore } from '../layouts/layout-store';
import { layoutsPoller } from '../layouts/load-layouts';
import type { RemoteRegistry } from './remote-registry';
import { withOverrides } from './page-overrides';
import { originsOutside, pageRemoteOrigins } from './remote-origins';

/**
 * Re-reads the remotes manifest and `layouts.json` every `manifestPollMs` and applies changes, so a
 * running display picks up a swapped or rolled-back remote, or a changed layout, without a reload.
 * It re-reads `config.json` too: a valid change calls `onConfigChange` (the shell restarts with it).
 * A bad file keeps the last good one running and raises one toast naming the file and field.
 * Returns `refresh`, which polls now (a poll under way is followed by one more), and `stop`.
 */
export function watchManifest(
  config: RuntimeConfig,
  registry: RemoteRegistry,
  onConfigChange: () => void,
  layouts: LayoutStore,
  overrides: Record<string, string> = {},
): { refresh: () => void; stop: () => void } {
  const running = JSON.stringify(config);
  const origins = pageRemoteOrigins(registry.entryUrls(), config);
  const pollLayouts = layoutsPoller(config, layouts, (remotes, panels) => registry.panelMinimums(remotes, panels));
  let stopped = false;
  let busy = false;
  let again = false;
  const pollRemotes = async () => {
    try {
      const next = await loadRuntimeConfig();
      if (JSON.stringify(next) !== running) {
        onConfigChange();
        return;
      }
      // This tab's overrides stay in place of the remotes they replace (a preview page only).
      const manifest = withOverrides(await loadRemotesManifest(config), overrides);
      // The page's CSP (sent with the document) allows only the origins known at load: a new one needs a reload.
      if (originsOutside(manifest, origins).length > 0) {
        onConfigChange();
        return;
      }
      const changed = registry.apply(manifest);
      if (changed.length > 0) getBus().toast.info(`已切换远程模块：${changed.join('、')}`);
    } catch (error) {
      const message = error instanceof ConfigError ? error.message : `运行时配置无法读取：${String(error)}`;
      if (!stopped) getBus().toast.show('warning', `${message}（继续使用上一份有效配置）`);
    }
  };
  const tick = async (): Promise<void> => {
    if (busy) {
      again = true;
      return;
    }
    busy = true;
    again = false;
    try {
      // The layouts are read alongside the manifest; a refused one never holds back a swap, nor the reverse.
      const [, poll] = await Promise.all([pollRemotes(), pollLayouts()]);
      if (stopped) return;
      if (poll.warning) getBus().toast.show('warning', poll.warning);
      if (poll.changed.length > 0) getBus().toast.info(`已更新页面布局：${poll.changed.join('、')}`);
    } finally {
      busy = false;
    }
    if (again && !stopped) return tick();
  };
  const timer = setInterval(() => void tick(), config.manifestPollMs);
  return {
    refresh: () => void (stopped || tick()),
    stop: () => {
      stopped = true;
      clearInterval(timer);
    },
  };
}
