import {
  COLORS,
  useAutoPager,
  type PanelViewProps,
  type TableColumn,
  type TalentRow,
  typeSize,
} from '@cockpit/shared-sdk';
import { Box } from '@mui/material';
import { useMemo, useState } from 'react';
import { FigureStack } from '../../components/figure-stack';
import { PageDots } from '../../components/page-dots';
import { packPages, TALENT_PAGE_ROWS, type TalentData } from '../../components/talent-data';
import { TalentTable } from '../../components/talent-table';

const NEW_COLOR = '#73d13d';

/** 人数 with this year's newcomers beside it in the "new" green of the figure column. */
const valueColumns: TableColumn<TalentRow>[] = [
  {
    key: 'count',
    title: '人数',
    width: typeSize(70),
    render: (row) => (
      <Box component="span" sx={{ display: 'flex', alignItems: 'baseline', gap: 0.5 }}>
        <Box component="span" sx={{ fontWeight: 700, color: COLORS.title, fontVariantNumeric: 'tabular-nums' }}>
          {row.count}
        </Box>
        {row.newCount > 0 && (
          <Box
            component="span"
            title={`本年新增 ${row.newCount} 人`}
            sx={{ color: NEW_COLOR, fontVariantNumeric: 'tabular-nums' }}
          >
            +{row.newCount}
          </Box>
        )}
      </Box>
    ),
  },
];

/** Imported talent: two big totals beside an auto-paged, category-merged programme table. */
export function ImportTalentView({ data }: PanelViewProps<TalentData>) {
  const [pageRows, setPageRows] = useState(TALENT_PAGE_ROWS);
  const pages = useMemo(() => packPages(data.rows, pageRows), [data.rows, pageRows]);
  const pager = useAutoPager(pages.length, 1);
  const figures = [
    { label: '累计引进', value: data.sum.total, unit: '人', color: COLORS.accent },
    { label: '本年新增', value: data.sum.newCount, unit: '人', color: NEW_COLOR },
  ];
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: `${typeSize(94)} minmax(0, 1fr)`, gap: 1.25, height: '100%' }}>
      <FigureStack
        figures={figures}
        footer={<PageDots pageNum={pager.pageNum} pages={pager.pages} onPick={pager.setPageNum} />}
      />
      <TalentTable
        rows={pages[pager.pageNum - 1] ?? []}
        categories={data.categories}
        nameTitle="引进项目"
        valueColumns={valueColumns}
        onHoverChange={pager.setPaused}
        onRowsFit={setPageRows}
      />
    </Box>
  );
}
