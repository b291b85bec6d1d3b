import { Box, Tooltip, Typography } from '@mui/material';
import type { SlotBeat } from '@cockpit/protocol';
import { formatAge, STATE_LABEL } from '../format';
import { COLORS, STATE_COLOR } from '../theme';
import { ViewNotice } from '../layout/query-view';
import { errorText } from './state-label';

/** The design canvas every wall lays its slots out on. */
export const CANVAS = { width: 1920, height: 1080 } as const;

const percent = (value: number, of: number) => `${(Math.max(0, value) / of) * 100}%`;

function details(slot: SlotBeat): string {
  return [
    `槽位：${slot.slot}`,
    `面板：${slot.panel}${slot.title ? `（${slot.title}）` : ''}`,
    `状态：${STATE_LABEL[slot.state]}`,
    `版本：${slot.build ?? '—'}`,
    `数据时效：${formatAge(slot.dataAgeMs)}`,
    slot.lastError ? `最后错误：${errorText(slot.lastError)}` : '',
    ...(slot.panels && slot.panels.length > 1
      ? slot.panels.map((p) => `轮播：${p.panel} · ${STATE_LABEL[p.state]} · ${p.build ?? '—'}`)
      : []),
  ]
    .filter(Boolean)
    .join('\n');
}

/** One slot drawn where the wall shows it, tinted by its state; every text is plain text. */
function SlotTile({ slot }: { slot: SlotBeat }) {
  const color = STATE_COLOR[slot.state];
  const { x, y, width, height } = slot.position;
  return (
    <Tooltip title={details(slot)} placement="top">
      <Box
        data-testid={`slot-${slot.slot}`}
        data-state={slot.state}
        sx={{
          position: 'absolute',
          left: percent(x, CANVAS.width),
          top: percent(y, CANVAS.height),
          width: percent(width, CANVAS.width),
          height: percent(height, CANVAS.height),
          boxSizing: 'border-box',
          p: '3px 5px',
          overflow: 'hidden',
          border: `1px solid ${color}`,
          borderLeftWidth: 4,
          bgcolor: `${color}1f`,
          fontSize: 11,
          lineHeight: 1.35,
          cursor: 'default',
        }}
      >
        <Typography noWrap sx={{ fontSize: 12, fontWeight: 600, color: COLORS.title }}>
          {slot.title ?? slot.panel}
        </Typography>
        <Box sx={{ color, fontWeight: 600, whiteSpace: 'nowrap' }}>
          {STATE_LABEL[slot.state]}
          <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
            {' '}
            · {formatAge(slot.dataAgeMs)}
          </Box>
        </Box>
        {slot.lastError && <Box sx={{ color: COLORS.danger, wordBreak: 'break-all' }}>{errorText(slot.lastError)}</Box>}
        <Box sx={{ color: 'text.secondary', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}>
          {slot.panel}
        </Box>
        <Box sx={{ color: 'text.secondary', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}>
          {slot.build ?? '—'}
        </Box>
      </Box>
    </Tooltip>
  );
}

/** The wall's 1920x1080 canvas scaled to the width it is given, each slot at its reported position. */
export function WallCanvas({ slots }: { slots: SlotBeat[] }) {
  if (slots.length === 0) return <ViewNotice>该墙面没有上报任何槽位</ViewNotice>;
  return (
    <Box
      role="img"
      aria-label="墙面布局"
      sx={{
        position: 'relative',
        width: '100%',
        aspectRatio: `${CANVAS.width} / ${CANVAS.height}`,
        bgcolor: '#020817',
        border: '1px solid rgba(64, 156, 255, 0.35)',
        overflow: 'hidden',
      }}
    >
      {slots.map((slot) => (
        <SlotTile key={slot.slot} slot={slot} />
      ))}
    </Box>
  );
}
