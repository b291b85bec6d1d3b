import { COLORS, type PanelViewProps, type TableColumn, type TalentRow } from '@cockpit/shared-sdk';
import { Box } from '@mui/material';
import { useMemo } from 'react';
import { PagedTalent } from '../../components/paged-talent';
import { categoryColor, type TalentData } from '../../components/talent-data';

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
  const valueColumns = useMemo(
    () => [barColumn(Math.max(1, ...data.rows.map((r) => r.count)), data.categories)],
    [data.rows, data.categories],
  );
  const figures = [
    { label: '累计培养', value: data.sum.total, unit: '人', color: TOTAL_COLOR },
    { label: '覆盖高校', value: data.sum.schoolCount, unit: '所', color: SCHOOL_COLOR },
  ];
  return (
    <PagedTalent data={data} nameTitle="培养项目" valueColumns={valueColumns} figures={figures} figuresSide="right" />
  );
}
