import { typeSize, useAutoPager, type TableColumn, type TalentRow } from '@cockpit/shared-sdk';
import { Box } from '@mui/material';
import { useMemo, useState } from 'react';
import { FigureStack, type Figure } from './figure-stack';
import { PageDots } from './page-dots';
import { packPages, TALENT_PAGE_ROWS, type TalentData } from './talent-data';
import { TalentTable } from './talent-table';

interface PagedTalentProps {
  data: TalentData;
  /** Title of the programme column, and the figure column(s) after it. */
  nameTitle: string;
  valueColumns: readonly TableColumn<TalentRow>[];
  figures: readonly Figure[];
  /** Which side of the table the figures stand on. */
  figuresSide: 'left' | 'right';
}

/**
 * The programme table, auto-paged by whole categories (as many rows a page as fit), beside its figures with the
 * page dots under them.
 */
export function PagedTalent({ data, nameTitle, valueColumns, figures, figuresSide }: PagedTalentProps) {
  const [pageRows, setPageRows] = useState(TALENT_PAGE_ROWS);
  const pages = useMemo(() => packPages(data.rows, pageRows), [data.rows, pageRows]);
  const pager = useAutoPager(pages.length, 1);
  const table = (
    <TalentTable
      rows={pages[pager.pageNum - 1] ?? []}
      categories={data.categories}
      nameTitle={nameTitle}
      valueColumns={valueColumns}
      onHoverChange={pager.setPaused}
      onRowsFit={setPageRows}
    />
  );
  const stack = (
    <FigureStack
      figures={figures}
      footer={<PageDots pageNum={pager.pageNum} pages={pager.pages} onPick={pager.setPageNum} />}
    />
  );
  const left = figuresSide === 'left';
  const columns = left ? `${typeSize(94)} minmax(0, 1fr)` : `minmax(0, 1fr) ${typeSize(94)}`;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: columns, gap: 1.25, height: '100%' }}>
      {left ? stack : table}
      {left ? table : stack}
    </Box>
  );
}
