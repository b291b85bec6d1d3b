import type { GridColDef, GridRenderCellParams } from '@mui/x-data-grid';
import type { AuditEntry } from '../../protocol/console-api';
import { useAudit } from '../api/queries';
import { formatTime } from '../format';
import { ListPage } from '../layout/list-page';

const COLUMNS: GridColDef<AuditEntry>[] = [
  { field: 'at', headerName: '时间', width: 170, valueFormatter: (value: number) => formatTime(value) },
  { field: 'actor', headerName: '操作人', minWidth: 110, flex: 0.6 },
  { field: 'action', headerName: '操作', minWidth: 160, flex: 0.8 },
  { field: 'target', headerName: '对象', minWidth: 160, flex: 0.9 },
  {
    field: 'detail',
    headerName: '详情',
    minWidth: 240,
    flex: 1.6,
    renderCell: ({ value }: GridRenderCellParams<AuditEntry, string>) => <span title={value}>{value ?? ''}</span>,
  },
  { field: 'ip', headerName: '来源 IP', minWidth: 130, flex: 0.6 },
];

/** 审计日志: every write to the console, newest first. */
export function AuditPage() {
  return <ListPage title="审计日志" query={useAudit()} columns={COLUMNS} sort={{ field: 'at', sort: 'desc' }} offsetPx={160} empty="还没有任何操作记录。墙面、分组、布局等的每一次改动都会记在这里。" />;
}
