import { Box, Button, CircularProgress } from '@mui/material';
import { CENTRED_OVERLAY } from '../theme/centred';
import { COLORS } from '../theme/palette';

const centred = { ...CENTRED_OVERLAY, gap: 1.5, textAlign: 'center', px: 3 } as const;

/** Body of a panel whose data or module is still loading. */
export function PanelLoading() {
  return (
    <Box sx={centred} role="progressbar" aria-label="加载中">
      <CircularProgress size={36} />
      <Box sx={{ color: COLORS.muted, fontSize: 16 }}>加载中…</Box>
    </Box>
  );
}

/** Body of a panel whose data loaded but holds nothing. */
export function PanelEmpty() {
  return (
    <Box sx={centred}>
      <Box sx={{ color: COLORS.muted, fontSize: 18 }}>暂无数据</Box>
    </Box>
  );
}

/** Body of a panel that failed, with the reason and a retry. */
export function PanelError({ reason, onRetry }: { reason: string; onRetry?: () => void }) {
  return (
    <Box sx={centred} role="alert">
      <Box sx={{ color: COLORS.danger, fontSize: 18, fontWeight: 600 }}>面板暂不可用</Box>
      <Box data-reason sx={{ color: COLORS.text, fontSize: 15, wordBreak: 'break-all' }}>
        {reason}
      </Box>
      {onRetry && (
        <Button size="small" variant="outlined" onClick={onRetry}>
          立即重试
        </Button>
      )}
      <Box sx={{ color: COLORS.muted, fontSize: 13 }}>将自动重试</Box>
    </Box>
  );
}
