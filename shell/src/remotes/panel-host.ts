import type { PanelDescriptor, PanelHost, PanelModule } from '@cockpit/shared-sdk';
import type { RuntimeConfig } from '../config/config-schemas';
import type { RemoteRegistry } from './remote-registry';

function isDescriptor(value: unknown): value is PanelDescriptor<unknown> {
  const d = value as Partial<PanelDescriptor<unknown>> | undefined;
  return (
    !!d &&
    typeof d.id === 'string' &&
    typeof d.title === 'string' &&
    typeof d.useData === 'function' &&
    typeof d.View === 'function'
  );
}

/** The {@link PanelHost} index pages and slots use: panels from the registry, refresh from config. */
export function createPanelHost(registry: RemoteRegistry, config: RuntimeConfig): PanelHost {
  return {
    async loadPanel(panelId) {
      const { module, build } = await registry.load<PanelModule>(panelId);
      const descriptor = (module as Partial<PanelModule>).default ?? module;
      if (!isDescriptor(descriptor)) throw new Error(`${panelId} 导出的不是有效的面板描述`);
      return { descriptor, build };
    },
    revision$: (remote) => registry.revision$(remote),
    revision: (remote) => registry.revision(remote),
    refreshMs: (panelId, fallback) => config.refreshOverrides[panelId] ?? fallback,
  };
}
