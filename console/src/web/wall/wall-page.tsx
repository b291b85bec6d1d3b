import { Box, Breadcrumbs, Chip, Paper, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { WallDetail } from '../../protocol/console-api';
import { useWall } from '../api/queries';
import type { ListedWall } from '../api/wall-management-queries';
import { useCurrentUser } from '../session/session-context';
import { formatDuration, formatTime } from '../format';
import { QueryView } from '../layout/query-view';
import { pushText, WallStatus } from '../walls/walls-columns';
import { PlayerPanel } from './player-panel';
import { RemoteActions } from './remote-actions';
import { WallShapeFacts } from './wall-shape-facts';
import { ScreenshotPanel } from './screenshot-panel';
import { SlotsTable } from './slots-table';
import { WallCanvas } from './wall-canvas';
import { WallActions } from './wall-actions';
import { WallHistory } from './wall-history';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Typography variant="body2" component="span" sx={{ whiteSpace: 'nowrap' }}>
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {label}：
      </Box>
      {value}
    </Typography>
  );
}

type ManagedDetail = WallDetail & ListedWall;

function WallFacts({ wall }: { wall: ManagedDetail }) {
  const heap = wall.heapBytes === undefined ? '—' : `${(wall.heapBytes / 1024 / 1024).toFixed(0)} MB`;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2.5, rowGap: 0.5, mb: 1.5 }}>
      <WallStatus wall={wall} />
      <Fact
        label="推送"
        value={
          wall.push?.connected && wall.push.since
            ? `${pushText(wall)}（${formatTime(wall.push.since).slice(5)} 起）`
            : pushText(wall)
        }
      />
      <Fact label="编号" value={wall.wallId} />
      <Fact label="位置" value={wall.location || '—'} />
      <Fact label="分组" value={wall.group} />
      <Fact label="路由" value={wall.route} />
      <Fact label="壳层版本" value={wall.shellBuild} />
      <Fact label="SDK" value={wall.sdkVersion} />
      <Fact label="清单版本" value={wall.manifestRevision} />
      <Fact label="分辨率" value={`${wall.viewport.width}×${wall.viewport.height} @${wall.viewport.scale}`} />
      <Fact label="内存" value={heap} />
      <Fact label="运行时长" value={formatDuration(wall.uptimeMs)} />
      {(['ready', 'stale', 'error'] as const).map((state) => (
        <Chip
          key={state}
          size="small"
          variant="outlined"
          color={state === 'ready' ? 'success' : state === 'stale' ? 'warning' : 'error'}
          label={`${{ ready: '就绪', stale: '过期', error: '错误' }[state]} ${wall.counts[state] ?? 0}`}
        />
      ))}
    </Box>
  );
}

function WallView({ wall }: { wall: ManagedDetail }) {
  const [tab, setTab] = useState<'slots' | 'history'>('slots');
  const user = useCurrentUser();
  return (
    <>
      {user.role !== 'viewer' && <WallActions wall={wall} />}
      <WallFacts wall={wall} />
      <WallShapeFacts shape={wall.shape} />
      <RemoteActions wallId={wall.wallId} />
      <PlayerPanel wallId={wall.wallId} />
      {wall.notes && (
        <Typography variant="body2" sx={{ mb: 1.5, whiteSpace: 'pre-wrap' }}>
          备注：{wall.notes}
        </Typography>
      )}
      <Box
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 5fr) minmax(0, 3fr)' }, gap: 2, mb: 2 }}
      >
        <Paper variant="outlined" sx={{ p: 1.5 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
            墙面布局（{wall.slots.length} 个槽位）
          </Typography>
          <WallCanvas slots={wall.slots} />
        </Paper>
        <ScreenshotPanel wallId={wall.wallId} />
      </Box>
      <Tabs value={tab} onChange={(_event, value: 'slots' | 'history') => setTab(value)} sx={{ mb: 1 }}>
        <Tab value="slots" label={`槽位列表（${wall.slots.length}）`} />
        <Tab value="history" label={`状态变化 · 24 小时（${wall.history.length}）`} />
      </Tabs>
      {tab === 'slots' ? <SlotsTable slots={wall.slots} /> : <WallHistory history={wall.history} />}
    </>
  );
}

/** 单个墙面: its slots drawn and listed, its 24 h history, a screenshot on demand. */
export function WallPage() {
  const { wallId = '' } = useParams();
  const wall = useWall(wallId);
  return (
    <>
      <Breadcrumbs sx={{ mb: 1 }}>
        <Link to="/" style={{ color: 'inherit' }}>
          墙面
        </Link>
        <Typography component="h1" variant="h6" sx={{ color: 'text.primary' }}>
          {wall.data?.name ?? wallId}
        </Typography>
      </Breadcrumbs>
      <QueryView query={wall} what="墙面详情" empty="">
        {(data) => <WallView wall={data} />}
      </QueryView>
    </>
  );
}
