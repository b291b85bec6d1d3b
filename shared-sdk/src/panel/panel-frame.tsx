import { Box } from '@mui/material';
import { useContext, useRef, type CSSProperties, type ReactNode } from 'react';
import { SlotTypeScaleContext, TypeScaleContext } from '../sizing/type-scale-context';
import { TYPE_SCALE_VAR, typeScaleFor, typeSize, type SlotSize } from '../sizing/type-scale';
import { useElementSize } from '../sizing/use-element-size';
import { COLORS } from '../theme/palette';
import { PanelStatusBadge } from './panel-status-badge';
import { frameBoxOf, SlotSeamsContext } from './slot-seams-context';
import type { PanelState } from './panel-types';

/** Props of the frame the host draws around every panel. */
export interface PanelFrameProps {
  /** `<remote>/<panel>`, written to `data-panel`. */
  panelId: string;
  title: string;
  state: PanelState;
  /** Why the panel is in error or stale (Chinese). */
  reason?: string;
  /** When the shown data arrived (for the stale badge's age). */
  dataUpdatedAt?: number;
  onRetry?: () => void;
  /** The remote build the panel came from (its manifest URL), for operators: `data-build`. */
  build?: string;
  /** A small marker drawn in the title bar before the state badge (a rotation skipping a panel). */
  marker?: ReactNode;
  /**
   * Kept mounted but not shown (a rotation's panel between its turns): laid over the shown frame,
   * invisible, and without `data-panel`, so only the shown frame answers for the slot.
   */
  hidden?: boolean;
  /** With `hidden`: the next panel of a rotation, drawn at opacity 0 on its own layer, for the compositor to reveal. */
  armed?: boolean;
  /** The panel's declared minimum slot: its type scale grows in steps as the slot outgrows it. */
  minSize?: SlotSize;
  children?: ReactNode;
}

/**
 * `content-visibility: hidden` keeps the kept panel's DOM, state and last layout but takes its subtree out of the
 * page's style, layout, paint and layerizing: every frame the shown panels cost no longer walks the hidden ones.
 */
const hiddenSx = { position: 'absolute', inset: 0, visibility: 'hidden', contentVisibility: 'hidden' } as const;
/** The panel whose turn comes next: laid out and painted on a layer of its own, at opacity 0 until the compositor shows it. */
const armedSx = { position: 'absolute', inset: 0, opacity: 0, willChange: 'opacity' } as const;

const frameSx = {
  position: 'relative',
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
  background: `linear-gradient(180deg, rgba(16,58,128,0.55) 0%, ${COLORS.panel} 30%, rgba(4,18,48,0.6) 100%)`,
  border: `1px solid ${COLORS.panelBorder}`,
  boxShadow: 'inset 0 0 24px rgba(41,137,255,0.18)',
  overflow: 'hidden',
} as const;

const titleSx = {
  flex: `0 0 ${typeSize(40)}`,
  display: 'flex',
  alignItems: 'center',
  gap: 1.5,
  px: 2,
  background: 'linear-gradient(90deg, rgba(41,137,255,0.45) 0%, rgba(41,137,255,0) 75%)',
  borderBottom: `1px solid ${COLORS.panelBorder}`,
} as const;

/** The host-drawn panel frame: title bar, state badge and the panel body. */
export function PanelFrame({
  panelId,
  title,
  state,
  reason,
  dataUpdatedAt,
  onRetry,
  build,
  marker,
  hidden = false,
  armed = false,
  minSize,
  children,
}: PanelFrameProps) {
  const frame = useRef<HTMLElement>(null);
  const size = useElementSize(frame);
  const floor = useContext(SlotTypeScaleContext);
  const scale = size ? typeScaleFor(size, minSize, floor) : floor;
  const slotSeams = useContext(SlotSeamsContext);
  // Across a seam the whole frame (title, badge, body) moves into the slot's largest part between seams: nothing is drawn on a bezel.
  const box = slotSeams ? frameBoxOf(slotSeams) : undefined;
  return (
    <Box
      ref={frame}
      component="section"
      data-type-scale={scale}
      style={
        {
          [TYPE_SCALE_VAR]: scale,
          ...(box ? { position: 'absolute', left: box.x, top: box.y, width: box.w, height: box.h } : {}),
        } as CSSProperties
      }
      data-seam-box={box ? `${box.x},${box.y},${box.w},${box.h}` : undefined}
      data-panel={hidden ? undefined : panelId}
      data-state={hidden ? undefined : state}
      data-kept-panel={hidden ? panelId : undefined}
      data-build={build}
      title={reason}
      aria-label={title}
      data-armed={(hidden && armed) || undefined}
      aria-hidden={hidden ? true : undefined}
      aria-busy={state === 'loading'}
      sx={hidden ? [frameSx, armed ? armedSx : hiddenSx] : frameSx}
    >
      <Box sx={titleSx}>
        <Box sx={{ width: 4, height: typeSize(20), bgcolor: COLORS.accent, boxShadow: `0 0 8px ${COLORS.accent}` }} />
        <Box
          component="h2"
          sx={{
            m: 0,
            fontSize: typeSize(21),
            fontWeight: 700,
            color: COLORS.title,
            letterSpacing: 2,
            whiteSpace: 'nowrap',
          }}
        >
          {title}
        </Box>
        <Box sx={{ flex: 1 }} />
        {marker}
        <PanelStatusBadge state={state} reason={reason} dataUpdatedAt={dataUpdatedAt} onRetry={onRetry} />
      </Box>
      <Box sx={{ position: 'relative', flex: 1, minHeight: 0, p: 1.5 }}>
        <TypeScaleContext.Provider value={scale}>{children}</TypeScaleContext.Provider>
      </Box>
    </Box>
  );
}
