import {
  colourHex,
  COLORS,
  EChart,
  unmatchedNames,
  useMotionsOn,
  type ChartOption,
  type PanelViewProps,
  type RegisteredMap,
  type WidgetColour,
} from '@cockpit/shared-sdk';
import { Box } from '@mui/material';
import { useMemo } from 'react';
import { CHART_TEXT, chartMotion, NO_TOOLTIP } from '../../components/chart-style';
import type { WidgetData } from '../../components/define-widget';
import { formatValue, type Item } from '../../components/shapes';

export type MapData = WidgetData<'map', Item[], RegisteredMap>;

/** The gradient from the smallest value to the largest when none is chosen: the theme's blue, cyan, yellow. */
const DEFAULT_GRADIENT: WidgetColour[] = ['blue', 'cyan', 'yellow'];
/** A region without a value: dim, so it reads as "no figure", not as the smallest one. */
const NO_VALUE = 'rgba(64, 156, 255, 0.12)';
/** More regions than this: names only, smaller (a value under each would not fit). */
const MANY_REGIONS = 16;

const gradientOf = (options: MapData['options']): string[] =>
  options.colours?.map((c) => colourHex(c)) ??
  (options.colour
    ? ['rgba(64, 156, 255, 0.35)', colourHex(options.colour)]
    : DEFAULT_GRADIENT.map((c) => colourHex(c)));

/**
 * The map's option: each region coloured by its value on a continuous legend (visualMap) in theme colours; labels
 * with name and value, smaller and names only on a map of many regions, and hidden where they would overlap.
 */
export function mapOption({ options, value, companion }: MapData, motion: boolean): ChartOption {
  // The legend runs between figures the map shows: a name no region bears colours nothing and sets no end.
  const regions = new Set(companion.regions);
  const values = value.filter((i) => regions.has(i.label)).map((i) => i.value);
  const [min, max] = values.length ? [Math.min(...values), Math.max(...values)] : [0, 1];
  const unit = options.unit ?? '';
  const show = (v: number) => `${formatValue(v, options.decimals ?? 0)}${unit}`;
  const many = companion.regions.length > MANY_REGIONS;
  return {
    ...chartMotion(motion),
    textStyle: CHART_TEXT,
    tooltip: NO_TOOLTIP,
    visualMap: {
      type: 'continuous',
      min,
      max: max > min ? max : min + 1,
      calculable: false,
      realtime: false,
      left: 8,
      bottom: 8,
      itemWidth: 12,
      itemHeight: 110,
      inRange: { color: gradientOf(options) },
      // The legend's ends say the figures its colours run between (a bare gradient says nothing).
      text: [show(max), show(min)],
      textStyle: { color: COLORS.text, fontSize: 14 },
      formatter: (v: number) => show(v),
    },
    series: [
      {
        type: 'map',
        map: companion.name,
        roam: false,
        selectedMode: false,
        left: 96,
        right: 8,
        top: 8,
        bottom: 8,
        itemStyle: { areaColor: NO_VALUE, borderColor: 'rgba(64, 156, 255, 0.7)', borderWidth: 1 },
        emphasis: { disabled: true },
        label: {
          show: true,
          color: COLORS.title,
          fontSize: many ? 12 : 14,
          textBorderColor: COLORS.background,
          textBorderWidth: 2,
          formatter: (p: { name: string; value: number }) =>
            many || !Number.isFinite(p.value) ? p.name : `${p.name}\n${show(p.value)}`,
        },
        labelLayout: { hideOverlap: true },
        data: value.map((item) => ({ name: item.label, value: item.value })),
      },
    ],
  };
}

/** The institution's map, its regions coloured by the mapped values; names no region bears are named in the slot's attributes. */
export function MapView({ data }: PanelViewProps<MapData>) {
  const motion = useMotionsOn();
  const option = useMemo(() => mapOption(data, motion), [data, motion]);
  const unmatched = unmatchedNames(
    data.value.map((i) => i.label),
    data.companion.regions,
  );
  const summary = data.value.map((i) => `${i.label}${i.value}`).join('，');
  return (
    <Box data-widget="map" data-unmatched={unmatched.join('、')} sx={{ width: '100%', height: '100%' }}>
      <EChart
        option={option}
        ariaLabel={`${data.options.title ?? '区域地图'}：${summary}${unmatched.length ? `；未匹配的区域：${unmatched.join('、')}` : ''}`}
      />
    </Box>
  );
}
