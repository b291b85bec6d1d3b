import { setMapReader, setSourceReader, type MapReader } from '@cockpit/shared-sdk';
import { chartsDrawn, registeredMaps, stubCharts } from '../../../../../test/echarts-stub';
import map from '.';
import { reading, renderWidget } from '../../testing/render-widget';
import { mapOption, type MapData } from './map-view';

const geojson = {
  type: 'FeatureCollection',
  features: ['北岸科创区', '湖心研发区', '东湾智造区'].map((name) => ({
    type: 'Feature',
    properties: { name },
    geometry: { type: 'Polygon', coordinates: [] },
  })),
};
const companion = { name: 'cockpit-map-3-v1', regions: ['北岸科创区', '湖心研发区', '东湾智造区'] };
const data: MapData = {
  options: { map: 3, unit: '家', decimals: 1 },
  value: [
    { label: '北岸科创区', value: 12 },
    { label: '湖心研发区', value: 30 },
  ],
  companion,
};

afterEach(() => {
  setSourceReader(undefined);
  setMapReader(undefined);
});

type Option = {
  animation: boolean;
  visualMap: { min: number; max: number; inRange: { color: string[] }; formatter: (v: number) => string };
  series: {
    type: string;
    map: string;
    data: { name: string; value: number }[];
    labelLayout: { hideOverlap: boolean };
    label: { fontSize: number; formatter: (p: { name: string; value: number }) => string };
  }[];
};

test('regions are coloured by value on a legend from the smallest to the largest, in the theme gradient', () => {
  const option = mapOption(data, true) as Option;
  expect(option.series[0]).toMatchObject({
    type: 'map',
    map: 'cockpit-map-3-v1',
    data: [
      { name: '北岸科创区', value: 12 },
      { name: '湖心研发区', value: 30 },
    ],
  });
  expect(option.visualMap).toMatchObject({
    min: 12,
    max: 30,
    text: ['30.0家', '12.0家'],
    inRange: { color: ['#2989ff', '#36cfc9', '#ffc53d'] },
  });
  expect(option.visualMap.formatter(12)).toBe('12.0家');
  const unmatched = { ...data, value: [...data.value, { label: '不存在区', value: 5 }] };
  expect(mapOption(unmatched, true)).toMatchObject({ visualMap: { min: 12, max: 30, text: ['30.0家', '12.0家'] } });
  expect(mapOption({ ...data, options: { map: 3, colours: ['green', 'red'] } }, true)).toMatchObject({
    visualMap: { inRange: { color: ['#73d13d', '#ff4d4f'] } },
  });
});

test('labels fit: overlapping ones are hidden, and a map of many regions shows smaller names only', () => {
  const option = mapOption(data, false) as Option;
  expect(option.animation).toBe(false);
  expect(option.series[0].labelLayout).toEqual({ hideOverlap: true });
  expect(option.series[0].label.formatter({ name: '湖心研发区', value: 30 })).toBe('湖心研发区\n30.0家');
  expect(option.series[0].label.formatter({ name: '东湾智造区', value: NaN })).toBe('东湾智造区');
  const many = mapOption(
    { ...data, companion: { ...companion, regions: Array.from({ length: 40 }, (_, i) => `片区${i}`) } },
    true,
  ) as Option;
  expect(many.series[0].label.fontSize).toBeLessThan(option.series[0].label.fontSize);
  expect(many.series[0].label.formatter({ name: '片区1', value: 3 })).toBe('片区1');
});

test('on a wall: the map is read and registered, the regions drawn, names no region bears are named, and the chart is released on unmount', async () => {
  const reader = jest.fn<ReturnType<MapReader>, Parameters<MapReader>>(async () => ({ version: 'v7', geojson }));
  setMapReader(reader);
  const { frame, settle, unmount } = renderWidget(
    map,
    { kind: 'map', source: 1, mapping: 'zones', options: { map: 3 } },
    [
      reading([
        { name: '北岸科创区', value: 5 },
        { name: '不存在区', value: 2 },
      ]),
    ],
  );
  await settle();
  await chartsDrawn();
  await settle();
  expect(reader).toHaveBeenCalledWith(3, expect.any(AbortSignal));
  expect(registeredMaps.get('cockpit-map-3-v7')).toBe(geojson);
  expect(frame().getAttribute('data-state')).toBe('ready');
  expect(frame().querySelector('[data-widget="map"]')!.getAttribute('data-unmatched')).toBe('不存在区');
  const chart = stubCharts[stubCharts.length - 1];
  expect(chart.options[0]).toMatchObject({ series: [{ type: 'map', map: 'cockpit-map-3-v7' }] });
  unmount();
  expect(chart.disposed).toBe(true);
});

test("a map that cannot be read is the slot's error, in words", async () => {
  setMapReader(async () => {
    throw new Error('车队服务返回 HTTP 404：没有这个地图');
  });
  const { frame, settle } = renderWidget(map, { kind: 'map', source: 1, mapping: 'zones', options: { map: 9 } }, [
    reading([{ name: '甲', value: 1 }]),
  ]);
  await settle();
  await chartsDrawn();
  await settle();
  expect(frame().getAttribute('data-state')).toBe('error');
  expect(frame().textContent).toContain('没有这个地图');
});

test('a map widget with no map chosen says so', async () => {
  const { frame, settle } = renderWidget(map, { kind: 'map', source: 1, mapping: 'zones' }, [reading([])]);
  await settle();
  expect(frame().textContent).toContain('须选择一个地图');
});
