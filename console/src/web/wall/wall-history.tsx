import { Box } from '@mui/material';
import type { GridColDef, GridRenderCellParams } from '@mui/x-data-grid';
import type { SlotStateChange } from '../../protocol/console-api';
import { formatTime } from '../format';
import { ListGrid } from '../layout/list-page';
import { ViewNotice } from '../layout/query-view';
import { COLORS } from '../theme';
import { StateLabel } from './state-label';

type HistoryRow = SlotStateChange & { id: number };

const COLUMNS: GridColDef<HistoryRow>[] = [
  { field: 'at', headerName: '时间', width: 170, valueFormatter: (value: number) => formatTime(value) },
  { field: 'slot', headerName: '槽位', minWidth: 110, flex: 0.6 },
  { field: 'panel', headerName: '面板', minWidth: 160, flex: 0.9 },
  {
    field: 'to',
    headerName: '状态变化',
    width: 170,
    renderCell: ({ row }) => (
      <Box component="span" sx={{ display: 'inline-flex', gap: 0.75, alignItems: 'center' }}>
        <StateLabel state={row.from} />
        <Box component="span" sx={{ color: 'text.secondary' }}>
          →
        </Box>
        <StateLabel state={row.to} />
      </Box>
    ),
  },
  { field: 'build', headerName: '版本', minWidth: 170, flex: 0.9, valueGetter: (value?: string) => value ?? '—' },
  {
    field: 'error',
    headerName: '错误',
    minWidth: 200,
    flex: 1.4,
    renderCell: ({ value }: GridRenderCellParams<HistoryRow, string>) => (
      <Box component="span" title={value} sx={{ color: COLORS.danger }}>
        {value}
      </Box>
    ),
  },
];

/** The last 24 hours of the wall's slot state changes, newest first. */
export function WallHistory({ history }: { history: SlotStateChange[] }) {
  const rows: HistoryRow[] = history.map((change, index) => ({ ...change, id: index })).reverse();
  if (rows.length === 0) return <ViewNotice>过去 24 小时没有状态变化</ViewNotice>;
  return <ListGrid rows={rows} columns={COLUMNS} offsetPx={120} label="状态变化" />;
}
