import { minSizeFault, type PanelMinSize } from '@cockpit/shared-sdk/layout-schema';
import { ConfigError } from '../config/config-error';
import type { LayoutsFile } from './layouts-schema';

/** Panel `<remote>/<panel>` → its declared minimum, for the panels whose builds declare one. */
export type PanelMinimums = ReadonlyMap<string, PanelMinSize>;

/** The panels a layouts file shows, each once (`<remote>/<panel>`). */
export function layoutPanels(file: LayoutsFile): string[] {
  return [...new Set(Object.values(file.pages).flatMap((page) => page.slots.flatMap((slot) => slot.panels)))];
}

/** The remotes a layouts file shows panels of (whose manifests say their panels' minimums). */
export function layoutRemotes(file: LayoutsFile): string[] {
  return [...new Set(layoutPanels(file).map((panel) => panel.split('/')[0]))];
}

/**
 * Refuses (a {@link ConfigError} naming page, slot and panel) a layouts file with a slot smaller than one of its
 * panels' declared minimum: a hand-edited file cannot shrink a panel below what it can be read in.
 */
export function assertLayoutMinimums(file: LayoutsFile, minimums: PanelMinimums, fileName: string): void {
  for (const [name, page] of Object.entries(file.pages)) {
    const fault = minSizeFault(page.slots, (panel) => minimums.get(panel));
    if (fault) throw new ConfigError(fileName, `pages.${name}.slots[${fault.slot}].${fault.field}`, fault.message);
  }
}
