import { Box, Button, Tooltip, Typography } from '@mui/material';
import type { GridColDef, GridRenderCellParams } from '@mui/x-data-grid';
import { useState } from 'react';
import type { GroupInfo, ReleaseInfo } from '../../protocol/releases';
import { useGroups, useReleases } from '../api/release-queries';
import { formatTime } from '../format';
import { ListPage } from '../layout/list-page';
import { useHasRole } from '../session/session-context';
import { COLORS } from '../theme';
import { AddToGroupDialog, groupsWithout } from './add-to-group-dialog';
import { VIEWER_HINT } from './rollout-actions';
import { RolloutsList } from './rollouts-list';
import { StartRolloutDialog } from './start-rollout-dialog';

/** Row height, px: room for a small outlined button. */
const ROW_PX = 40;

interface ReleaseActions {
  onStart: (release: ReleaseInfo) => void;
  onAdd: (release: ReleaseInfo) => void;
}

function ActionButton({
  label,
  hint,
  disabled,
  onClick,
}: {
  label: string;
  hint: string;
  disabled: boolean;
  onClick: () => void;
}) {
  const button = (
    <Button size="small" variant="outlined" disabled={disabled} onClick={onClick}>
      {label}
    </Button>
  );
  return hint ? (
    <Tooltip title={hint}>
      <span>{button}</span>
    </Tooltip>
  ) : (
    button
  );
}

/** 开始发布 for a compatible version, and 加入分组 where a group does not run the remote yet. */
function ReleaseButtons({
  release,
  actions,
  groups,
}: {
  release: ReleaseInfo;
  actions: ReleaseActions;
  groups: GroupInfo[];
}) {
  const canAct = useHasRole('operator');
  const incompatible = '该版本需要的 SDK 范围墙面无法满足，不能发布';
  const startHint = !canAct ? VIEWER_HINT : !release.compatible ? incompatible : '';
  const addable = groupsWithout(groups, release.remote).length > 0;
  return (
    <Box sx={{ display: 'flex', gap: 1 }}>
      <ActionButton
        label="开始发布"
        hint={startHint}
        disabled={!canAct || !release.compatible}
        onClick={() => actions.onStart(release)}
      />
      {addable && (
        <ActionButton
          label="加入分组"
          hint={!canAct ? VIEWER_HINT : !release.compatible ? incompatible : ''}
          disabled={!canAct || !release.compatible}
          onClick={() => actions.onAdd(release)}
        />
      )}
    </Box>
  );
}

function columns(actions: ReleaseActions, groups: GroupInfo[]): GridColDef<ReleaseInfo>[] {
  return [
    { field: 'remote', headerName: '远程模块', minWidth: 110, flex: 0.6 },
    { field: 'version', headerName: '版本', minWidth: 80, flex: 0.4 },
    {
      field: 'build',
      headerName: '构建标识',
      minWidth: 190,
      flex: 1,
      renderCell: ({ value }: GridRenderCellParams<ReleaseInfo, string>) => <span title={value}>{value}</span>,
    },
    { field: 'sdkRange', headerName: 'SDK 范围', minWidth: 100, flex: 0.5 },
    {
      field: 'compatible',
      headerName: '兼容性',
      width: 90,
      renderCell: ({ value }) => (
        <Box component="span" sx={{ color: value ? COLORS.ok : COLORS.danger, fontWeight: 600 }}>
          {value ? '兼容' : '不兼容'}
        </Box>
      ),
    },
    { field: 'publishedBy', headerName: '发布人', minWidth: 120, flex: 0.5 },
    { field: 'publishedAt', headerName: '发布时间', width: 170, valueFormatter: (value: number) => formatTime(value) },
    {
      field: 'groups',
      headerName: '运行分组',
      minWidth: 120,
      flex: 0.6,
      sortable: false,
      valueGetter: (_v, row) => (row.groups.length ? row.groups.join('、') : '—'),
    },
    {
      field: 'actions',
      headerName: '操作',
      width: 210,
      sortable: false,
      renderCell: ({ row }) => <ReleaseButtons release={row} actions={actions} groups={groups} />,
    },
  ];
}

/** 版本发布: the release inventory (a compatible version can be rolled out) over the live list of rollouts. */
export function ReleasesPage() {
  const releases = useReleases();
  const groups = useGroups();
  const [starting, setStarting] = useState<ReleaseInfo | null>(null);
  const [adding, setAdding] = useState<ReleaseInfo | null>(null);
  return (
    <ListPage
      title="版本发布"
      what="版本清单"
      query={releases}
      columns={columns({ onStart: setStarting, onAdd: setAdding }, groups.data ?? [])}
      getRowId={(row) => `${row.remote}@${row.version}`}
      rowHeight={ROW_PX}
      density="standard"
      columnHeaderHeight={39}
      sort={{ field: 'publishedAt', sort: 'desc' }}
      offsetPx={200}
      empty="还没有已发布的版本。团队用发布令牌执行 cockpit-remote publish --fleet 后，版本会出现在这里。"
    >
      <Typography variant="h6" component="h2" sx={{ mt: 2.5, mb: 1 }}>
        发布记录
      </Typography>
      <RolloutsList />
      <StartRolloutDialog release={starting} onClose={() => setStarting(null)} />
      <AddToGroupDialog release={adding} onClose={() => setAdding(null)} />
    </ListPage>
  );
}
