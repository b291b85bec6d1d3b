import {
  AnimatedCounter,
  CENTRED_COLUMN,
  CHART_PALETTE,
  COLORS,
  type PanelViewProps,
  TYPE_SCALE_VAR,
  typeSize,
  useElementSize,
  useTypeScale,
} from '@cockpit/shared-sdk';
import { Box } from '@mui/material';
import { useRef } from 'react';
import { headlineGrid, TILE_GAP } from './headline-grid';
import type { HeadlineData } from './use-headline-data';

/** One tile of the band. */
interface Figure {
  label: string;
  value: number;
  unit: string;
  decimals?: number;
  color: string;
}

/** The band's figures, left to right: instruments, then reservations and service, then transfers. */
export function headlineFigures(d: HeadlineData): Figure[] {
  return [
    { label: '大型仪器', value: d.deviceCount, unit: '台套', color: CHART_PALETTE[1] },
    { label: '设备原值', value: d.totalValue, unit: '万元', decimals: 1, color: CHART_PALETTE[0] },
    { label: '平均使用率', value: d.averageUtilization, unit: '%', decimals: 1, color: CHART_PALETTE[7] },
    { label: `${d.monthLabel}预约`, value: d.monthCount, unit: '次', color: CHART_PALETTE[2] },
    {
      label: `${d.monthLabel}预约机时`,
      value: d.monthHours,
      unit: '小时',
      decimals: d.monthHours % 1 ? 1 : 0,
      color: CHART_PALETTE[3],
    },
    { label: '累计服务机时', value: d.serviceHours, unit: '小时', color: CHART_PALETTE[5] },
    { label: '成果转化', value: d.transferCount, unit: '项', color: CHART_PALETTE[4] },
    { label: '转化合同金额', value: d.transferAmount, unit: '万元', decimals: 1, color: CHART_PALETTE[6] },
  ];
}

function Tile({ label, value, unit, decimals = 0, color }: Figure) {
  return (
    <Box
      data-stat={label}
      sx={{
        position: 'relative',
        minWidth: 0,
        ...CENTRED_COLUMN,
        background: `radial-gradient(ellipse at 50% 100%, ${color}33 0%, rgba(41,137,255,0.04) 70%)`,
        borderBottom: `2px solid ${color}`,
        boxShadow: `0 6px 12px -8px ${color}`,
      }}
    >
      <Box sx={{ fontSize: typeSize(17), color: COLORS.text, letterSpacing: 1, whiteSpace: 'nowrap' }}>{label}</Box>
      <Box
        sx={{
          fontSize: typeSize(38),
          fontWeight: 800,
          lineHeight: 1.15,
          color,
          textShadow: `0 0 14px ${color}88`,
          whiteSpace: 'nowrap',
        }}
      >
        <AnimatedCounter value={value} decimals={decimals} />
        <Box component="span" sx={{ fontSize: typeSize(16), fontWeight: 400, color: COLORS.muted, ml: 0.5 }}>
          {unit}
        </Box>
      </Box>
    </Box>
  );
}

/**
 * The centre's headline figures in a band of animated counters. The band sets its own type scale from its measured
 * size: the frame's scale follows the tighter direction, and a band's width is capped by the page, so a taller slot
 * would keep 1× type; the band takes two rows instead when that lets its figures grow.
 */
export function HeadlineView({ data }: PanelViewProps<HeadlineData>) {
  const figures = headlineFigures(data);
  const band = useRef<HTMLDivElement>(null);
  const { rows, scale } = headlineGrid(useElementSize(band), figures.length, useTypeScale());
  return (
    <Box
      ref={band}
      data-headline-scale={scale}
      sx={{
        [TYPE_SCALE_VAR]: scale,
        display: 'grid',
        gridTemplateColumns: `repeat(${Math.ceil(figures.length / rows)}, 1fr)`,
        gridTemplateRows: `repeat(${rows}, 1fr)`,
        gap: `${TILE_GAP}px`,
        height: '100%',
      }}
    >
      {figures.map((f) => (
        <Tile key={f.label} {...f} />
      ))}
    </Box>
  );
}
