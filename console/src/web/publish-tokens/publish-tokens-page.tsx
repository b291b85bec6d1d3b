import { Box, Button, Typography } from '@mui/material';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useState } from 'react';
import type { PublishTokenInfo } from '../../protocol/releases';
import { usePublishTokens, useRevokePublishToken } from '../api/publish-token-queries';
import { formatTime } from '../format';
import { GridBox, QueryView } from '../layout/query-view';
import { RevokeDialog } from '../layout/revoke-dialog';
import { COLORS } from '../theme';
import { CreateTokenDialog } from './create-token-dialog';

function RevokeTokenDialog({ target, onClose }: { target: PublishTokenInfo | null; onClose: () => void }) {
  const revoke = useRevokePublishToken();
  const close = () => {
    revoke.reset();
    onClose();
  };
  return (
    <RevokeDialog open={target !== null} title="吊销发布令牌" revoke={revoke} onClose={close} onConfirm={() => target && revoke.mutate(target.id, { onSuccess: close })}>
      确定吊销远程模块 {target?.remote} 的发布令牌 #{target?.id} 吗？用它发布新版本将被拒绝，已发布的版本不受影响，此操作不可撤销。
    </RevokeDialog>
  );
}

/** 发布令牌 (admin): each team's token for publishing its remote; list, create (secret shown once), revoke. */
export function PublishTokensPage() {
  const tokens = usePublishTokens();
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<PublishTokenInfo | null>(null);
  const columns: GridColDef<PublishTokenInfo>[] = [
    { field: 'id', headerName: '编号', width: 80 },
    { field: 'remote', headerName: '远程模块', minWidth: 140, flex: 0.8 },
    { field: 'createdBy', headerName: '创建人', minWidth: 110, flex: 0.5 },
    { field: 'createdAt', headerName: '创建时间', width: 170, valueFormatter: (value: number) => formatTime(value) },
    { field: 'lastUsedAt', headerName: '最近使用', width: 170, valueFormatter: (value?: number) => (value ? formatTime(value) : '从未使用') },
    {
      field: 'revokedAt',
      headerName: '状态',
      minWidth: 200,
      flex: 0.8,
      renderCell: ({ row }) =>
        row.revokedAt ? <Box component="span" sx={{ color: COLORS.danger }}>已吊销（{formatTime(row.revokedAt)}）</Box> : <Box component="span" sx={{ color: COLORS.ok }}>有效</Box>,
    },
    {
      field: 'actions',
      headerName: '操作',
      width: 100,
      sortable: false,
      renderCell: ({ row }) =>
        !row.revokedAt && (
          <Button size="small" color="error" onClick={() => setRevoking(row)}>
            吊销
          </Button>
        ),
    },
  ];

  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 1.5 }}>
        <Typography variant="h6" component="h1" sx={{ flex: 1 }}>
          发布令牌
        </Typography>
        <Button variant="contained" onClick={() => setCreating(true)}>新建令牌</Button>
      </Box>
      <QueryView
        query={tokens}
        what="发布令牌"
        isEmpty={(data) => data.length === 0}
        empty="还没有发布令牌。为一个远程模块新建令牌，交给它的团队：cockpit-remote publish --fleet 用它登记新版本。"
      >
        {(data) => (
          <GridBox rows={data.length} rowHeight={44} offsetPx={170}>
            <DataGrid rows={data} columns={columns} density="compact" rowHeight={44} disableRowSelectionOnClick pageSizeOptions={[25, 50, 100]} aria-label="发布令牌" />
          </GridBox>
        )}
      </QueryView>
      <CreateTokenDialog open={creating} onClose={() => setCreating(false)} />
      <RevokeTokenDialog target={revoking} onClose={() => setRevoking(null)} />
    </>
  );
}
