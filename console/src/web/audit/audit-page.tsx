import type { GridColDef, GridPaginationModel, GridRenderCellParams } from '@mui/x-data-grid';
import { Box, Typography } from '@mui/material';
import { useState } from 'react';
import type { AuditEntry } from '../../protocol/console-api';
import { useAudit, type AuditFilter } from '../api/queries';
import { formatTime } from '../format';
import { ListGrid } from '../layout/list-page';
import { QueryView } from '../layout/query-view';
import { AuditFilters } from './audit-filters';

const COLUMNS: GridColDef<AuditEntry>[] = [
  {
    field: 'at',
    headerName: '时间',
    width: 170,
    sortable: false,
    valueFormatter: (value: number) => formatTime(value),
  },
  { field: 'actor', headerName: '操作人', minWidth: 110, flex: 0.6, sortable: false },
  { field: 'action', headerName: '操作', minWidth: 160, flex: 0.8, sortable: false },
  { field: 'target', headerName: '对象', minWidth: 160, flex: 0.9, sortable: false },
  {
    field: 'detail',
    headerName: '详情',
    minWidth: 240,
    flex: 1.6,
    sortable: false,
    renderCell: ({ value }: GridRenderCellParams<AuditEntry, string>) => <span title={value}>{value ?? ''}</span>,
  },
  { field: 'ip', headerName: '来源 IP', minWidth: 130, flex: 0.6, sortable: false },
];

/** 审计日志: every write and security event, newest first; filtered and paged by the server, exported as CSV. */
export function AuditPage() {
  const [filter, setFilter] = useState<AuditFilter>({});
  const [pages, setPages] = useState<GridPaginationModel>({ page: 0, pageSize: 100 });
  const query = useAudit(filter, { limit: pages.pageSize, offset: pages.page * pages.pageSize });
  const filtered = Object.values(filter).some(Boolean);
  return (
    <>
      <Typography variant="h6" component="h1" sx={{ mb: 1.5 }}>
        审计日志
      </Typography>
      <AuditFilters
        filter={filter}
        canExport={query.data?.mayExport ?? false}
        onApply={(next) => {
          setFilter(next);
          setPages({ ...pages, page: 0 });
        }}
      />
      <QueryView
        query={query}
        what="审计日志"
        isEmpty={(data) => data.total === 0}
        empty={
          filtered ? '没有符合筛选条件的记录。' : '还没有任何操作记录。墙面、分组、布局等的每一次改动都会记在这里。'
        }
      >
        {(data) => (
          <Box>
            <ListGrid
              rows={data.entries}
              label="审计日志"
              offsetPx={220}
              columns={COLUMNS}
              paginationMode="server"
              rowCount={data.total}
              paginationModel={pages}
              onPaginationModelChange={setPages}
            />
          </Box>
        )}
      </QueryView>
    </>
  );
}
