import { COLORS, type IndustryChain } from '@cockpit/shared-sdk';
import { Box, ButtonBase } from '@mui/material';

interface ChainSelectorProps {
  chains: readonly IndustryChain[];
  active: number;
  onSelect: (index: number) => void;
  /** Rotation period, ms: the active chain's bar fills over it (static while paused). */
  intervalMs: number;
  paused: boolean;
}

const progressSx = {
  position: 'absolute',
  left: 0,
  bottom: 0,
  height: 3,
  bgcolor: COLORS.accent,
  boxShadow: `0 0 6px ${COLORS.accent}`,
} as const;

/** The chains as a vertical list of buttons (name and company count); the active one shows the rotation's progress. */
export function ChainSelector({ chains, active, onSelect, intervalMs, paused }: ChainSelectorProps) {
  return (
    <Box role="tablist" aria-label="选择产业链" aria-orientation="vertical" sx={{ display: 'flex', flexDirection: 'column', gap: 0.75, flex: 1, minHeight: 0 }}>
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
              flex: '1 1 0',
              minHeight: 30,
              maxHeight: 44,
              display: 'flex',
              justifyContent: 'space-between',
              gap: 1,
              px: 1.25,
              overflow: 'hidden',
              fontSize: 16,
              fontFamily: 'inherit',
              color: selected ? '#fff' : COLORS.text,
              fontWeight: selected ? 700 : 400,
              border: `1px solid ${selected ? COLORS.accent : 'rgba(64,156,255,0.25)'}`,
              background: selected ? 'linear-gradient(90deg, rgba(54,207,201,0.35), rgba(41,137,255,0.08))' : 'rgba(41,137,255,0.06)',
              transition: 'background 300ms, border-color 300ms',
            }}
          >
            <Box component="span" sx={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{chain.name}</Box>
            <Box component="span" sx={{ flexShrink: 0, color: selected ? COLORS.warning : COLORS.muted, fontVariantNumeric: 'tabular-nums' }}>
              {chain.companyCount}
              <Box component="span" sx={{ fontSize: 15, ml: 0.25 }}>家</Box>
            </Box>
            {selected && (
              <Box
                key={`${chain.id}-${paused}`}
                data-progress={paused ? 'paused' : 'running'}
                sx={{
                  ...progressSx,
                  width: '100%',
                  ...(paused ? {} : { animation: `chainRotate ${intervalMs}ms linear`, '@keyframes chainRotate': { from: { width: '0%' }, to: { width: '100%' } } }),
                }}
              />
            )}
          </ButtonBase>
        );
      })}
    </Box>
  );
}
