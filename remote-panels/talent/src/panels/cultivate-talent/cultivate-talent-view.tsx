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
import { categoryColor, packPages, TALENT_PAGE_ROWS, type TalentData } from '../../components/talent-data';
import { TalentTable } from '../../components/talent-table';

const TOTAL_COLOR = COLORS.warning;
const SCHOOL_COLOR = '#2989ff';
const BAR_MAX_PX = 30;

/** 人数 as a bar in the category's colour, scaled to the largest programme, with the number after it. */
function barColumn(max: number, categories: readonly string[]): TableColumn<TalentRow> {
  return {
    key: 'count',
    title: '人数',
    width: 72,
    render: (row) => (
      <Box
        component="span"
        title={`本年新增 ${row.newCount} 人`}
        sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
      >
        <Box
          component="span"
          data-bar={row.count}
          sx={{
            flex: '0 0 auto',
            height: 8,
            borderRadius: 1,
            width: Math.max(3, Math.round((row.count / max) * BAR_MAX_PX)),
            bgcolor: categoryColor(categories, row.lb),
          }}
        />
        <Box component="span" sx={{ fontWeight: 700, color: COLORS.title, fontVariantNumeric: 'tabular-nums' }}>
          {row.count}
        </Box>
      </Box>
    ),
  };
}

/** Cultivated talent: the category-merged programme table with bars, totals on the right. */
export function CultivateTalentView({ data }: PanelViewProps<TalentData>) {
  const [pageRows, setPageRows] = useState(TALENT_PAGE_ROWS);
  const pages = useMemo(() => packPages(data.rows, pageRows), [data.rows, pageRows]);
  const valueColumns = useMemo(
    () => [barColumn(Math.max(1, ...data.rows.map((r) => r.count)), data.categories)],
    [data.rows, data.categories],
  );
  const pager = useAutoPager(pages.length, 1);
  const figures = [
    { label: '累计培养', value: data.sum.total, unit: '人', color: TOTAL_COLOR },
    { label: '覆盖高校', value: data.sum.schoolCount, unit: '所', color: SCHOOL_COLOR },
  ];
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: `minmax(0, 1fr) ${typeSize(94)}`, gap: 1.25, height: '100%' }}>
      <TalentTable
        rows={pages[pager.pageNum - 1] ?? []}
        categories={data.categories}
        nameTitle="培养项目"
        valueColumns={valueColumns}
        onHoverChange={pager.setPaused}
        onRowsFit={setPageRows}
      />
      <FigureStack
        figures={figures}
        footer={<PageDots pageNum={pager.pageNum} pages={pager.pages} onPick={pager.setPageNum} />}
      />
    </Box>
  );
}
