import { COLORS, type PanelViewProps, type TableColumn, type TalentRow, typeSize } from '@cockpit/shared-sdk';
import { Box } from '@mui/material';
import { PagedTalent } from '../../components/paged-talent';
import type { TalentData } from '../../components/talent-data';

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
  const figures = [
    { label: '累计引进', value: data.sum.total, unit: '人', color: COLORS.accent },
    { label: '本年新增', value: data.sum.newCount, unit: '人', color: NEW_COLOR },
  ];
  return (
    <PagedTalent data={data} nameTitle="引进项目" valueColumns={valueColumns} figures={figures} figuresSide="left" />
  );
}
