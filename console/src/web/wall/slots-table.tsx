import { Box } from '@mui/material';
import type { GridColDef, GridRenderCellParams } from '@mui/x-data-grid';
import type { SlotBeat } from '@cockpit/protocol';
import { formatAge } from '../format';
import { ListGrid } from '../layout/list-page';
import { COLORS } from '../theme';
import { panelRows, type PanelRow } from './panel-rows';
import { errorText, StateLabel } from './state-label';

const COLUMNS: GridColDef<PanelRow>[] = [
  { field: 'slot', headerName: '槽位', minWidth: 120, flex: 0.7 },
  { field: 'panel', headerName: '面板', minWidth: 170, flex: 1 },
  { field: 'turn', headerName: '轮播', minWidth: 150, flex: 0.8 },
  { field: 'title', headerName: '标题', minWidth: 120, flex: 0.8, valueGetter: (value?: string) => value ?? '—' },
  { field: 'state', headerName: '状态', width: 90, renderCell: ({ row }) => <StateLabel state={row.state} /> },
  { field: 'build', headerName: '版本', minWidth: 180, flex: 1, valueGetter: (value?: string) => value ?? '—' },
  {
    field: 'dataAgeMs',
    headerName: '数据时效',
    type: 'number',
    width: 100,
    valueFormatter: (value?: number) => formatAge(value),
  },
  {
    field: 'errorCount',
    headerName: '本周期错误',
    type: 'number',
    width: 96,
    valueFormatter: (value?: number) => value ?? '',
  },
  {
    field: 'lastError',
    headerName: '最后错误',
    minWidth: 220,
    flex: 1.6,
    valueGetter: (_value, row) => errorText(row.lastError),
    renderCell: ({ value }: GridRenderCellParams<PanelRow, string>) => (
      <Box component="span" title={value} sx={{ color: COLORS.danger }}>
        {value}
      </Box>
    ),
  },
];

/** The wall's slots as a table, one row for each panel of a rotation (the drawing shows the panel shown). */
export function SlotsTable({ slots }: { slots: SlotBeat[] }) {
  return (
    <ListGrid rows={panelRows(slots)} columns={COLUMNS} getRowId={(row) => row.id} offsetPx={120} label="槽位列表" />
  );
}
