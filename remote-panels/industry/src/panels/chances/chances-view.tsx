import {
  AnimatedCounter,
  CHART_PALETTE,
  COLORS,
  ScrollBoard,
  type BoardColumn,
  type Chance,
  type ChanceSum,
  type PanelViewProps,
  typeSize,
} from '@cockpit/shared-sdk';
import { Box } from '@mui/material';
import { useMemo, useState } from 'react';
import { ChanceDialog } from './chance-dialog';
import { budgetFigure, type ChancesData } from './use-chances-data';

/** Colours of the statuses the API documents; another status shows in the body colour. */
const STATUS_COLORS: Record<string, string> = { 征集中: COLORS.accent, 已对接: '#2989ff', 已完成: COLORS.muted };

function Figure({
  label,
  value,
  unit,
  decimals = 0,
  color,
}: {
  label: string;
  value: number;
  unit?: string;
  decimals?: number;
  color: string;
}) {
  return (
    <Box
      data-figure={label}
      sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 0.75, whiteSpace: 'nowrap' }}
    >
      <Box component="span" sx={{ fontSize: typeSize(15), color: COLORS.muted }}>
        {label}
      </Box>
      <Box
        component="span"
        sx={{
          fontSize: typeSize(22),
          fontWeight: 700,
          lineHeight: typeSize(28),
          color,
          textShadow: `0 0 10px ${color}55`,
        }}
      >
        <AnimatedCounter value={value} decimals={decimals} />
        {unit && (
          <Box component="span" sx={{ fontSize: typeSize(15), fontWeight: 400, ml: 0.25, color: COLORS.muted }}>
            {unit}
          </Box>
        )}
      </Box>
    </Box>
  );
}

/** Board columns; a type's label takes its colour from its place in the totals' dictionary order. */
function boardColumns(byType: ChanceSum['byType']): BoardColumn<Chance>[] {
  const color = (type: string) =>
    CHART_PALETTE[
      Math.max(
        0,
        byType.findIndex((t) => t.name === type),
      ) % CHART_PALETTE.length
    ];
  return [
    {
      key: 'type',
      title: '类型',
      flex: 1.65,
      render: (c) => (
        <Box component="span" sx={{ fontSize: typeSize(15), color: color(c.type) }}>
          {c.type}
        </Box>
      ),
    },
    { key: 'title', title: '机会名称', flex: 3.2, render: (c) => <span title={c.title}>{c.title}</span> },
    {
      key: 'status',
      title: '状态',
      flex: 1.15,
      render: (c) => (
        <Box component="span" sx={{ fontSize: typeSize(15), color: STATUS_COLORS[c.status] ?? COLORS.text }}>
          {c.status}
        </Box>
      ),
    },
  ];
}

/** 机会清单: the list's totals beside an auto-scrolling board of the newest opportunities; a row opens it whole. */
export function ChancesView({ data }: PanelViewProps<ChancesData>) {
  const { sum } = data;
  const columns = useMemo(() => boardColumns(sum.byType), [sum.byType]);
  const budget = budgetFigure(sum.budgetTotal);
  const [chance, setChance] = useState<Chance | null>(null);
  return (
    <Box sx={{ display: 'flex', gap: 1.25, height: '100%', minWidth: 0 }}>
      <Box
        sx={{
          flex: 'none',
          width: typeSize(96),
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
        }}
      >
        <Figure label="机会" value={sum.total} color={COLORS.title} />
        <Figure label="征集中" value={sum.openCount} color={COLORS.accent} />
        <Figure label="已对接" value={sum.matchedCount} color="#2989ff" />
        <Figure
          label="预算"
          value={budget.value}
          decimals={budget.decimals}
          unit={budget.unit.slice(0, 1)}
          color={COLORS.warning}
        />
      </Box>
      <Box sx={{ flex: 1, minWidth: 0, overflow: 'hidden' }}>
        <ScrollBoard
          rows={data.rows}
          columns={columns}
          rowKey={(c) => c.id}
          visibleRows={3}
          rowHeight={30}
          intervalMs={3000}
          onRowClick={setChance}
        />
      </Box>
      <ChanceDialog chance={chance} onClose={() => setChance(null)} />
    </Box>
  );
}
