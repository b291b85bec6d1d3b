import type { ProvisioningTokenInfo } from '@cockpit/protocol';
import { useProvisioningTokens, useRevokeProvisioningToken } from '../api/wall-management-queries';
import { formatTime } from '../format';
import { TokenListPage } from '../layout/token-list-page';
import { CreateProvisioningDialog } from './create-provisioning-dialog';

/** 预配令牌 (admin): tokens a kiosk exchanges once for its own credential (`/?enroll=…`); list, create (shown once), revoke. */
export function ProvisioningTokensPage() {
  return (
    <TokenListPage<ProvisioningTokenInfo>
      title="预配令牌"
      createLabel="新建预配令牌"
      query={useProvisioningTokens()}
      revoke={useRevokeProvisioningToken()}
      columns={[
        { field: 'id', headerName: '编号', width: 80 },
        { field: 'group', headerName: '分组', minWidth: 110, flex: 0.5 },
        { field: 'label', headerName: '用途', minWidth: 160, flex: 1 },
        {
          field: 'uses',
          headerName: '已用 / 可用',
          width: 110,
          valueGetter: (_value, row) => `${row.uses} / ${row.maxUses}`,
        },
        {
          field: 'expiresAt',
          headerName: '过期时间',
          width: 170,
          valueFormatter: (value: number) => formatTime(value),
        },
        { field: 'createdBy', headerName: '创建人', minWidth: 100, flex: 0.4 },
      ]}
      empty="还没有预配令牌。无人值守安装时，新建一个令牌，在大屏上打开它给出的 /?enroll= 地址，大屏即自动加入分组。"
      createDialog={(open, onClose) => <CreateProvisioningDialog open={open} onClose={onClose} />}
      revokeText={(token) => (
        <>
          确定吊销分组 {token?.group} 的预配令牌“{token?.label}
          ”吗？此后没有大屏能再用它添加；已用它添加的大屏保留各自的凭据，不受影响。此操作不可撤销。
        </>
      )}
    />
  );
}
