import { Box } from '@mui/material';
import { startTransition, useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import { onBeat } from '../animation/heartbeat';
import type { Seam } from '../layouts/seams';
import { PanelSlot } from '../panel/panel-slot';
import { SlotSeamsContext, slotSeamsOf } from '../panel/slot-seams-context';
import { fleetNow } from '../schedule/fleet-clock';
import { SlotTypeScaleContext } from '../sizing/type-scale-context';
import { SlotWidgetContext } from '../widget-config/slot-widget-context';
import { rotate, skippedIndexes, type RotationState } from './rotation-choice';
import { getSlotBoard, type PanelDiagnostics, type PanelStatus, type SlotStatus } from './slot-board';
import { SkipMarker } from './skip-marker';
import { useArmedTurn } from './use-armed-turn';

/** One slot of an index page's layout, in design-canvas px relative to the page's main area. */
export interface SlotSpec {
  /** Stable slot id (used as key and `data-slot`). */
  id: string;
  x: number;
  y: number;
  w: number;
  h: number;
  /** One panel id `<remote>/<panel>`, or several to rotate between. */
  panels: readonly string[];
  /** Rotation interval when several panels share the slot, ms (default 20 s). */
  rotateMs?: number;
  /** Title shown while the panel's remote loads. */
  title?: string;
  /** The slot's chosen type scale (大字): its panels' text is at least this much larger; their own scale from the slot's size wins when larger. */
  typeScale?: number;
  /** A data widget's configuration, handed to the slot's panels (`widgets/<kind>`) as {@link SlotWidgetContext}. */
  widget?: Record<string, unknown>;
}

/** Default time each panel of a rotation is shown, ms. */
export const DEFAULT_ROTATE_MS = 20_000;

/**
 * The panel whose turn it is at `now`: turns fall on multiples of the period since the epoch, never counted from
 * the slot's own start, so the same slot on every tile of a canvas shows the same panel. Rounded: a beat fires a few ms early or late.
 */
export const turnAt = (now: number, periodMs: number, count: number): number => Math.round(now / periodMs) % count;

function slotStatus(
  slot: SlotSpec,
  rotation: RotationState,
  panels: ReadonlyMap<string, PanelDiagnostics>,
): SlotStatus {
  const diagnostics = slot.panels.map(
    (panelId) => panels.get(panelId) ?? { panelId, state: 'loading' as const, dataUpdatedAt: 0 },
  );
  const skipped = skippedIndexes(rotation).map((i) => {
    const { panelId, title, state, reason } = diagnostics[i];
    return { panelId, title, state, reason };
  });
  return { slotId: slot.id, title: slot.title, showing: slot.panels[rotation.shown], skipped, panels: diagnostics };
}

/**
 * One slot of a layout, placed on the page. Every panel of it loads (code and data) when the slot
 * mounts and keeps refreshing while it waits for its turn; the slot shows only panels with data to
 * show, skips the others with a small marker, and shows an error only when no panel has data.
 * Its status goes to the page's slot board for operators.
 */
export function RotatingSlot({ slot, seams }: { slot: SlotSpec; seams?: readonly Seam[] }) {
  const period = slot.rotateMs ?? DEFAULT_ROTATE_MS;
  const [rotation, dispatch] = useReducer(rotate, {
    states: slot.panels.map(() => undefined),
    shown: Math.floor(fleetNow() / period) % slot.panels.length,
  });
  const panels = useRef(new Map<string, PanelDiagnostics>());
  const current = useRef(rotation);
  const token = useMemo(() => Symbol(slot.id), [slot.id]);
  const publish = useCallback(
    () => getSlotBoard().update(token, slotStatus(slot, current.current, panels.current)),
    [slot, token],
  );

  const onStatus = useCallback(
    (status: PanelStatus) => {
      const before = panels.current.get(status.panelId);
      const failedNow = status.error && status.error !== before?.error;
      panels.current.set(status.panelId, {
        ...status,
        lastError: status.error ?? before?.lastError,
        lastErrorClass: status.error ? status.errorClass : before?.lastErrorClass,
        lastErrorAt: failedNow ? Date.now() : before?.lastErrorAt,
      });
      dispatch({ type: 'status', index: slot.panels.indexOf(status.panelId), state: status.state });
      publish();
    },
    [slot.panels, publish],
  );

  useEffect(() => {
    current.current = rotation;
    publish();
  }, [rotation, publish]);
  useEffect(() => () => getSlotBoard().remove(token), [token]);
  useEffect(() => {
    if (slot.panels.length < 2) return undefined;
    // The compositor has shown the armed panel at the moment; this render (in slices) only makes it so for good.
    return onBeat(period, () => {
      console.timeStamp?.(`rotation turn: ${slot.id}`);
      startTransition(() => dispatch({ type: 'turn', turn: Math.round(fleetNow() / period) }));
    });
  }, [slot.panels.length, period, slot.id]);
  const element = useRef<HTMLElement>(null);
  const armed = useArmedTurn(element, slot.panels, period, rotation, dispatch);

  const slotSeams = useMemo(() => slotSeamsOf(slot, seams), [slot, seams]);
  const shownId = slot.panels[rotation.shown];
  const skipped = slotStatus(slot, rotation, panels.current).skipped;
  return (
    <Box
      ref={element}
      data-slot={slot.id}
      data-showing={shownId}
      data-skipping={skipped.map((s) => s.panelId).join(' ') || undefined}
      sx={{
        position: 'absolute',
        left: slot.x,
        top: slot.y,
        width: slot.w,
        height: slot.h,
        contain: 'size layout style',
      }}
    >
      <SlotSeamsContext.Provider value={slotSeams}>
        <SlotTypeScaleContext.Provider value={slot.typeScale ?? 1}>
          <SlotWidgetContext.Provider value={slot.widget}>
            {slot.panels.map((panelId) => (
              <PanelSlot
                key={panelId}
                panelId={panelId}
                title={slot.title}
                hidden={panelId !== shownId}
                armed={panelId === slot.panels[armed ?? -1]}
                onStatus={onStatus}
                marker={panelId === shownId ? <SkipMarker skipped={skipped} /> : undefined}
              />
            ))}
          </SlotWidgetContext.Provider>
        </SlotTypeScaleContext.Provider>
      </SlotSeamsContext.Provider>
    </Box>
  );
}
