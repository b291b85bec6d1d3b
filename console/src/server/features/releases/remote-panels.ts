import type { PanelState, SlotBeat, WallBeat } from '@cockpit/protocol';

/** One panel of a remote on one wall, as the bake gate judges it. */
export interface RemotePanel {
  wallId: string;
  slot: string;
  panel: string;
  state: PanelState;
  build?: string;
  lastError?: SlotBeat['lastError'];
  /** Its View has rendered on the build it runs (a wall that reports only the shown panel: assumed). */
  shown: boolean;
}

/**
 * Every panel of `remote` a wall runs: each panel of each slot's rotation, shown or waiting for its turn.
 * A wall that does not report its rotations' panels counts each slot by the panel it shows.
 */
export function remotePanels(wallId: string, beat: WallBeat, remote: string): RemotePanel[] {
  const ofRemote = (panel: string) => panel.startsWith(`${remote}/`);
  return beat.slots.flatMap((slot): RemotePanel[] => {
    if (slot.panels)
      return slot.panels.filter((p) => ofRemote(p.panel)).map((p) => ({ wallId, slot: slot.slot, ...p }));
    if (!ofRemote(slot.panel)) return [];
    return [
      {
        wallId,
        slot: slot.slot,
        panel: slot.panel,
        state: slot.state,
        build: slot.build,
        lastError: slot.lastError,
        shown: true,
      },
    ];
  });
}

/** Whether a panel runs `remote@version`. */
export const runsVersion = (panel: RemotePanel, remote: string, version: string): boolean =>
  panel.build?.startsWith(`${remote}@${version}+`) ?? false;

/** A panel in words: `墙面 lobby-1 槽位 teams（teams/running-teams）`. */
export const panelName = (panel: RemotePanel): string => `墙面 ${panel.wallId} 槽位 ${panel.slot}（${panel.panel}）`;

/** Whether a panel has data to show. */
export const hasData = (panel: RemotePanel): boolean => panel.state === 'ready' || panel.state === 'stale';
