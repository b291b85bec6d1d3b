/** The smallest slot a panel can be read in, canvas px at 1920x1080 (a descriptor's `minSize`). */
export interface PanelMinSize {
  width: number;
  height: number;
}

/** A slot as the rule reads it: its id, size and panels `<remote>/<panel>`. */
interface SizedSlot {
  id: string;
  w: number;
  h: number;
  panels: readonly string[];
}

/** A slot smaller than one of its panels' minimum: where, and why (Chinese, naming slot and panel). */
export interface MinSizeFault {
  /** Index of the slot in the page's `slots`. */
  slot: number;
  /** The side that is too small. */
  field: 'w' | 'h';
  panel: string;
  message: string;
}

/**
 * The first slot of a page smaller than the declared minimum of one of its panels (`minSizeOf` answers undefined
 * for a panel that declares none, which any size fits). The layout schema cannot know the panels' minimums; the
 * service, the console's designer and the shell each ask this rule with the minimums their remotes' builds declare.
 */
export function minSizeFault(
  slots: readonly SizedSlot[],
  minSizeOf: (panel: string) => PanelMinSize | undefined,
): MinSizeFault | undefined {
  for (const [index, slot] of slots.entries()) {
    for (const panel of slot.panels) {
      const min = minSizeOf(panel);
      if (!min) continue;
      const field = slot.w < min.width ? 'w' : slot.h < min.height ? 'h' : undefined;
      if (!field) continue;
      const message = `槽位 ${slot.id}（${slot.w}×${slot.h}）小于面板 ${panel} 的最小尺寸 ${min.width}×${min.height}`;
      return { slot: index, field, panel, message };
    }
  }
  return undefined;
}
