import { Button } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useState } from 'react';
import { useUsers, type UserInfo } from '../api/queries';
import { formatTime, ROLE_LABEL } from '../format';
import { ListPage } from '../layout/list-page';
import { CreateUserDialog } from './create-user-dialog';
import { ManageUserDialog } from './manage-user-dialog';

const columns = (manage: (user: UserInfo) => void): GridColDef<UserInfo>[] => [
  { field: 'username', headerName: '用户名', minWidth: 160, flex: 1 },
  {
    field: 'role',
    headerName: '角色',
    minWidth: 120,
    flex: 0.6,
    valueFormatter: (value: UserInfo['role']) => (value ? (ROLE_LABEL[value] ?? value) : '无角色'),
  },
  {
    field: 'source',
    headerName: '来源',
    minWidth: 130,
    flex: 0.6,
    valueGetter: (_value, row) => (row.source === 'oidc' ? '单点登录' : row.emergency ? '本地（应急）' : '本地'),
  },
  {
    field: 'createdAt',
    headerName: '创建时间',
    minWidth: 170,
    flex: 0.8,
    valueFormatter: (value?: number) => (value ? formatTime(value) : '—'),
  },
  {
    field: 'disabledAt',
    headerName: '状态',
    minWidth: 100,
    flex: 0.5,
    valueFormatter: (value?: number) => (value ? '已停用' : '正常'),
  },
  {
    field: 'actions',
    headerName: '操作',
    minWidth: 100,
    sortable: false,
    renderCell: ({ row }) => (
      <Button size="small" onClick={() => manage(row)} aria-label={`管理 ${row.username}`}>
        管理
      </Button>
    ),
  },
];

/** 用户 (admin): console users, their roles and state; a new one is created with a role; 管理 changes or takes access away. */
export function UsersPage() {
  const users = useUsers();
  const [creating, setCreating] = useState(false);
  const [managing, setManaging] = useState<string | null>(null);
  const managed = users.data?.find((user) => user.username === managing);
  return (
    <ListPage
      title="用户"
      what="用户列表"
      query={users}
      columns={columns((user) => setManaging(user.username))}
      getRowId={(user) => user.username}
      action={
        <Button variant="contained" onClick={() => setCreating(true)}>
          新建用户
        </Button>
      }
      empty="还没有用户。点「新建用户」添加第一个。"
    >
      <CreateUserDialog open={creating} onClose={() => setCreating(false)} />
      {managed && <ManageUserDialog user={managed} onClose={() => setManaging(null)} />}
    </ListPage>
  );
}
