import type { GridColDef } from '@mui/x-data-grid';
import { useState } from 'react';
import type { WallKeyInfo } from '../../protocol/console-api';
import { useRevokeWallKey, useWallKeys } from '../api/queries';
import { formatTime } from '../format';
import { RevokeDialog } from '../layout/revoke-dialog';
import { revocationColumns, SecretsList } from '../layout/secrets-list';
import { CreateKeyDialog } from './create-key-dialog';

function RevokeKeyDialog({ target, onClose }: { target: WallKeyInfo | null; onClose: () => void }) {
  const revoke = useRevokeWallKey();
  const close = () => {
    revoke.reset();
    onClose();
  };
  return (
    <RevokeDialog open={target !== null} title="吊销墙面密钥" revoke={revoke} onClose={close} onConfirm={() => target && revoke.mutate(target.id, { onSuccess: close })}>
      确定吊销分组 {target?.group} 的密钥“{target?.name}”吗？使用它的墙面将在下一次心跳时被拒绝，此操作不可撤销。
    </RevokeDialog>
  );
}

/** 墙面密钥 (admin): list, create (secret shown once), revoke. */
export function KeysPage() {
  const keys = useWallKeys();
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<WallKeyInfo | null>(null);
  const columns: GridColDef<WallKeyInfo>[] = [
    { field: 'id', headerName: '编号', width: 80 },
    { field: 'group', headerName: '分组', minWidth: 120, flex: 0.6 },
    { field: 'name', headerName: '名称', minWidth: 160, flex: 1 },
    { field: 'createdAt', headerName: '创建时间', width: 170, valueFormatter: (value: number) => formatTime(value) },
    { field: 'createdBy', headerName: '创建人', minWidth: 110, flex: 0.5 },
    ...revocationColumns<WallKeyInfo>(setRevoking),
  ];

  return (
    <>
      <SecretsList title="墙面密钥" createLabel="新建密钥" onCreate={() => setCreating(true)} query={keys} columns={columns}
        empty="还没有墙面密钥。新建一个，填入墙面的 config.json，墙面即可上报心跳。" />
      <CreateKeyDialog open={creating} onClose={() => setCreating(false)} />
      <RevokeKeyDialog target={revoking} onClose={() => setRevoking(null)} />
    </>
  );
}
