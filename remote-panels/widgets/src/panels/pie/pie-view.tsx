import { colourHex, COLORS, EChart, useMotionsOn, type ChartOption, type PanelViewProps } from '@cockpit/shared-sdk';
import { useMemo } from 'react';
import { CHART_TEXT, chartMotion, NO_TOOLTIP } from '../../components/chart-style';
import type { WidgetData } from '../../components/define-widget';
import { formatValue, type Item } from '../../components/shapes';

export type PieData = WidgetData<'pie', Item[]>;

/** The pie's (or ring's) option: slices in palette order from the chosen colour, each labelled with its value. */
export function pieOption({ options, value }: PieData, motion: boolean): ChartOption {
  const start = options.colour ? colourIndex(options.colour) : 0;
  const unit = options.unit ?? '';
  return {
    ...chartMotion(motion),
    textStyle: CHART_TEXT,
    tooltip: NO_TOOLTIP,
    // Below the pie: the slot's width is left to the slice labels, which sit at its two edges.
    legend: { orient: 'horizontal', left: 'center', bottom: 4, textStyle: { color: COLORS.text, fontSize: 15 } },
    series: [
      {
        type: 'pie',
        center: ['50%', '47%'],
        radius: options.variant === 'ring' ? ['34%', '56%'] : [0, '56%'],
        // Labels aligned to the chart's edges, inside them: a leader's text on the left otherwise leaves the slot.
        label: {
          color: COLORS.title,
          fontSize: 14,
          alignTo: 'edge',
          edgeDistance: 10,
          formatter: (p: { name: string; value: number }) =>
            `${p.name}\n${formatValue(p.value, options.decimals ?? 0)}${unit}`,
        },
        data: value.map((item, i) => ({
          name: item.label,
          value: item.value,
          itemStyle: { color: colourHex(undefined, start + i) },
        })),
      },
    ],
  };
}

const PALETTE_ORDER = ['blue', 'cyan', 'yellow', 'orange', 'purple', 'green', 'pink', 'teal', 'red'];
const colourIndex = (name: string) => Math.max(0, PALETTE_ORDER.indexOf(name));

/** A pie, or a ring, of the mapped items. */
export function PieView({ data }: PanelViewProps<PieData>) {
  const motion = useMotionsOn();
  const option = useMemo(() => pieOption(data, motion), [data, motion]);
  return (
    <EChart
      option={option}
      ariaLabel={`${data.options.title ?? '占比'}：${data.value.map((i) => `${i.label}${i.value}`).join('，')}`}
    />
  );
}
