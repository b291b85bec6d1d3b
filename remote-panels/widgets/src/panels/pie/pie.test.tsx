import { pieOption } from './pie-view';

test('a ring of the items, labelled with value and unit, starting at the chosen colour', () => {
  const option = pieOption(
    {
      options: { variant: 'ring', unit: '家', colour: 'yellow' },
      value: [
        { label: '软件', value: 30 },
        { label: '硬件', value: 12 },
      ],
    },
    true,
  ) as {
    series: {
      radius: unknown;
      data: { name: string; itemStyle: { color: string } }[];
      label: { alignTo: string; edgeDistance: number; formatter: (p: { name: string; value: number }) => string };
    }[];
  };
  const [series] = option.series;
  expect(series.radius).toEqual(['34%', '56%']);
  expect(series.data.map((d) => [d.name, d.itemStyle.color])).toEqual([
    ['软件', '#ffc53d'],
    ['硬件', '#ff7a45'],
  ]);
  expect(series.label.formatter({ name: '软件', value: 30 })).toBe('软件\n30家');
  // Kept inside the slot: a label is never placed nearer the chart's edge than this.
  expect(series.label).toMatchObject({ alignTo: 'edge', edgeDistance: 10 });
});
