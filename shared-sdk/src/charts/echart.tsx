import { Box } from '@mui/material';
import { useEffect, useMemo, useRef } from 'react';
import type { EChartsCoreOption, EChartsType } from 'echarts/core';
import { CHART_PALETTE, COLORS, WALL_FONT_FAMILY } from '../theme/palette';
import { loadChartEngine, loadedChartEngine, type ChartEngine } from './chart-engine';
import { useMotionsOn } from '../animation/motion-profile';
import { useTypeScale } from '../sizing/type-scale-context';
import { scaleChartText } from './scale-chart-text';
import { resizeIfChanged } from './resize-if-changed';
import { chartTurns } from './chart-turns';

/** Any ECharts option (typed loosely: panels build options with the chart types registered here). */
export type ChartOption = EChartsCoreOption;

const baseOption = {
  color: [...CHART_PALETTE],
  backgroundColor: 'transparent',
  textStyle: { color: COLORS.text, fontSize: 14, fontFamily: WALL_FONT_FAMILY },
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

/** Names a chart's draw in a DevTools trace (`TimeStamp`; nothing is kept when no trace runs): its panel and slot. */
function markChartDraw(target: HTMLElement | null, what: string): void {
  const frame = target?.closest('[data-panel]');
  console.timeStamp?.(`chart ${what}: ${frame?.getAttribute('data-panel') ?? '?'}`);
}

/** How many chart instances are alive now (the soak benchmark reads it). */
export function liveChartCount(): number {
  return liveCharts;
}

/**
 * An ECharts chart drawn with the SVG renderer, so it stays crisp under the canvas scale transform.
 * echarts itself loads on demand (one shared copy); the instance is disposed on unmount.
 */
export function EChart({ option, height = '100%', ariaLabel, onClick }: EChartProps) {
  const element = useRef<HTMLDivElement>(null);
  const chart = useRef<EChartsType | null>(null);
  const clickHandler = useRef(onClick);
  clickHandler.current = onClick;

  // Text in the chart grows with the frame's type scale like the text around it (ECharts sizes are numbers, not CSS).
  const typeScale = useTypeScale();
  const scaled = useMemo(() => scaleChartText({ ...baseOption, ...option }, typeScale), [option, typeScale]);
  const latest = useRef(scaled);
  latest.current = scaled;
  const applied = useRef<ChartOption | null>(null);
  const running = useMotionsOn();
  const animated = useRef(running);
  animated.current = running;
  // This chart's place in the page's drawing turns.
  const turn = useMemo(() => ({}), []);

  useEffect(() => {
    const target = element.current;
    if (!target) return undefined;
    let disposed = false;
    let release: (() => void) | undefined;
    const start = ({ init }: ChartEngine) => {
      if (disposed) return;
      chartTurns().request(turn, (mayAnimate) => {
        if (disposed) return false;
        markChartDraw(target, 'first draw');
        const instance = init(target, undefined, { renderer: 'svg' });
        chart.current = instance;
        liveCharts += 1;
        instance.on('click', (params) => clickHandler.current?.(params as ChartClick));
        applied.current = latest.current;
        const animate = animated.current && mayAnimate;
        instance.setOption({ animation: animate, ...latest.current }, { notMerge: false });
        const observer =
          typeof ResizeObserver === 'undefined'
            ? undefined
            : new ResizeObserver(([entry]) => resizeIfChanged(instance, entry.contentRect));
        observer?.observe(target);
        release = () => {
          observer?.disconnect();
          instance.dispose();
          chart.current = null;
          liveCharts -= 1;
        };
        return animate;
      });
    };
    const ready = loadedChartEngine();
    if (ready) start(ready);
    else loadChartEngine().then(start, (error: unknown) => console.warn('图表组件加载失败', error));
    return () => {
      disposed = true;
      chartTurns().cancel(turn);
      release?.();
    };
  }, [turn]);

  useEffect(() => {
    // The first option is applied when the chart starts; this runs for later ones.
    // Shown or hidden by a rotation, or a new profile, with the same option: nothing to draw. The animation switch
    // travels with the next option; set alone, it redrew every chart of both panels in the frame of each turn.
    if (!chart.current || applied.current === scaled) return;
    // A chart nobody sees (a rotation's panel between turns), on a light wall, or drawn while another chart
    // animates, takes new data without animating it; the newest option when its turn comes.
    chartTurns().request(turn, (mayAnimate) => {
      const instance = chart.current;
      if (!instance || applied.current === latest.current) return false;
      markChartDraw(element.current, 'update');
      applied.current = latest.current;
      const animate = animated.current && mayAnimate;
      instance.setOption({ animation: animate, ...latest.current }, { notMerge: false });
      return animate;
    });
  }, [scaled, running, turn]);

  return (
    <Box
      ref={element}
      role="img"
      aria-label={ariaLabel}
      data-chart
      data-animated={running}
      sx={{ width: '100%', height }}
    />
  );
}
