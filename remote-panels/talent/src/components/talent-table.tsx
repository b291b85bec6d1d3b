import { COLORS, PagedTable, rowSpans, typeSize, type TableColumn, type TalentRow } from '@cockpit/shared-sdk';
import { Box } from '@mui/material';
import { useMemo } from 'react';
import { categoryColor } from './talent-data';

/** Compact rows (24 px) so a header and four rows fit the 140 px body of a 464x190 slot. */
const compactSx = {
  height: '100%',
  minWidth: 0,
  '& table': { tableLayout: 'fixed' },
  '& .MuiTableCell-root': { fontSize: typeSize(15), lineHeight: typeSize(19), py: typeSize(2), px: typeSize(5) },
  '& .MuiTableCell-head': { letterSpacing: 1 },
} as const;

interface TalentTableProps {
  /** The rows of the current page, grouped by `lb`. */
  rows: readonly TalentRow[];
  categories: readonly string[];
  /** Title of the programme column. */
  nameTitle: string;
  /** The figure column(s) after the programme. */
  valueColumns: readonly TableColumn<TalentRow>[];
  onHoverChange?: (hovering: boolean) => void;
  /** Hears how many whole rows fit: the page size a taller slot packs. */
  onRowsFit?: (rows: number) => void;
}

/**
 * One page of programmes with the category `lb` cells of consecutive equal rows merged by row
 * span, each category in its palette colour.
 */
export function TalentTable({ rows, categories, nameTitle, valueColumns, onHoverChange, onRowsFit }: TalentTableProps) {
  const columns = useMemo<TableColumn<TalentRow>[]>(
    () => [
      {
        key: 'lb',
        title: '类别',
        width: typeSize(84),
        spans: rowSpans(rows, 'lb'),
        render: (row) => (
          <Box component="span" data-lb={row.lb} sx={{ color: categoryColor(categories, row.lb), fontWeight: 700 }}>
            {row.lb}
          </Box>
        ),
      },
      {
        key: 'name',
        title: nameTitle,
        render: (row) => (
          <Box component="span" title={row.name} sx={{ color: COLORS.text }}>
            {row.name}
          </Box>
        ),
      },
      ...valueColumns,
    ],
    [rows, categories, nameTitle, valueColumns],
  );
  return (
    <Box sx={compactSx}>
      <PagedTable
        rows={rows}
        columns={columns}
        rowKey={(row) => `${row.lb}/${row.name}`}
        onHoverChange={onHoverChange}
        onRowsFit={onRowsFit}
      />
    </Box>
  );
}
