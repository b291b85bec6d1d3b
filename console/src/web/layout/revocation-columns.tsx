import { Box, Button } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { formatTime } from '../format';
import { COLORS } from '../theme';

/** A secret the console lists but never shows again: a provisioning token, a publish token. */
export interface RevocableRow {
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
        row.revokedAt ? (
          <Box component="span" sx={{ color: COLORS.danger }}>
            已吊销（{formatTime(row.revokedAt)}）
          </Box>
        ) : (
          <Box component="span" sx={{ color: COLORS.ok }}>
            有效
          </Box>
        ),
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
