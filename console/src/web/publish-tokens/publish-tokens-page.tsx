import type { PublishTokenInfo } from '../../protocol/releases';
import { usePublishTokens, useRevokePublishToken } from '../api/publish-token-queries';
import { formatTime } from '../format';
import { TokenListPage } from '../layout/token-list-page';
import { MetricsTokenCard } from '../metrics/metrics-token-card';
import { CreateTokenDialog } from './create-token-dialog';

/** 发布令牌 (admin): each team's token for publishing its remote; list, create (secret shown once), revoke; and the /metrics scrape token. */
export function PublishTokensPage() {
  return (
    <TokenListPage<PublishTokenInfo>
      title="发布令牌"
      createLabel="新建令牌"
      query={usePublishTokens()}
      revoke={useRevokePublishToken()}
      columns={[
        { field: 'id', headerName: '编号', width: 80 },
        { field: 'remote', headerName: '远程模块', minWidth: 140, flex: 0.8 },
        { field: 'createdBy', headerName: '创建人', minWidth: 110, flex: 0.5 },
        {
          field: 'createdAt',
          headerName: '创建时间',
          width: 170,
          valueFormatter: (value: number) => formatTime(value),
        },
        {
          field: 'lastUsedAt',
          headerName: '最近使用',
          width: 170,
          valueFormatter: (value?: number) => (value ? formatTime(value) : '从未使用'),
        },
      ]}
      empty="还没有发布令牌。为一个远程模块新建令牌，交给它的团队：cockpit-remote publish --fleet 用它登记新版本。"
      createDialog={(open, onClose) => <CreateTokenDialog open={open} onClose={onClose} />}
      revokeText={(token) => (
        <>
          确定吊销远程模块 {token?.remote} 的发布令牌 #{token?.id}{' '}
          吗？用它发布新版本将被拒绝，已发布的版本不受影响，此操作不可撤销。
        </>
      )}
    >
      <MetricsTokenCard />
    </TokenListPage>
  );
}
