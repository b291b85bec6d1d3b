import { Box, Typography } from '@mui/material';
import { forwardRef, type KeyboardEvent } from 'react';
import type { PageLayout } from '../../../protocol/releases';
import { COLORS } from '../../theme';
import type { SlotSpec } from '../layout-checks';

const percent = (value: number, of: number) => `${(Math.max(0, value) / of) * 100}%`;

/** The CSS box of `slot` on its page, in percent of the page: the canvas scales with its container. */
export function slotBoxStyle(
  slot: Pick<SlotSpec, 'x' | 'y' | 'w' | 'h'>,
  layout: Pick<PageLayout, 'width' | 'height'>,
) {
  return {
    left: percent(slot.x, layout.width),
    top: percent(slot.y, layout.height),
    width: percent(slot.w, layout.width),
    height: percent(slot.h, layout.height),
  };
}

interface SlotBoxProps {
  slot: SlotSpec;
  layout: PageLayout;
  selected: boolean;
  faulty: boolean;
  onSelect: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
}

/** One slot on the canvas: a button (focus it, then arrows move it and Ctrl+arrows resize it) showing its title and panels. */
export const SlotBox = forwardRef<HTMLButtonElement, SlotBoxProps>(function SlotBox(
  { slot, layout, selected, faulty, onSelect, onKeyDown },
  ref,
) {
  const color = faulty ? COLORS.danger : selected ? COLORS.accent : COLORS.active;
  return (
    <Box
      component="button"
      type="button"
      aria-label={`槽位 ${slot.id}`}
      ref={ref}
      aria-pressed={selected}
      aria-keyshortcuts="ArrowLeft ArrowRight ArrowUp ArrowDown Shift+ArrowLeft Control+ArrowRight"
      data-slot={slot.id}
      onClick={onSelect}
      onFocus={onSelect}
      onKeyDown={onKeyDown}
      style={slotBoxStyle(slot, layout)}
      sx={{
        position: 'absolute',
        touchAction: 'none',
        boxSizing: 'border-box',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'flex-start',
        p: '3px 6px',
        overflow: 'hidden',
        textAlign: 'left',
        font: 'inherit',
        color: 'text.primary',
        cursor: selected ? 'move' : 'pointer',
        border: `${selected ? 2 : 1}px solid ${color}`,
        bgcolor: selected ? `${color}33` : `${color}14`,
        zIndex: selected ? 1 : 0,
        '&:hover': { bgcolor: `${color}2e` },
      }}
    >
      <Typography noWrap sx={{ fontSize: 12, fontWeight: 600, color: COLORS.title, flexShrink: 0 }}>
        {slot.title ?? slot.id}
        <Box component="span" sx={{ fontWeight: 400, color: 'text.secondary' }}>
          {' '}
          · {slot.id}
        </Box>
      </Typography>
      {slot.panels.map((panel) => (
        <Box
          key={panel}
          sx={{
            fontSize: 11,
            lineHeight: 1.4,
            flexShrink: 0,
            whiteSpace: 'nowrap',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
          }}
        >
          {panel}
        </Box>
      ))}
    </Box>
  );
});
