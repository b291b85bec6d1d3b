import { COLORS, type IndustryChain, typeSize } from '@cockpit/shared-sdk';
import { Box, ButtonBase } from '@mui/material';

interface ChainSelectorProps {
  chains: readonly IndustryChain[];
  active: number;
  onSelect: (index: number) => void;
  /** Rotation period, ms: the active chain's bar fills over it (static while paused). */
  intervalMs: number;
  paused: boolean;
}

// The rotation's progress: a full-width bar that slides in from the left inside a clipping track.
// Only its transform animates (on the compositor); the track is tall enough for the bar's glow.
/**
 * The rotation's progress moves in steps (two a second over 20 s), not every frame: a linear transform animation
 * keeps the compositor and the GPU process drawing a 1920x1080 frame 60 times a second for as long as the wall is on.
 */
const PROGRESS_STEPS = 40;
const progressTrackSx = {
  position: 'absolute',
  left: 0,
  right: 0,
  bottom: 0,
  height: 9,
  overflow: 'hidden',
  pointerEvents: 'none',
} as const;
const progressSx = {
  position: 'absolute',
  left: 0,
  bottom: 0,
  width: '100%',
  height: 3,
  bgcolor: COLORS.accent,
  boxShadow: `0 0 6px ${COLORS.accent}`,
  '@keyframes chainRotate': { from: { transform: 'translateX(-100%)' }, to: { transform: 'none' } },
} as const;

// A chain's button face, drawn twice (idle, selected) on pseudo-elements that cross-fade: only opacity animates.
const faceSx = (selected: boolean) => ({
  '&::before, &::after': {
    content: '""',
    position: 'absolute',
    inset: -1,
    zIndex: -1,
    pointerEvents: 'none',
    transition: 'opacity 300ms',
  },
  '&::before': {
    border: '1px solid rgba(64,156,255,0.25)',
    background: 'rgba(41,137,255,0.06)',
    opacity: selected ? 0 : 1,
  },
  '&::after': {
    border: `1px solid ${COLORS.accent}`,
    background: 'linear-gradient(90deg, rgba(54,207,201,0.35), rgba(41,137,255,0.08))',
    opacity: selected ? 1 : 0,
  },
});

/** The chains as a vertical list of buttons (name and company count); the active one shows the rotation's progress. */
export function ChainSelector({ chains, active, onSelect, intervalMs, paused }: ChainSelectorProps) {
  return (
    <Box
      role="tablist"
      aria-label="选择产业链"
      aria-orientation="vertical"
      sx={{ display: 'flex', flexDirection: 'column', gap: 0.75, flex: 1, minHeight: 0 }}
    >
      {chains.map((chain, i) => {
        const selected = i === active;
        return (
          <ButtonBase
            key={chain.id}
            role="tab"
            aria-selected={selected}
            onClick={() => onSelect(i)}
            sx={{
              position: 'relative',
              zIndex: 0,
              flex: '1 1 0',
              minHeight: 30,
              maxHeight: 44,
              display: 'flex',
              justifyContent: 'space-between',
              gap: 1,
              px: 1.25,
              fontSize: typeSize(16),
              fontFamily: 'inherit',
              color: selected ? '#fff' : COLORS.text,
              fontWeight: selected ? 700 : 400,
              border: '1px solid transparent',
              ...faceSx(selected),
            }}
          >
            <Box
              component="span"
              sx={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
            >
              {chain.name}
            </Box>
            <Box
              component="span"
              sx={{
                flexShrink: 0,
                color: selected ? COLORS.warning : COLORS.muted,
                fontVariantNumeric: 'tabular-nums',
              }}
            >
              {chain.companyCount}
              <Box component="span" sx={{ fontSize: typeSize(15), ml: 0.25 }}>
                家
              </Box>
            </Box>
            {selected && (
              <Box component="span" sx={progressTrackSx}>
                <Box
                  key={`${chain.id}-${paused}`}
                  component="span"
                  data-progress={paused ? 'paused' : 'running'}
                  sx={
                    paused
                      ? progressSx
                      : { ...progressSx, animation: `chainRotate ${intervalMs}ms steps(${PROGRESS_STEPS}, end)` }
                  }
                />
              </Box>
            )}
          </ButtonBase>
        );
      })}
    </Box>
  );
}
