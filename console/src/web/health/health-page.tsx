import { Box, Stack, Typography } from '@mui/material';
import type { HealthPage as HealthData } from '@cockpit/protocol';
import { useHealth } from '../api/health-queries';
import { QueryView, ViewNotice } from '../layout/query-view';
import { useHasRole } from '../session/session-context';
import { ProfileSelect } from './profile-select';
import { WallHealthCard } from './wall-health-card';

const NO_WALLS =
  '还没有墙面 — 在「墙面列表」中点「添加墙面」，输入大屏页眉上显示的配对码；墙面上报心跳后，这里会显示它的帧率与内存。';

/** 健康: every wall's frames and memory over the last day, worst first; operators set profiles per group and per wall. */
export function HealthPage() {
  const health = useHealth();
  const canEdit = useHasRole('operator');
  return (
    <Box>
      <Typography variant="h5" component="h1" gutterBottom>
        健康
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        最近 24 小时每块墙面的帧率（蓝）与内存（紫：渲染与 GPU 进程，无播放器时为 JS 堆），问题最多的在前。
        轻量档位关闭数字滚动、行淡入、图表动画等一切动效；设备跑分低于阈值的墙面会自动改用轻量。
      </Typography>
      <QueryView
        query={health}
        what="健康数据"
        isEmpty={(d: HealthData) => d.walls.length === 0 && d.groups.length === 0}
        empty={NO_WALLS}
      >
        {(data) => (
          <>
            <Stack direction="row" useFlexGap spacing={2} sx={{ mb: 2, flexWrap: 'wrap' }} aria-label="分组档位">
              {data.groups.map((g) => (
                <ProfileSelect
                  key={g.group}
                  scope="group"
                  target={g.group}
                  setting={g.setting}
                  label={`分组 ${g.group} 档位`}
                  disabled={!canEdit}
                />
              ))}
            </Stack>
            {data.walls.length === 0 && <ViewNotice>{NO_WALLS}</ViewNotice>}
            <Stack component="ul" aria-label="墙面健康" spacing={1} sx={{ p: 0, m: 0 }}>
              {data.walls.map((row) => (
                <WallHealthCard
                  key={row.wallId}
                  row={row}
                  from={health.dataUpdatedAt - data.windowMs}
                  to={health.dataUpdatedAt}
                  canEdit={canEdit}
                />
              ))}
            </Stack>
          </>
        )}
      </QueryView>
    </Box>
  );
}
