import { Box, Chip, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import type { RolloutInfo } from '../../protocol/releases';
import { useRollouts } from '../api/release-queries';
import { formatDuration, formatTime, fromNow } from '../format';
import { QueryView } from '../layout/query-view';
import { RolloutActions } from './rollout-actions';
import { ROLLOUT_STATUS_COLOR, ROLLOUT_STATUS_LABEL } from './rollout-status';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Typography variant="body2" component="div" sx={{ minWidth: 0 }}>
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {label}：
      </Box>
      {children}
    </Typography>
  );
}

/** Which stage of how many, and the group baking now: `第 1/2 阶段（hub）`. */
function stageText(rollout: RolloutInfo): string {
  const total = rollout.groups.length;
  const current = Math.min(rollout.stage, total - 1);
  return `第 ${current + 1}/${total} 阶段（${rollout.groups[current] ?? '—'}）· 顺序 ${rollout.groups.join(' → ')}`;
}

/** One rollout: versions, status, stage, canaries, the gate's words (plain text) and its commands. */
function RolloutCard({ rollout }: { rollout: RolloutInfo }) {
  const color = ROLLOUT_STATUS_COLOR[rollout.status];
  return (
    <Paper variant="outlined" data-testid={`rollout-${rollout.id}`} sx={{ p: 1.5, borderLeft: `4px solid ${color}` }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', mb: 1 }}>
        <Typography sx={{ fontWeight: 600 }}>
          {rollout.remote} {rollout.fromVersion} → {rollout.toVersion}
        </Typography>
        <Chip
          size="small"
          label={ROLLOUT_STATUS_LABEL[rollout.status]}
          sx={{ bgcolor: `${color}33`, color, fontWeight: 600, border: `1px solid ${color}` }}
        />
        <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
          {rollout.createdBy} 于 {formatTime(rollout.startedAt)} 发起 · 更新于 {fromNow(rollout.updatedAt)}
        </Typography>
        <RolloutActions rollout={rollout} />
      </Box>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' },
          gap: 0.5,
          columnGap: 2,
        }}
      >
        <Fact label="阶段">{stageText(rollout)}</Fact>
        <Fact label="金丝雀">{rollout.canaries.length ? rollout.canaries.join('、') : '—'}</Fact>
        <Fact label="烘烤时间">{formatDuration(rollout.bakeMs)}</Fact>
      </Box>
      {rollout.reason && (
        <Fact label="原因">
          <Box
            component="span"
            sx={{ color: rollout.status === 'failed' ? 'error.main' : 'text.primary', wordBreak: 'break-word' }}
          >
            {rollout.reason}
          </Box>
        </Fact>
      )}
      {rollout.note && (
        <Fact label="说明">
          <Box component="span" sx={{ wordBreak: 'break-word' }}>
            {rollout.note}
          </Box>
        </Fact>
      )}
    </Paper>
  );
}

/** 发布记录: every rollout, newest first, refreshed every 2 s. */
export function RolloutsList() {
  const rollouts = useRollouts();
  return (
    <QueryView
      query={rollouts}
      what="发布记录"
      isEmpty={(data) => data.length === 0}
      empty="还没有发布记录。在上方选择一个兼容的版本，点击“开始发布”。"
    >
      {(data) => (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }} aria-label="发布记录" role="list">
          {data.map((rollout) => (
            <Box role="listitem" key={rollout.id}>
              <RolloutCard rollout={rollout} />
            </Box>
          ))}
        </Box>
      )}
    </QueryView>
  );
}
