import chart from '.';
import { chartOption, type ChartData } from './chart-view';

const data: ChartData = {
  options: { variant: 'bar', colours: ['green'] },
  value: {
    x: ['1月', '2月'],
    series: [
      { name: '人数', data: [3, 5] },
      { name: '次数', data: [1, 2] },
    ],
  },
};

test('one series per mapped series, as bars, coloured by name then in palette order, no HTML tooltip', () => {
  const option = chartOption(data, true) as {
    series: { type: string; data: number[]; itemStyle: { color: string } }[];
    tooltip: { show: boolean };
    xAxis: { data: string[] };
  };
  expect(option.xAxis.data).toEqual(['1月', '2月']);
  expect(option.series.map((s) => [s.type, s.data, s.itemStyle.color])).toEqual([
    ['bar', [3, 5], '#73d13d'],
    ['bar', [1, 2], '#36cfc9'],
  ]);
  expect(option.tooltip.show).toBe(false);
});

test('the light profile draws updates at once, and the kind is a line chart by default', () => {
  const option = chartOption({ ...data, options: {} }, false) as { animation: boolean; series: { type: string }[] };
  expect(option.animation).toBe(false);
  expect(option.series[0].type).toBe('line');
  expect(chart.id).toBe('chart');
});
