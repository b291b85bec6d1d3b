import { Box, Chip, Paper, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { PROFILE_NAMES, PROFILE_REASON_NAMES, sampleMemory, type WallHealthRow } from '@cockpit/protocol';
import { megabytes, sparkPoints } from './spark-line';
import { ProfileSelect } from './profile-select';

const WIDTH = 240;
const HEIGHT = 36;

function Spark({ row, from: dayStart, to }: { row: WallHealthRow; from: number; to: number }) {
  // A wall with less than a day of samples is drawn over the span it has, not squeezed into the day's last minutes.
  const from = Math.max(dayStart, row.samples[0]?.at ?? dayStart);
  const memory = sparkPoints(row.samples, sampleMemory, from, to, WIDTH, HEIGHT);
  const fps = sparkPoints(row.samples, (s) => s.fps, from, to, WIDTH, HEIGHT);
  return (
    <Box
      component="svg"
      role="img"
      aria-label={`${row.name} 最近 24 小时：内存与帧率（${row.samples.length} 个采样）`}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      sx={{ width: WIDTH, height: HEIGHT, flexShrink: 0, bgcolor: 'action.hover', borderRadius: 1 }}
    >
      {memory && <polyline data-series="memory" points={memory} fill="none" stroke="#7b5cd6" strokeWidth={1.5} />}
      {fps && <polyline data-series="fps" points={fps} fill="none" stroke="#1e88e5" strokeWidth={1.5} />}
      {!memory && !fps && (
        <text x={WIDTH / 2} y={HEIGHT / 2 + 4} textAnchor="middle" fontSize={11} fill="#888">
          采样不足
        </text>
      )}
    </Box>
  );
}

const figure = (label: string, value: string | undefined) =>
  value !== undefined && (
    <Typography variant="body2" component="span" sx={{ whiteSpace: 'nowrap' }}>
      {label} <b>{value}</b>
    </Typography>
  );

/** One wall on 健康: problems, latest figures, its day as a small chart, its profile and why, and its own setting. */
export function WallHealthCard({
  row,
  from,
  to,
  canEdit,
}: {
  row: WallHealthRow;
  from: number;
  to: number;
  canEdit: boolean;
}) {
  const { latest } = row;
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-label={`墙面 ${row.name}`}
      data-wall={row.wallId}
      sx={{ listStyle: 'none', p: 1.5, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}
    >
      <Box sx={{ minWidth: 180, flex: '1 1 180px' }}>
        <Typography component={RouterLink} to={`/walls/${encodeURIComponent(row.wallId)}`} sx={{ fontWeight: 600 }}>
          {row.name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {row.wallId} · {row.group}
          {row.online ? '' : ' · 离线'}
        </Typography>
        <Stack direction="row" useFlexGap spacing={0.5} sx={{ mt: 0.5, flexWrap: 'wrap' }}>
          {row.problems.length === 0 && <Chip size="small" color="success" variant="outlined" label="正常" />}
          {row.problems.map((p) => (
            <Chip key={p} size="small" color="error" label={p} />
          ))}
        </Stack>
      </Box>
      <Spark row={row} from={from} to={to} />
      <Stack direction="row" useFlexGap spacing={2} sx={{ flex: '2 1 320px', flexWrap: 'wrap' }}>
        {figure('帧率', latest?.fps === undefined ? undefined : `${latest.fps} 帧/秒`)}
        {figure('长帧', latest?.longFramesPerMin === undefined ? undefined : `${latest.longFramesPerMin} 次/分`)}
        {figure('JS 堆', latest?.heapBytes === undefined ? undefined : megabytes(latest.heapBytes))}
        {figure('渲染进程', latest?.memory ? megabytes(latest.memory.renderer) : undefined)}
        {figure('GPU 进程', latest?.memory ? megabytes(latest.memory.gpu) : undefined)}
        {figure('设备跑分', latest?.score === undefined ? undefined : String(latest.score))}
        {!latest && (
          <Typography variant="body2" color="text.secondary">
            这块墙面还没有报告健康数据（旧版外壳）
          </Typography>
        )}
      </Stack>
      {latest && (
        <Chip
          data-profile={latest.profile}
          color={latest.profile === 'light' ? 'warning' : 'default'}
          label={`${PROFILE_NAMES[latest.profile]} · ${PROFILE_REASON_NAMES[latest.profileReason]}`}
        />
      )}
      <ProfileSelect scope="wall" target={row.wallId} setting={row.wallSetting} label="墙面档位" disabled={!canEdit} />
    </Paper>
  );
}
