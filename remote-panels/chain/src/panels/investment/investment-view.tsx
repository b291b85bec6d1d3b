import { AnimatedCounter, COLORS, ScrollBoard, type BoardColumn, type InvestProject, type PanelViewProps } from '@cockpit/shared-sdk';
import { Box } from '@mui/material';
import { toYi, type InvestmentData } from './use-investment-data';

const wan = (amount: number) => amount.toLocaleString('zh-CN', { maximumFractionDigits: 0 });
/** Ellipsis on the right without clipping glyphs top or bottom (rows are tight in this slot). */
const clip = { overflowX: 'clip', overflowY: 'visible', textOverflow: 'ellipsis' } as const;

/** Name over chain in one cell: the slot is too narrow for both side by side. */
function ProjectCell({ project }: { project: InvestProject }) {
  return (
    <>
      <Box sx={{ ...clip, fontSize: 16, lineHeight: '17px', color: COLORS.title }}>{project.projectName}</Box>
      <Box sx={{ ...clip, fontSize: 15, lineHeight: '15px', color: COLORS.muted }}>{project.chain}</Box>
    </>
  );
}

const columns: BoardColumn<InvestProject>[] = [
  { key: 'projectName', title: '项目名称 / 产业链', flex: 3.7, render: (p) => <ProjectCell project={p} /> },
  { key: 'amount', title: '万元', flex: 1.05, render: (p) => <Box component="span" sx={{ color: COLORS.warning, fontWeight: 700, fontSize: 17 }}>{wan(p.amount)}</Box> },
  { key: 'stage', title: '阶段', flex: 1.45, render: (p) => p.stage },
];

const figureSx = { fontSize: 24, fontWeight: 700, lineHeight: 1, mx: 0.5 } as const;

/** The invested total and project count over a board of the newest projects, one row scrolling in every few seconds. */
export function InvestmentView({ data }: PanelViewProps<InvestmentData>) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', overflow: 'hidden' }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', height: 26, flexShrink: 0, fontSize: 15, color: COLORS.muted, whiteSpace: 'nowrap' }}>
        累计投资
        <Box data-figure="total" component="span" sx={{ ...figureSx, color: COLORS.warning, textShadow: `0 0 10px ${COLORS.warning}66` }}>
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
      <ScrollBoard rows={data.projects} columns={columns} rowKey={(p) => p.id} visibleRows={2} rowHeight={32} intervalMs={3000} />
    </Box>
  );
}
