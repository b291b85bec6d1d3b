import { Box, Button, Tooltip, Typography } from '@mui/material';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useState } from 'react';
import type { ReleaseInfo } from '../../protocol/releases';
import { useReleases } from '../api/release-queries';
import { formatTime } from '../format';
import { GridBox, QueryView } from '../layout/query-view';
import { useHasRole } from '../session/session-context';
import { COLORS } from '../theme';
import { VIEWER_HINT } from './rollout-actions';
import { RolloutsList } from './rollouts-list';
import { StartRolloutDialog } from './start-rollout-dialog';

/** Row height, px: room for a small outlined button. */
const ROW_PX = 40;

function StartButton({ release, onStart }: { release: ReleaseInfo; onStart: (release: ReleaseInfo) => void }) {
  const canAct = useHasRole('operator');
  const hint = !canAct ? VIEWER_HINT : !release.compatible ? '该版本需要的 SDK 范围墙面无法满足，不能发布' : '';
  const button = (
    <Button size="small" variant="outlined" disabled={!canAct || !release.compatible} onClick={() => onStart(release)}>
      开始发布
    </Button>
  );
  return hint ? <Tooltip title={hint}><span>{button}</span></Tooltip> : button;
}

function columns(onStart: (release: ReleaseInfo) => void): GridColDef<ReleaseInfo>[] {
  return [
    { field: 'remote', headerName: '远程模块', minWidth: 110, flex: 0.6 },
    { field: 'version', headerName: '版本', minWidth: 80, flex: 0.4 },
    { field: 'build', headerName: '构建标识', minWidth: 190, flex: 1, renderCell: ({ value }) => <span title={value}>{value}</span> },
    { field: 'sdkRange', headerName: 'SDK 范围', minWidth: 100, flex: 0.5 },
    {
      field: 'compatible',
      headerName: '兼容性',
      width: 90,
      renderCell: ({ value }) => <Box component="span" sx={{ color: value ? COLORS.ok : COLORS.danger, fontWeight: 600 }}>{value ? '兼容' : '不兼容'}</Box>,
    },
    { field: 'publishedBy', headerName: '发布人', minWidth: 120, flex: 0.5 },
    { field: 'publishedAt', headerName: '发布时间', width: 170, valueFormatter: (value: number) => formatTime(value) },
    { field: 'groups', headerName: '运行分组', minWidth: 120, flex: 0.6, sortable: false, valueGetter: (_v, row) => (row.groups.length ? row.groups.join('、') : '—') },
    { field: 'actions', headerName: '操作', width: 120, sortable: false, renderCell: ({ row }) => <StartButton release={row} onStart={onStart} /> },
  ];
}

/** 发布: the release inventory (a compatible version can be rolled out) over the live list of rollouts. */
export function ReleasesPage() {
  const releases = useReleases();
  const [starting, setStarting] = useState<ReleaseInfo | null>(null);
  return (
    <>
      <Typography variant="h6" component="h1" sx={{ mb: 1.5 }}>
        发布
      </Typography>
      <QueryView query={releases} what="版本清单" isEmpty={(data) => data.length === 0} empty="还没有已发布的版本。发布远程模块后，它会出现在这里。">
        {(data) => (
          <GridBox rows={data.length} rowHeight={ROW_PX} offsetPx={200}>
            <DataGrid
              rows={data}
              columns={columns(setStarting)}
              getRowId={(row) => `${row.remote}@${row.version}`}
              rowHeight={ROW_PX}
              columnHeaderHeight={39}
              disableRowSelectionOnClick
              initialState={{ sorting: { sortModel: [{ field: 'publishedAt', sort: 'desc' }] }, pagination: { paginationModel: { pageSize: 100 } } }}
              pageSizeOptions={[25, 50, 100]}
              aria-label="版本清单"
            />
          </GridBox>
        )}
      </QueryView>
      <Typography variant="h6" component="h2" sx={{ mt: 2.5, mb: 1 }}>
        发布记录
      </Typography>
      <RolloutsList />
      <StartRolloutDialog release={starting} onClose={() => setStarting(null)} />
    </>
  );
}
