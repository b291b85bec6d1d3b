import { getBus } from '@cockpit/shared-sdk';
import { ConfigError } from '../config/config-error';
import type { RuntimeConfig } from '../config/config-schemas';
import { loadRemotesManifest } from '../config/load-config';
import type { RemoteRegistry } from './remote-registry';

/**
 * Re-reads the remotes manifest every `manifestPollMs` and applies changes, so a running display
 * picks up a swapped or rolled-back remote without a reload. A bad manifest keeps the last good one
 * and raises one toast naming the file and field. Returns a stop function.
 */
export function watchManifest(config: RuntimeConfig, registry: RemoteRegistry): () => void {
  let stopped = false;
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const changed = registry.apply(await loadRemotesManifest(config));
      if (changed.length > 0) getBus().toast.info(`已切换远程模块：${changed.join('、')}`);
    } catch (error) {
      const message = error instanceof ConfigError ? error.message : `remotes.json 无法读取：${String(error)}`;
      if (!stopped) getBus().toast.show('warning', `${message}（继续使用上一份有效清单）`);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), config.manifestPollMs);
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}
