import { AnimatedCounter, COLORS, EChart, type PanelViewProps, typeSize, useTypeScale } from '@cockpit/shared-sdk';
import { Box } from '@mui/material';
import { useMemo } from 'react';
import { techServicesOption } from './tech-services-chart';
import type { TechServicesData } from './use-tech-services-data';

function Figure({ label, value, unit, color }: { label: string; value: number; unit: string; color: string }) {
  return (
    <Box
      data-figure={label}
      sx={{
        display: 'flex',
        alignItems: 'baseline',
        gap: 0.5,
        whiteSpace: 'nowrap',
        fontSize: typeSize(15),
        color: COLORS.muted,
      }}
    >
      <Box component="span" sx={{ flex: 1 }}>
        {label}
      </Box>
      <Box
        component="span"
        sx={{ fontSize: typeSize(22), fontWeight: 700, lineHeight: 1.1, color, textShadow: `0 0 10px ${color}55` }}
      >
        <AnimatedCounter value={value} />
      </Box>
      {unit}
    </Box>
  );
}

/** Headline counts beside bars of the times each category of technology service was used. */
export function TechServicesView({ data }: PanelViewProps<TechServicesData>) {
  const typeScale = useTypeScale();
  const option = useMemo(() => techServicesOption(data.byCategory, typeScale), [data.byCategory, typeScale]);
  return (
    <Box sx={{ display: 'flex', gap: 1.5, height: '100%' }}>
      {/* The figures' column grows with their type, or 「5,515 次」 runs into the chart's labels. */}
      <Box
        sx={{
          width: typeSize(150),
          flexShrink: 0,
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-around',
          pr: 1.5,
          borderRight: '1px solid rgba(64,156,255,0.3)',
        }}
      >
        <Figure label="服务项目" value={data.itemCount} unit="项" color={COLORS.accent} />
        <Figure label="服务机构" value={data.providerCount} unit="家" color="#2989ff" />
        <Figure label="累计服务" value={data.serviceTotal} unit="次" color={COLORS.warning} />
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <EChart option={option} ariaLabel="各类技术服务累计次数" />
      </Box>
    </Box>
  );
}
