import { Box } from '@mui/material';
import { ageText } from '../helpers/dayjs-setup';
import { useNow } from '../hooks/use-now';
import { COLORS } from '../theme/palette';
import type { PanelState } from './panel-types';

interface PanelStatusBadgeProps {
  state: PanelState;
  reason?: string;
  dataUpdatedAt?: number;
  onRetry?: () => void;
}

/** The data's age: seconds under a minute (a hanging API turns a panel stale after 30 s), then in words. */
function StaleAge({ since }: { since: number }) {
  const now = useNow(5_000);
  const age = now - since;
  return <>{age < 60_000 ? `${Math.max(1, Math.round(age / 1000))} 秒前` : ageText(since, now)}</>;
}

/** The small badge in the title bar: nothing when ready, the data's age when stale. */
export function PanelStatusBadge({ state, reason, dataUpdatedAt, onRetry }: PanelStatusBadgeProps) {
  if (state !== 'stale') return null;
  return (
    <Box
      role="status"
      data-badge="stale"
      title={reason}
      onClick={onRetry}
      sx={{
        fontSize: 14,
        color: '#1a1300',
        bgcolor: COLORS.warning,
        px: 1,
        py: 0.25,
        borderRadius: 1,
        cursor: onRetry ? 'pointer' : 'default',
        whiteSpace: 'nowrap',
      }}
    >
      数据未更新 · {dataUpdatedAt ? <StaleAge since={dataUpdatedAt} /> : '未知时间'}
    </Box>
  );
}
