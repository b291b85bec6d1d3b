import { Box } from '@mui/material';
import { COLORS } from '../theme/palette';
import type { PanelState } from '../panel/panel-types';
import type { SkippedPanel } from './slot-board';

/** Why a rotation passes a panel over, in words. */
export const SKIP_REASONS: Record<PanelState, string> = {
  loading: '加载中',
  error: '出错',
  empty: '暂无数据',
  ready: '正常',
  stale: '数据未更新',
};

/** One line per skipped panel: its title, id, state and reason (the marker's tooltip). */
export function describeSkipped(skipped: readonly SkippedPanel[]): string {
  return skipped
    .map((s) => `${s.title ?? s.panelId}（${s.panelId}）：${SKIP_REASONS[s.state]}${s.reason ? `，${s.reason}` : ''}`)
    .join('\n');
}

/**
 * The small marker of a rotation that passes over panels with nothing to show; hovering it names
 * them and why. Quiet on purpose: visitors see a working panel, operators see that one is skipped.
 */
export function SkipMarker({ skipped }: { skipped: readonly SkippedPanel[] }) {
  if (skipped.length === 0) return null;
  return (
    <Box
      data-skip-marker={skipped.map((s) => s.panelId).join(' ')}
      title={`轮播已跳过：\n${describeSkipped(skipped)}`}
      sx={{
        fontSize: 13,
        lineHeight: '18px',
        color: COLORS.muted,
        border: `1px solid ${COLORS.muted}`,
        borderRadius: 1,
        px: 0.75,
        opacity: 0.8,
        whiteSpace: 'nowrap',
        cursor: 'help',
      }}
    >
      已跳过 {skipped.length}
    </Box>
  );
}
