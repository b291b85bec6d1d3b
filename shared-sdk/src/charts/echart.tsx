import { Box } from '@mui/material';
import { useEffect, useRef } from 'react';
import { init, use, type EChartsCoreOption, type EChartsType } from 'echarts/core';
import { BarChart, GaugeChart, GraphChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';
import { CHART_PALETTE, COLORS, FONT_FAMILY } from '../theme/palette';

// One tree-shaken echarts inside shared-sdk (a singleton), so every remote shares one copy.
// Only the chart types and components the panels use: each one registered here ships to every wall.
use([BarChart, GaugeChart, GraphChart, LineChart, PieChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

/** Any ECharts option (typed loosely: panels build options with the chart types registered here). */
export type ChartOption = EChartsCoreOption;

const baseOption = {
  color: [...CHART_PALETTE],
  backgroundColor: 'transparent',
  textStyle: { color: COLORS.text, fontSize: 14, fontFamily: FONT_FAMILY },
  animationDuration: 600,
};

/** What a click on a chart element reports (the ECharts event params panels use). */
export interface ChartClick {
  componentType: string;
  seriesType?: string;
  dataType?: string;
  name: string;
  dataIndex: number;
  data: unknown;
  value?: unknown;
}

/** Props of {@link EChart}. */
export interface EChartProps {
  option: ChartOption;
  height?: number | string;
  ariaLabel?: string;
  /** Called when a chart element (bar, node, slice) is clicked or tapped. */
  onClick?: (event: ChartClick) => void;
}

let liveCharts = 0;

/** How many chart instances are alive now (the soak benchmark reads it). */
export function liveChartCount(): number {
  return liveCharts;
}

/**
 * An ECharts chart drawn with the SVG renderer, so it stays crisp under the canvas scale transform.
 * The instance is disposed on unmount.
 */
export function EChart({ option, height = '100%', ariaLabel, onClick }: EChartProps) {
  const element = useRef<HTMLDivElement>(null);
  const chart = useRef<EChartsType | null>(null);
  const clickHandler = useRef(onClick);
  clickHandler.current = onClick;

  useEffect(() => {
    if (!element.current) return undefined;
    const instance = init(element.current, undefined, { renderer: 'svg' });
    chart.current = instance;
    liveCharts += 1;
    instance.on('click', (params) => clickHandler.current?.(params as ChartClick));
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(() => instance.resize());
    observer?.observe(element.current);
    return () => {
      observer?.disconnect();
      instance.dispose();
      chart.current = null;
      liveCharts -= 1;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption({ ...baseOption, ...option }, { notMerge: false, lazyUpdate: true });
  }, [option]);

  return <Box ref={element} role="img" aria-label={ariaLabel} data-chart sx={{ width: '100%', height }} />;
}
