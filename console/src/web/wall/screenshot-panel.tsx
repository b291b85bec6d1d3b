import { Alert, Box, Button, Paper, Tooltip, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { errorMessage } from '../api/client';
import { useRequestScreenshot, useWall } from '../api/queries';
import { formatTime, fromNow } from '../format';
import { useHasRole } from '../session/session-context';

/** After this long without an answer the operator is told the wall may not answer at all. */
export const SCREENSHOT_PATIENCE_S = 60;

/** Whole seconds since `since`, ticking every second while `since` is set. */
function useElapsedSeconds(since: number | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (since === undefined) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [since]);
  return since === undefined ? 0 : Math.max(0, Math.floor((now - since) / 1000));
}

/**
 * 截图: an operator asks the wall for a screenshot; the wall captures its canvas and posts it with its next
 * beat. Meanwhile the wall is polled twice a second; the latest capture is shown with its time.
 */
export function ScreenshotPanel({ wallId }: { wallId: string }) {
  const canAsk = useHasRole('operator');
  const [asked, setAsked] = useState<{ requestId: string; at: number } | null>(null);
  const [broken, setBroken] = useState(false);
  const wall = useWall(wallId, asked !== null);
  const request = useRequestScreenshot(wallId);
  const shot = wall.data?.screenshot;
  const answered = asked !== null && shot?.requestId === asked.requestId && shot.capturedAt !== undefined;
  const elapsed = useElapsedSeconds(asked?.at);

  useEffect(() => {
    if (answered) setAsked(null);
  }, [answered]);

  const ask = () =>
    request.mutate(undefined, {
      onSuccess: ({ requestId }) => {
        setBroken(false);
        setAsked({ requestId, at: Date.now() });
      },
    });
  const button = (
    <Button
      variant="contained"
      size="small"
      onClick={ask}
      disabled={!canAsk || request.isPending || (asked !== null && elapsed < SCREENSHOT_PATIENCE_S)}
    >
      截图
    </Button>
  );

  return (
    <Paper variant="outlined" sx={{ p: 1.5, display: 'flex', flexDirection: 'column', gap: 1, height: '100%' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, flex: 1 }}>
          墙面截图
        </Typography>
        {canAsk ? (
          button
        ) : (
          <Tooltip title="仅操作员或管理员可以请求截图">
            <span>{button}</span>
          </Tooltip>
        )}
      </Box>
      {request.isError && <Alert severity="error">截图请求失败：{errorMessage(request.error)}</Alert>}
      {asked && (
        <Alert severity={elapsed < SCREENSHOT_PATIENCE_S ? 'info' : 'warning'} role="status">
          等待墙面响应… 已等待 {elapsed} 秒
          {elapsed >= SCREENSHOT_PATIENCE_S && '。墙面可能已离线或无法截图，可以再次请求。'}
        </Alert>
      )}
      {shot?.capturedAt !== undefined ? (
        <>
          {broken ? (
            <Alert severity="error">截图图片加载失败</Alert>
          ) : (
            <Box
              component="img"
              src={`/api/walls/${encodeURIComponent(wallId)}/screenshot?r=${encodeURIComponent(shot.requestId)}`}
              alt={`${wallId} 的墙面截图`}
              onError={() => setBroken(true)}
              sx={{
                width: '100%',
                aspectRatio: '16 / 9',
                objectFit: 'contain',
                bgcolor: '#000',
                border: '1px solid rgba(64,156,255,0.35)',
              }}
            />
          )}
          <Typography variant="body2" color="text.secondary">
            截图时间：{formatTime(shot.capturedAt)}（{fromNow(shot.capturedAt)}）· 请求人：{shot.requestedBy}
          </Typography>
        </>
      ) : (
        !asked && (
          <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
            暂无截图{canAsk ? '，点击“截图”请墙面截取当前画面' : ''}
          </Typography>
        )
      )}
    </Paper>
  );
}
