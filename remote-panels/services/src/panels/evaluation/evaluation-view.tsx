import {
  COLORS,
  dayjs,
  ScrollBoard,
  type BoardColumn,
  type Evaluation,
  type PanelViewProps,
  typeSize,
} from '@cockpit/shared-sdk';
import { Box } from '@mui/material';
import { Tag } from '../../components/tag';
import { SatisfactionGauge } from './satisfaction-gauge';
import type { EvaluationData } from './use-evaluation-data';

const columns: BoardColumn<Evaluation>[] = [
  {
    key: 'matterName',
    title: '评价事项',
    flex: 1.9,
    render: (e) => <span title={`${e.evaluator}：${e.content}`}>{e.matterName}</span>,
  },
  { key: 'level', title: '评价', flex: 1.6, render: (e) => <Tag text={e.level} /> },
  { key: 'evalDate', title: '日期', flex: 0.9, render: (e) => dayjs(e.evalDate).format('MM-DD') },
];

/** The satisfaction gauge with the average score, beside the latest evaluations scrolling by. */
export function EvaluationView({ data }: PanelViewProps<EvaluationData>) {
  return (
    <Box sx={{ display: 'flex', gap: 1.5, height: '100%' }}>
      <Box sx={{ width: typeSize(146), flexShrink: 0, display: 'flex', flexDirection: 'column' }}>
        <Box sx={{ flex: 1, minHeight: 0 }}>
          <SatisfactionGauge rate={data.rate} />
        </Box>
        <Box
          data-average
          sx={{ fontSize: typeSize(15), color: COLORS.muted, textAlign: 'center', whiteSpace: 'nowrap' }}
        >
          均分{' '}
          <Box component="span" sx={{ fontSize: typeSize(18), fontWeight: 700, color: COLORS.warning }}>
            {data.averageScore.toFixed(2)}
          </Box>{' '}
          · {data.total} 条
        </Box>
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <ScrollBoard
          rows={data.latest}
          columns={columns}
          rowKey={(e) => e.id}
          visibleRows={3}
          rowHeight={30}
          intervalMs={3000}
        />
      </Box>
    </Box>
  );
}
