import { Alert, Box, Button, Paper, Typography } from '@mui/material';
import type { WallActionName } from '@cockpit/protocol';
import { useSendAction, useWallActions } from '../api/action-queries';
import { errorMessage } from '../api/client';
import { formatTime } from '../format';
import { useHasRole } from '../session/session-context';

const NAMES: Record<WallActionName, string> = {
  reload: '重新加载',
  identify: '识别',
  screenshot: '截图',
  'restart-browser': '重启浏览器',
};
const HINTS: Record<'reload' | 'identify' | 'restart-browser', string> = {
  reload: '墙面重新载入页面，30 秒内回来',
  identify: '墙面大字显示名称、分组和位置 10 秒',
  'restart-browser': '墙面电脑上的播放器重启 Chromium（页面无响应、重新加载无效时用）',
};

/**
 * 远程操作: 重新加载 and 识别 go to the wall over its push stream (截图 is the screenshot panel's), 重启浏览器 to the
 * wall PC's player at its next report; each recent
 * action is listed with its outcome in words (已完成, 墙面未响应…, 墙面离线，未发送).
 */
export function RemoteActions({ wallId }: { wallId: string }) {
  const canSend = useHasRole('operator');
  const actions = useWallActions(wallId);
  const send = useSendAction(wallId);
  return (
    <Paper variant="outlined" component="section" aria-label="远程操作" sx={{ p: 1.5, mb: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, flex: 1 }}>
          远程操作
        </Typography>
        {canSend &&
          (['reload', 'identify', 'restart-browser'] as const).map((action) => (
            <Button
              key={action}
              variant="outlined"
              size="small"
              title={HINTS[action]}
              disabled={send.isPending}
              onClick={() => send.mutate(action)}
            >
              {NAMES[action]}
            </Button>
          ))}
      </Box>
      {send.isError && (
        <Alert severity="error" sx={{ mt: 1 }}>
          操作未发送：{errorMessage(send.error)}
        </Alert>
      )}
      <Box component="ul" aria-label="最近的远程操作" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
        {(actions.data ?? []).slice(0, 5).map((a) => (
          <Typography component="li" variant="body2" key={a.id} sx={{ py: 0.25 }}>
            {formatTime(a.requestedAt)} · {NAMES[a.action]} · {a.requestedBy}：
            <Box component="strong" data-outcome={a.outcome}>
              {a.words}
            </Box>
          </Typography>
        ))}
        {actions.data?.length === 0 && (
          <Typography component="li" variant="body2" color="text.secondary">
            还没有远程操作
          </Typography>
        )}
      </Box>
    </Paper>
  );
}
