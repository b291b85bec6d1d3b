import { COLORS, typeSize } from '@cockpit/shared-sdk';
import { Box } from '@mui/material';
import { SEGMENT_COLORS } from './chain-graph-option';
import type { SegmentSummary } from './chain-layout';

const arrowSx = {
  position: 'absolute',
  top: '50%',
  transform: 'translate(-50%, -50%)',
  color: COLORS.muted,
  fontSize: typeSize(18),
  lineHeight: 0,
} as const;

/** The arrow between two segments, drawn rather than typed: box-drawing glyphs are in no face the wall ships. */
function SegmentArrow() {
  return (
    <svg width="1.9em" height="0.8em" viewBox="0 0 38 16" fill="currentColor">
      <rect x="0" y="6.5" width="26" height="3" />
      <path d="M24 1 L38 8 L24 15 Z" />
    </svg>
  );
}

/** The graph's column headings (上游 → 中游 → 下游, node and company counts), centred over its three equal columns. */
export function SegmentHeadings({ segments }: { segments: readonly SegmentSummary[] }) {
  return (
    <Box
      sx={{
        position: 'relative',
        display: 'grid',
        gridTemplateColumns: `repeat(${segments.length}, 1fr)`,
        height: typeSize(30),
      }}
    >
      {segments.map((s) => {
        const color = SEGMENT_COLORS[s.segment];
        return (
          <Box
            key={s.segment}
            data-segment={s.segment}
            sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minWidth: 0 }}
          >
            <Box
              sx={{
                display: 'flex',
                alignItems: 'baseline',
                gap: 0.75,
                px: 1.5,
                // The box grows with its line, or the underline crosses 上游/中游/下游 at a larger type scale.
                height: typeSize(28),
                lineHeight: typeSize(28),
                whiteSpace: 'nowrap',
                fontSize: typeSize(15),
                color: COLORS.text,
                borderBottom: `2px solid ${color}`,
                background: `linear-gradient(0deg, ${color}33, transparent)`,
              }}
            >
              <Box component="span" sx={{ fontSize: typeSize(17), fontWeight: 700, color }}>
                {s.segment}
              </Box>
              <span>{s.nodeCount} 个环节</span>
              <span>·</span>
              <span>{s.companyCount} 家</span>
            </Box>
          </Box>
        );
      })}
      {segments.slice(1).map((s, i) => (
        <Box key={s.segment} aria-hidden sx={{ ...arrowSx, left: `${((i + 1) * 100) / segments.length}%` }}>
          <SegmentArrow />
        </Box>
      ))}
    </Box>
  );
}
