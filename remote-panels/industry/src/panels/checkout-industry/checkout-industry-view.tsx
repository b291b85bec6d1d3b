import {
  AnimatedCounter,
  CENTRED_OVERLAY,
  COLORS,
  EChart,
  type ChartOption,
  type PanelViewProps,
  typeSize,
} from '@cockpit/shared-sdk';
import { Box } from '@mui/material';
import { useMemo } from 'react';
import { industryTooltip } from '../../components/chart-tooltip';
import { Headline, IndustryBreakdown } from '../../components/industry-breakdown';
import { useIndustryColors } from '../../components/industry-colors';
import type { IndustryShares } from '../../components/industry-shares';
import type { CheckoutIndustryData } from './use-checkout-industry-data';

/** Colour of the check-out figures (the check-in panel's are teal). */
const CHECKOUT_COLOR = COLORS.warning;

/** A ring of the industries: each slice's angle is its share; the centre stays free for the total. */
export function ringOption(items: IndustryShares['items'], colors: readonly string[]): ChartOption {
  return {
    tooltip: industryTooltip,
    series: [
      {
        type: 'pie',
        radius: ['64%', '96%'],
        center: ['50%', '50%'],
        padAngle: 2,
        label: { show: false },
        labelLine: { show: false },
        itemStyle: { borderRadius: 3 },
        emphasis: { scaleSize: 3 },
        data: items.map((item, i) => ({ ...item, itemStyle: { color: colors[i] } })),
      },
    ],
  };
}

/** 迁出企业行业分布: a ring of industries around the number moved out, the main reason and the legend. */
export function CheckoutIndustryView({ data }: PanelViewProps<CheckoutIndustryData>) {
  const colors = useIndustryColors(data.items);
  const option = useMemo(() => ringOption(data.items, colors), [data.items, colors]);
  const chart = (
    <>
      <EChart option={option} ariaLabel="迁出企业行业分布环形图" />
      <Box data-total sx={{ ...CENTRED_OVERLAY, pointerEvents: 'none' }}>
        <Box
          sx={{
            fontSize: typeSize(28),
            fontWeight: 700,
            lineHeight: 1.1,
            color: CHECKOUT_COLOR,
            textShadow: `0 0 12px ${CHECKOUT_COLOR}66`,
          }}
        >
          <AnimatedCounter value={data.total} />
        </Box>
        <Box sx={{ fontSize: typeSize(15), color: COLORS.muted }}>家迁出</Box>
      </Box>
    </>
  );
  const headline = data.topReason && (
    <Headline
      label="主要原因"
      value={data.topReason.name}
      unit={`${data.topReason.value} 家`}
      color={CHECKOUT_COLOR}
      size={21}
    />
  );
  return <IndustryBreakdown chart={chart} headline={headline} items={data.items} colors={colors} />;
}
