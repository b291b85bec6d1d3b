import { Box, Chip, Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import type { WallSummary } from '../../protocol/console-api';
import type { ListedWall } from '../api/wall-management-queries';
import { formatDuration, formatTime, fromNow } from '../format';
import { COLORS } from '../theme';

/** Online, or offline with when it was last seen (relative and absolute). */
export function WallStatus({ wall }: { wall: WallSummary }) {
  if (wall.online && wall.cacheStart) {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
        <Chip size="small" color="success" label="在线" />
        <Chip
          size="small"
          data-cache-start
          label="离线启动"
          title={`页面来自 ${formatTime(wall.cacheStart.pageStoredAt)} 的离线缓存，显示服务器尚未恢复`}
          sx={{ bgcolor: 'rgba(255,193,7,0.18)', color: COLORS.warning }}
        />
      </Box>
    );
  }
  if (wall.online) return <Chip size="small" color="success" label="在线" />;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
      <Chip size="small" label="离线" sx={{ bgcolor: 'rgba(255,107,107,0.18)', color: COLORS.danger }} />
      <Typography variant="body2" noWrap title={formatTime(wall.lastSeen)}>
        最后在线 {fromNow(wall.lastSeen)}（{formatTime(wall.lastSeen).slice(5)}）
      </Typography>
    </Box>
  );
}

/** Whether the wall hears changes at once (its push stream is open) or at its next poll. */
export const pushText = (wall: Pick<WallSummary, 'push'>): string =>
  wall.push?.connected ? '已连接' : '未连接（轮询）';

/** The screen at the last beat: 开屏, 关屏, or 开屏 · the daypart (— while offline or not reported). */
export function screenText(wall: Pick<WallSummary, 'online' | 'screen'>): string {
  if (!wall.online || !wall.screen) return '—';
  if (wall.screen.off) return '关屏';
  return wall.screen.daypart ? `开屏 · ${wall.screen.daypart}` : '开屏';
}

function countColumn(field: 'ready' | 'stale' | 'error', headerName: string, color: string): GridColDef<ListedWall> {
  return {
    field,
    headerName,
    type: 'number',
    width: 72,
    valueGetter: (_value, row) => row.counts[field] ?? 0,
    renderCell: ({ value }) => (
      <Box component="span" sx={value ? { color, fontWeight: 600 } : { color: 'text.secondary' }}>
        {value}
      </Box>
    ),
  };
}

/**
 * The columns of the walls table: what an operator acts on first (state, push, panel counts) before the build
 * details, so a 1366 px console shows them without scrolling sideways.
 */
export const WALL_COLUMNS: GridColDef<ListedWall>[] = [
  {
    field: 'name',
    headerName: '名称',
    minWidth: 120,
    flex: 0.8,
    valueGetter: (_value, row) => row.name ?? '（未命名）',
  },
  { field: 'location', headerName: '位置', minWidth: 100, flex: 0.8, valueGetter: (_value, row) => row.location ?? '' },
  { field: 'wallId', headerName: '编号', minWidth: 100, flex: 0.6 },
  {
    field: 'online',
    headerName: '状态',
    minWidth: 260,
    flex: 1.4,
    type: 'boolean',
    align: 'left',
    headerAlign: 'left',
    renderCell: ({ row }) => <WallStatus wall={row} />,
  },
  { field: 'screen', headerName: '屏幕', minWidth: 110, flex: 0.6, valueGetter: (_value, row) => screenText(row) },
  {
    field: 'push',
    headerName: '推送',
    minWidth: 120,
    flex: 0.6,
    valueGetter: (_value, row) => pushText(row),
    renderCell: ({ row, value }) => (
      <Box
        component="span"
        title={row.push?.since ? `推送流自 ${formatTime(row.push.since)} 连接` : '变更在墙面下一次轮询时送达'}
        sx={row.push?.connected ? { color: COLORS.ok } : { color: 'text.secondary' }}
      >
        {value}
      </Box>
    ),
  },
  countColumn('ready', '就绪', COLORS.ok),
  countColumn('stale', '过期', COLORS.warning),
  countColumn('error', '错误', COLORS.danger),
  { field: 'group', headerName: '分组', minWidth: 90, flex: 0.5 },
  { field: 'route', headerName: '路由', minWidth: 80, flex: 0.4 },
  {
    field: 'uptimeMs',
    headerName: '运行时长',
    type: 'number',
    minWidth: 110,
    flex: 0.5,
    valueFormatter: (value: number) => formatDuration(value),
  },
  { field: 'shellBuild', headerName: '壳层版本', minWidth: 170, flex: 1 },
  { field: 'sdkVersion', headerName: 'SDK', minWidth: 80, flex: 0.4 },
];
