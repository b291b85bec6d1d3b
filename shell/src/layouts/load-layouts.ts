import { ConfigError } from '../config/config-error';
import { readWallFile } from '../fleet/fleet-runtime-file';
import type { RuntimeConfig } from '../config/config-schemas';
import type { LayoutStore } from './layout-store';
import { assertLayoutMinimums, layoutPanels, layoutRemotes, type PanelMinimums } from './layout-minimums';
import { shellLayoutsSchema, type LayoutsFile } from './layouts-schema';

/** What reading the layouts needs of the config (the fleet fields only for a wall in a fleet). */
type LayoutsConfig = Pick<RuntimeConfig, 'layoutsUrl'> & Partial<Pick<RuntimeConfig, 'fleetUrl'>>;

/** The file name a refusal names (whatever `layoutsUrl` says, the operator edits `layouts.json`). */
export const LAYOUTS_FILE = 'layouts.json';

/**
 * The declared minimums of the given panels of the given remotes (the registry reads them from the remotes'
 * manifests, or in the monolith from the descriptors it links).
 */
export type MinimumsOf = (remotes: string[], panels: string[]) => Promise<PanelMinimums>;

/** Reads and validates the layouts (the fleet service's for this wall's group, else `layoutsUrl`'s); a bad file rejects with a {@link ConfigError}. */
export async function loadLayouts(config: LayoutsConfig): Promise<LayoutsFile> {
  return (await readWallFile(config, LAYOUTS_FILE, config.layoutsUrl, shellLayoutsSchema)).data;
}

/** Refuses (a {@link ConfigError} naming the slot) layouts with a slot smaller than a panel's declared minimum. */
export async function checkMinimums(file: LayoutsFile, minimumsOf: MinimumsOf): Promise<LayoutsFile> {
  assertLayoutMinimums(file, await minimumsOf(layoutRemotes(file), layoutPanels(file)), LAYOUTS_FILE);
  return file;
}

/** What one poll of the layouts did: the pages it changed, or the warning to raise for a refused file. */
export interface LayoutsPoll {
  changed: string[];
  warning?: string;
}

/**
 * A poll of `layouts.json` for the manifest watcher: a valid file is applied to `store`; a refused one
 * leaves the last good layouts running and gives a warning once, not again while the same fault stays.
 */
export function layoutsPoller(
  config: LayoutsConfig,
  store: LayoutStore,
  minimumsOf?: MinimumsOf,
): () => Promise<LayoutsPoll> {
  let lastFault: string | undefined;
  return async () => {
    try {
      const file = await loadLayouts(config);
      const changed = store.apply(minimumsOf ? await checkMinimums(file, minimumsOf) : file);
      lastFault = undefined;
      return { changed };
    } catch (error) {
      const fault = error instanceof ConfigError ? error.message : `${LAYOUTS_FILE} 无法读取：${String(error)}`;
      if (fault === lastFault) return { changed: [] };
      lastFault = fault;
      return { changed: [], warning: `${fault}（继续使用上一份有效布局）` };
    }
  };
}
