import { Button } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useState } from 'react';
import type { GroupInfo } from '../../protocol';
import { useGroups } from '../api/release-queries';
import { ListPage } from '../layout/list-page';
import { CanvasDialog } from '../canvas/canvas-dialog';
import { useHasRole } from '../session/session-context';
import { CreateGroupDialog } from './create-group-dialog';
import { RemoveGroupDialog } from './remove-group-dialog';
import { RenameGroupDialog } from './rename-group-dialog';

/** 分组: every group with its walls; an administrator creates one from another, renames and removes them. */
export function GroupsPage() {
  const groups = useGroups();
  const admin = useHasRole('admin');
  const operator = useHasRole('operator');
  const [canvasOf, setCanvasOf] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const [renaming, setRenaming] = useState<GroupInfo | null>(null);
  const [removing, setRemoving] = useState<GroupInfo | null>(null);
  const columns: GridColDef<GroupInfo>[] = [
    { field: 'name', headerName: '名称', minWidth: 160, flex: 1 },
    { field: 'group', headerName: '编号', minWidth: 120, flex: 0.7 },
    { field: 'walls', headerName: '墙面', width: 90, type: 'number' },
    { field: 'online', headerName: '在线', width: 90, type: 'number' },
    {
      field: 'versions',
      headerName: '远程模块',
      minWidth: 240,
      flex: 1.4,
      sortable: false,
      valueGetter: (_value, row) =>
        Object.entries(row.versions)
          .map(([remote, version]) => `${remote}@${version}`)
          .join('，'),
    },
    ...(operator
      ? [
          {
            field: 'canvas',
            headerName: '画布',
            width: 90,
            sortable: false,
            renderCell: ({ row }) => (
              <Button size="small" onClick={() => setCanvasOf(row.group)} aria-label={`画布 ${row.name}`}>
                画布
              </Button>
            ),
          } satisfies GridColDef<GroupInfo>,
        ]
      : []),
    ...(admin
      ? [
          {
            field: 'actions',
            headerName: '操作',
            width: 170,
            sortable: false,
            renderCell: ({ row }) => (
              <>
                <Button size="small" onClick={() => setRenaming(row)} aria-label={`重命名 ${row.name}`}>
                  重命名
                </Button>
                <Button size="small" color="error" onClick={() => setRemoving(row)} aria-label={`删除 ${row.name}`}>
                  删除
                </Button>
              </>
            ),
          } satisfies GridColDef<GroupInfo>,
        ]
      : []),
  ];

  return (
    <ListPage
      title="分组"
      query={groups}
      columns={columns}
      getRowId={(row) => row.group}
      rowHeight={44}
      action={
        admin && (
          <Button variant="contained" onClick={() => setCreating(true)}>
            新建分组
          </Button>
        )
      }
      empty={
        admin
          ? '还没有分组：点 新建分组 创建第一个（从页面模板开始），之后才能认领墙面、生成预配令牌。'
          : '还没有分组：请管理员先新建分组。'
      }
    >
      <CreateGroupDialog open={creating} groups={groups.data ?? []} onClose={() => setCreating(false)} />
      <RenameGroupDialog target={renaming} onClose={() => setRenaming(null)} />
      <RemoveGroupDialog target={removing} onClose={() => setRemoving(null)} />
      <CanvasDialog group={canvasOf} onClose={() => setCanvasOf(null)} />
    </ListPage>
  );
}
