import { Box, Paper, Typography } from '@mui/material';
import { RECOVERY_REASON_NAMES, type WallPlayerInfo } from '@cockpit/protocol';
import { useWallPlayer } from '../api/player-queries';
import { formatDuration, formatTime } from '../format';
import { FailureText } from '../layout/query-view';

const STEP_NAMES: Record<string, string> = {
  reload: '重新加载',
  'new-tab': '新开标签页',
  'restart-browser': '重启浏览器',
};

function PlayerFacts({ player, now }: { player: NonNullable<WallPlayerInfo['player']>; now: number }) {
  const screen =
    player.screen &&
    (player.screen.off
      ? player.screen.switched
        ? '关屏（按排程）'
        : `应关屏，未能关闭：${player.screen.error ?? '原因未知'}`
      : player.screen.error
        ? `应亮屏，未能打开：${player.screen.error}`
        : '亮屏');
  return (
    <Typography variant="body2" component="p" sx={{ m: 0 }}>
      版本 {player.version} · Chromium {player.chromium || '未知'} · 已运行 {formatDuration(now - player.startedAt)}
      {player.browserStartedAt ? ` · 浏览器自 ${formatTime(player.browserStartedAt)} 起` : ''} · 上次报告{' '}
      {formatTime(player.reportedAt)}
      {screen ? ` · 屏幕：${screen}` : ''}
    </Typography>
  );
}

/** 播放器 (version, uptime) and 最近恢复 (when, why, how long dark), as the wall PC's player reported them (shown as text). */
export function PlayerPanel({ wallId }: { wallId: string }) {
  const query = useWallPlayer(wallId);
  const now = Date.now();
  const data = query.data;
  return (
    <Paper variant="outlined" component="section" aria-label="播放器" sx={{ p: 1.5, mb: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        播放器
      </Typography>
      {query.isError && <FailureText what="读取失败" error={query.error} />}
      {data && !data.player && (
        <Typography variant="body2" color="text.secondary">
          这块墙面的电脑没有运行播放器（或从未报告）
        </Typography>
      )}
      {data?.player && <PlayerFacts player={data.player} now={now} />}
      <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
        最近恢复
      </Typography>
      <Box component="ul" aria-label="最近恢复" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {(data?.recoveries ?? []).slice(0, 8).map((r) => (
          <Typography
            component="li"
            variant="body2"
            key={`${r.at}-${r.reason}`}
            data-reason={r.reason}
            sx={{ py: 0.25 }}
          >
            {formatTime(r.at)} · {RECOVERY_REASON_NAMES[r.reason] ?? r.reason} · 黑屏 {(r.darkMs / 1000).toFixed(1)} 秒
            · {r.steps.map((s) => STEP_NAMES[s] ?? s).join(' → ')}
          </Typography>
        ))}
        {data && data.recoveries.length === 0 && (
          <Typography component="li" variant="body2" color="text.secondary">
            没有恢复记录
          </Typography>
        )}
      </Box>
    </Paper>
  );
}
