import { Button } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useState } from 'react';
import type { PublishTokenInfo } from '../../protocol/releases';
import { usePublishTokens, useRevokePublishToken } from '../api/publish-token-queries';
import { formatTime } from '../format';
import { ConfirmDialog } from '../layout/confirm-dialog';
import { MetricsTokenCard } from '../metrics/metrics-token-card';
import { ListPage } from '../layout/list-page';
import { revocationColumns } from '../layout/revocation-columns';
import { CreateTokenDialog } from './create-token-dialog';

/** 发布令牌 (admin): each team's token for publishing its remote; list, create (secret shown once), revoke; and the /metrics scrape token. */
export function PublishTokensPage() {
  const tokens = usePublishTokens();
  const revoke = useRevokePublishToken();
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<PublishTokenInfo | null>(null);
  const columns: GridColDef<PublishTokenInfo>[] = [
    { field: 'id', headerName: '编号', width: 80 },
    { field: 'remote', headerName: '远程模块', minWidth: 140, flex: 0.8 },
    { field: 'createdBy', headerName: '创建人', minWidth: 110, flex: 0.5 },
    { field: 'createdAt', headerName: '创建时间', width: 170, valueFormatter: (value: number) => formatTime(value) },
    {
      field: 'lastUsedAt',
      headerName: '最近使用',
      width: 170,
      valueFormatter: (value?: number) => (value ? formatTime(value) : '从未使用'),
    },
    ...revocationColumns<PublishTokenInfo>(setRevoking),
  ];

  return (
    <>
      <ListPage
        title="发布令牌"
        action={
          <Button variant="contained" onClick={() => setCreating(true)}>
            新建令牌
          </Button>
        }
        query={tokens}
        columns={columns}
        rowHeight={44}
        empty="还没有发布令牌。为一个远程模块新建令牌，交给它的团队：cockpit-remote publish --fleet 用它登记新版本。"
      />
      <CreateTokenDialog open={creating} onClose={() => setCreating(false)} />
      <ConfirmDialog
        target={revoking}
        title="吊销发布令牌"
        verb="吊销"
        action={revoke}
        onClose={() => setRevoking(null)}
        onConfirm={(t) => revoke.mutate(t.id, { onSuccess: () => setRevoking(null) })}
      >
        确定吊销远程模块 {revoking?.remote} 的发布令牌 #{revoking?.id}{' '}
        吗？用它发布新版本将被拒绝，已发布的版本不受影响，此操作不可撤销。
      </ConfirmDialog>
      <MetricsTokenCard />
    </>
  );
}
