import { CHART_PALETTE, COLORS, EChart, type ChartOption } from '@cockpit/shared-sdk';
import { useMemo } from 'react';

/** The gauge option of a satisfaction rate (%): a progress arc with the rate in its middle. */
export function gaugeOption(rate: number): ChartOption {
  return {
    series: [
      {
        type: 'gauge',
        min: 0,
        max: 100,
        startAngle: 220,
        endAngle: -40,
        radius: '96%',
        center: ['50%', '56%'],
        progress: {
          show: true,
          width: 9,
          roundCap: true,
          itemStyle: { color: CHART_PALETTE[1], shadowBlur: 8, shadowColor: CHART_PALETTE[1] },
        },
        axisLine: { roundCap: true, lineStyle: { width: 9, color: [[1, 'rgba(41,137,255,0.22)']] } },
        axisTick: { show: false },
        splitLine: { show: false },
        axisLabel: { show: false },
        pointer: { show: false },
        anchor: { show: false },
        title: { offsetCenter: [0, '42%'], fontSize: 15, color: COLORS.text },
        detail: {
          offsetCenter: [0, '-4%'],
          fontSize: 22,
          fontWeight: 700,
          color: '#ffffff',
          formatter: '{value}%',
          valueAnimation: true,
        },
        data: [{ value: rate, name: '满意率' }],
      },
    ],
  };
}

/** The satisfaction gauge; the option is memoised so an equal refresh does not re-animate. */
export function SatisfactionGauge({ rate }: { rate: number }) {
  const option = useMemo(() => gaugeOption(rate), [rate]);
  return <EChart option={option} ariaLabel={`满意率 ${rate}%`} />;
}
