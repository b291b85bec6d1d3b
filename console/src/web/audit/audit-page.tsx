import { Typography } from '@mui/material';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import type { AuditEntry } from '../../protocol/console-api';
import { useAudit } from '../api/queries';
import { formatTime } from '../format';
import { GridBox, QueryView } from '../layout/query-view';

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
    renderCell: ({ value }) => <span title={value}>{value ?? ''}</span>,
  },
  { field: 'ip', headerName: '来源 IP', minWidth: 130, flex: 0.6 },
];

/** 审计日志: every write to the console, newest first. */
export function AuditPage() {
  const audit = useAudit();
  return (
    <>
      <Typography variant="h6" component="h1" sx={{ mb: 1.5 }}>
        审计日志
      </Typography>
      <QueryView query={audit} what="审计日志" isEmpty={(data) => data.length === 0} empty="还没有任何操作记录">
        {(data) => (
          <GridBox rows={data.length} offsetPx={160}>
            <DataGrid
              rows={data}
              columns={COLUMNS}
              density="compact"
              disableRowSelectionOnClick
              initialState={{ sorting: { sortModel: [{ field: 'at', sort: 'desc' }] }, pagination: { paginationModel: { pageSize: 100 } } }}
              pageSizeOptions={[25, 50, 100]}
              aria-label="审计日志"
            />
          </GridBox>
        )}
      </QueryView>
    </>
  );
}
