import { Box, Typography } from '@mui/material';
import type { PageLayout } from '../../protocol/releases';
import { COLORS } from '../theme';
import type { SlotSpec } from './layout-checks';

const percent = (value: number, of: number) => `${(Math.max(0, value) / of) * 100}%`;

interface PageCanvasProps {
  layout: PageLayout;
  selected: string | null;
  /** Slots with a fault, drawn in the danger colour. */
  faulty: ReadonlySet<string>;
  onSelect: (slotId: string) => void;
}

function SlotBox({ slot, layout, selected, faulty, onSelect }: { slot: SlotSpec; layout: PageLayout; selected: boolean; faulty: boolean; onSelect: () => void }) {
  const color = faulty ? COLORS.danger : selected ? COLORS.accent : COLORS.active;
  return (
    <Box
      component="button"
      type="button"
      aria-label={`槽位 ${slot.id}`}
      aria-pressed={selected}
      onClick={onSelect}
      sx={{
        position: 'absolute',
        left: percent(slot.x, layout.width),
        top: percent(slot.y, layout.height),
        width: percent(slot.w, layout.width),
        height: percent(slot.h, layout.height),
        boxSizing: 'border-box',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'flex-start',
        p: '3px 6px',
        overflow: 'hidden',
        textAlign: 'left',
        font: 'inherit',
        color: 'text.primary',
        cursor: 'pointer',
        border: `${selected ? 2 : 1}px solid ${color}`,
        bgcolor: selected ? `${color}33` : `${color}14`,
        zIndex: selected ? 1 : 0,
        '&:hover': { bgcolor: `${color}2e` },
      }}
    >
      <Typography noWrap sx={{ fontSize: 12, fontWeight: 600, color: COLORS.title, flexShrink: 0 }}>
        {slot.title ?? slot.id}
        <Box component="span" sx={{ fontWeight: 400, color: 'text.secondary' }}> · {slot.id}</Box>
      </Typography>
      {slot.panels.map((panel) => (
        <Box key={panel} sx={{ fontSize: 11, lineHeight: 1.4, flexShrink: 0, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}>
          {panel}
        </Box>
      ))}
    </Box>
  );
}

/** The page's main area drawn at scale to the width it is given, every slot where the wall puts it. */
export function PageCanvas({ layout, selected, faulty, onSelect }: PageCanvasProps) {
  return (
    <Box
      role="group"
      aria-label={`页面画布 ${layout.width}×${layout.height}`}
      sx={{
        position: 'relative',
        width: '100%',
        aspectRatio: `${layout.width} / ${layout.height}`,
        bgcolor: '#020817',
        border: '1px solid rgba(64, 156, 255, 0.35)',
        overflow: 'hidden',
      }}
    >
      {layout.slots.map((slot, index) => (
        <SlotBox
          key={index}
          slot={slot}
          layout={layout}
          selected={slot.id === selected}
          faulty={faulty.has(slot.id)}
          onSelect={() => onSelect(slot.id)}
        />
      ))}
    </Box>
  );
}
