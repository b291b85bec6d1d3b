import { AnimatedCounter, CENTRED_COLUMN, COLORS, colourHex, type PanelViewProps } from '@cockpit/shared-sdk';
import { Box } from '@mui/material';
import type { WidgetData } from '../../components/define-widget';
import { formatValue } from '../../components/shapes';

export type NumberData = WidgetData<'number', { value: number; trend?: number }>;

/** A big number that counts up to its value (the light profile shows it at once), its unit, and its trend. */
export function NumberView({ data: { options, value } }: PanelViewProps<NumberData>) {
  const trend = value.trend;
  const up = trend !== undefined && trend >= 0;
  return (
    <Box data-widget="number" sx={{ height: '100%', ...CENTRED_COLUMN, gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
        <Box
          component="span"
          data-value={formatValue(value.value, options.decimals ?? 0)}
          sx={{
            fontSize: 56,
            fontWeight: 700,
            color: colourHex(options.colour, 1),
            fontVariantNumeric: 'tabular-nums',
          }}
        >
          <AnimatedCounter value={value.value} decimals={options.decimals ?? 0} />
        </Box>
        {options.unit && (
          <Box component="span" sx={{ fontSize: 22, color: COLORS.muted }}>
            {options.unit}
          </Box>
        )}
      </Box>
      {trend !== undefined && (
        <Box
          component="span"
          data-trend={up ? 'up' : 'down'}
          sx={{ fontSize: 18, color: up ? COLORS.danger : '#73d13d' }}
        >
          {up ? '▲' : '▼'} {formatValue(Math.abs(trend), 1)}%
        </Box>
      )}
    </Box>
  );
}
