import {
  AnimatedCounter,
  COLORS,
  ScrollBoard,
  type BoardColumn,
  type InvestProject,
  type PanelViewProps,
  typeSize,
} from '@cockpit/shared-sdk';
import { Box } from '@mui/material';
import { toYi, type InvestmentData } from './use-investment-data';

const wan = (amount: number) => amount.toLocaleString('zh-CN', { maximumFractionDigits: 0 });
/** One line of a row, cut with an ellipsis when too long. */
const line = (fontSize: number, lineHeight: number, color: string) =>
  ({
    fontSize: typeSize(fontSize),
    lineHeight: typeSize(lineHeight),
    color,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  }) as const;

/** Two lines per row, each with room: 22 + 20 px of text in a 46 px row (the slot holds two rows under the totals). */
const ROW_HEIGHT = 46;

const columns: BoardColumn<InvestProject>[] = [
  {
    key: 'project',
    title: '项目 / 产业链',
    flex: 3,
    render: (p) => (
      <>
        <Box sx={line(16, 22, COLORS.title)}>{p.projectName}</Box>
        <Box sx={line(14, 20, COLORS.muted)}>{p.chain}</Box>
      </>
    ),
  },
  {
    key: 'amount',
    title: '金额 / 阶段',
    flex: 1.3,
    render: (p) => (
      <Box sx={{ textAlign: 'right' }}>
        <Box sx={line(17, 22, COLORS.warning)}>
          <Box component="span" sx={{ fontWeight: 700 }}>
            {wan(p.amount)}
          </Box>
          <Box component="span" sx={{ fontSize: typeSize(13), color: COLORS.muted, ml: 0.5 }}>
            万元
          </Box>
        </Box>
        <Box sx={line(14, 20, COLORS.text)}>{p.stage}</Box>
      </Box>
    ),
  },
];

const figureSx = { fontSize: typeSize(24), fontWeight: 700, lineHeight: 1, mx: 0.5 } as const;

/** The invested total and project count over a board of the newest projects, one row scrolling in every few seconds. */
export function InvestmentView({ data }: PanelViewProps<InvestmentData>) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', overflow: 'hidden' }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'baseline',
          height: typeSize(26),
          mb: 0.5,
          flexShrink: 0,
          fontSize: typeSize(15),
          color: COLORS.muted,
          whiteSpace: 'nowrap',
        }}
      >
        累计投资
        <Box
          data-figure="total"
          component="span"
          sx={{ ...figureSx, color: COLORS.warning, textShadow: `0 0 10px ${COLORS.warning}66` }}
        >
          <AnimatedCounter value={toYi(data.totalAmount)} decimals={2} />
        </Box>
        亿元
        <Box sx={{ flex: 1 }} />
        招商项目
        <Box data-figure="count" component="span" sx={{ ...figureSx, color: COLORS.accent }}>
          <AnimatedCounter value={data.projects.length} />
        </Box>
        个
      </Box>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <ScrollBoard
          rows={data.projects}
          columns={columns}
          rowKey={(p) => p.id}
          visibleRows={2}
          rowHeight={ROW_HEIGHT}
          header={false}
          intervalMs={3000}
        />
      </Box>
    </Box>
  );
}
