import { scaleChartText } from './scale-chart-text';

class Gradient {
  constructor(readonly stops: number[]) {}
}

test('text sizes and legend marks grow with the scale, everything else is kept', () => {
  const gradient = new Gradient([0, 1]);
  const formatter = (v: unknown) => String(v);
  const option = {
    textStyle: { fontSize: 14 },
    legend: { itemWidth: 10, itemHeight: 10, textStyle: { fontSize: 13 } },
    series: [
      {
        type: 'bar',
        barWidth: 12,
        data: [1, 2, 3],
        label: { fontSize: 15, lineHeight: 18, formatter },
        itemStyle: { color: gradient },
      },
    ],
  };
  const scaled = scaleChartText(option, 1.5);
  expect(scaled.textStyle.fontSize).toBe(21);
  expect(scaled.legend).toEqual({ itemWidth: 15, itemHeight: 15, textStyle: { fontSize: 20 } });
  expect(scaled.series[0].label).toEqual({ fontSize: 23, lineHeight: 27, formatter });
  expect(scaled.series[0].data).toEqual([1, 2, 3]);
  expect(scaled.series[0].barWidth).toBe(12);
  expect(scaled.series[0].itemStyle.color).toBe(gradient);
  expect(option.textStyle.fontSize).toBe(14);
});

test('at scale 1 the option itself comes back', () => {
  const option = { textStyle: { fontSize: 14 } };
  expect(scaleChartText(option, 1)).toBe(option);
});
