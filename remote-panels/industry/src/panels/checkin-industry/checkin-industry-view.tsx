import { AnimatedCounter, COLORS, EChart, type ChartOption, type PanelViewProps } from '@cockpit/shared-sdk';
import { useMemo } from 'react';
import { industryTooltip } from '../../components/chart-tooltip';
import { Headline, IndustryBreakdown } from '../../components/industry-breakdown';
import { useIndustryColors } from '../../components/industry-colors';
import type { IndustryShares } from '../../components/industry-shares';

/** A Nightingale rose of the industries: each slice's radius grows with its count. */
export function roseOption(items: IndustryShares['items'], colors: readonly string[]): ChartOption {
  return {
    tooltip: industryTooltip,
    series: [
      {
        type: 'pie',
        roseType: 'radius',
        radius: ['14%', '96%'],
        center: ['50%', '50%'],
        label: { show: false },
        labelLine: { show: false },
        itemStyle: { borderColor: COLORS.background, borderWidth: 1, borderRadius: 3 },
        emphasis: { scaleSize: 4 },
        data: items.map((item, i) => ({ ...item, itemStyle: { color: colors[i] } })),
      },
    ],
  };
}

/** 入驻企业行业分布: the rose of industries, the number of enterprises in the park and the legend. */
export function CheckinIndustryView({ data }: PanelViewProps<IndustryShares>) {
  const colors = useIndustryColors(data.items);
  const option = useMemo(() => roseOption(data.items, colors), [data.items, colors]);
  return (
    <IndustryBreakdown
      chart={<EChart option={option} ariaLabel="入驻企业行业分布玫瑰图" />}
      headline={
        <Headline label="在园企业" value={<AnimatedCounter value={data.total} />} unit="家" color={COLORS.accent} />
      }
      items={data.items}
      colors={colors}
    />
  );
}
