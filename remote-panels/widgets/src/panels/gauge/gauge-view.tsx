import { colourHex, COLORS, EChart, useMotionsOn, type ChartOption, type PanelViewProps } from '@cockpit/shared-sdk';
import { Box } from '@mui/material';
import { useMemo } from 'react';
import { CHART_TEXT, chartMotion, NO_TOOLTIP } from '../../components/chart-style';
import type { WidgetData } from '../../components/define-widget';
import { formatValue } from '../../components/shapes';

export type GaugeData = WidgetData<'gauge', { value: number; max?: number }>;

/** The share of the whole, 0–1: the data's max, else the configured one, else 100. */
export const shareOf = ({ options, value }: GaugeData): number =>
  Math.min(1, Math.max(0, value.value / (value.max ?? options.max ?? 100)));

export function gaugeOption(data: GaugeData, motion: boolean): ChartOption {
  const { options, value } = data;
  const max = value.max ?? options.max ?? 100;
  return {
    ...chartMotion(motion),
    textStyle: CHART_TEXT,
    tooltip: NO_TOOLTIP,
    series: [
      {
        type: 'gauge',
        min: 0,
        max,
        radius: '90%',
        center: ['50%', '58%'],
        progress: { show: true, width: 14, itemStyle: { color: colourHex(options.colour, 1) } },
        axisLine: { lineStyle: { width: 14, color: [[1, 'rgba(64,156,255,0.15)']] } },
        axisTick: { show: false },
        splitLine: { show: false },
        axisLabel: { show: false },
        pointer: { show: false },
        detail: {
          valueAnimation: motion,
          offsetCenter: [0, 0],
          fontSize: 34,
          fontWeight: 700,
          color: COLORS.title,
          formatter: (v: number) => `${formatValue(v, options.decimals ?? 0)}${options.unit ?? ''}`,
        },
        data: [{ value: value.value }],
      },
    ],
  };
}

/** A gauge, or a progress bar (its fill changes by transform only), with the value as text. */
export function GaugeView({ data }: PanelViewProps<GaugeData>) {
  const motion = useMotionsOn();
  const option = useMemo(() => gaugeOption(data, motion), [data, motion]);
  const text = `${formatValue(data.value.value, data.options.decimals ?? 0)}${data.options.unit ?? ''}`;
  if (data.options.variant !== 'progress')
    return <EChart option={option} ariaLabel={`${data.options.title ?? '进度'}：${text}`} />;
  return (
    <Box
      data-widget="progress"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', justifyContent: 'center', gap: 1.5, px: 2 }}
    >
      <Box component="span" sx={{ fontSize: 34, fontWeight: 700, color: COLORS.title, textAlign: 'center' }}>
        {text}
      </Box>
      <Box sx={{ height: 16, bgcolor: 'rgba(64,156,255,0.15)', borderRadius: 8, overflow: 'hidden' }}>
        <Box
          sx={{
            height: '100%',
            bgcolor: colourHex(data.options.colour, 1),
            transformOrigin: 'left',
            transform: `scaleX(${shareOf(data)})`,
            transition: motion ? 'transform 600ms ease-out' : 'none',
          }}
        />
      </Box>
    </Box>
  );
}
