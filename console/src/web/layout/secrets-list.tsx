import { Box, Button, Typography } from '@mui/material';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import type { UseQueryResult } from '@tanstack/react-query';
import { formatTime } from '../format';
import { COLORS } from '../theme';
import { GridBox, QueryView } from './query-view';

/** A secret the console lists but never shows again: a provisioning token, a publish token. */
interface RevocableRow {
  id: number;
  revokedAt?: number;
}

/** The 状态 and 操作 columns every list of revocable secrets ends with. */
export function revocationColumns<T extends RevocableRow>(onRevoke: (row: T) => void): GridColDef<T>[] {
  return [
    {
      field: 'revokedAt',
      headerName: '状态',
      minWidth: 200,
      flex: 0.8,
      renderCell: ({ row }) =>
        row.revokedAt ? <Box component="span" sx={{ color: COLORS.danger }}>已吊销（{formatTime(row.revokedAt)}）</Box> : <Box component="span" sx={{ color: COLORS.ok }}>有效</Box>,
    },
    {
      field: 'actions',
      headerName: '操作',
      width: 100,
      sortable: false,
      renderCell: ({ row }) =>
        !row.revokedAt && (
          <Button size="small" color="error" onClick={() => onRevoke(row)}>
            吊销
          </Button>
        ),
    },
  ];
}

interface SecretsListProps<T extends RevocableRow> {
  /** The page's heading, and what the list is called in its loading and error notices. */
  title: string;
  createLabel: string;
  onCreate: () => void;
  query: UseQueryResult<T[]>;
  empty: string;
  columns: GridColDef<T>[];
}

/** A page of revocable secrets: heading and 新建 button over the grid, through loading, error and empty. */
export function SecretsList<T extends RevocableRow>({ title, createLabel, onCreate, query, empty, columns }: SecretsListProps<T>) {
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 1.5 }}>
        <Typography variant="h6" component="h1" sx={{ flex: 1 }}>
          {title}
        </Typography>
        <Button variant="contained" onClick={onCreate}>{createLabel}</Button>
      </Box>
      <QueryView query={query} what={title} isEmpty={(data) => data.length === 0} empty={empty}>
        {(data) => (
          <GridBox rows={data.length} rowHeight={44} offsetPx={170}>
            <DataGrid rows={data} columns={columns} density="compact" rowHeight={44} disableRowSelectionOnClick pageSizeOptions={[25, 50, 100]} aria-label={title} />
          </GridBox>
        )}
      </QueryView>
    </>
  );
}
