import { act, render } from '@testing-library/react';
import { chartsDrawn, stubCharts } from '../../../test/echarts-stub';
import { AnimationScope } from '../animation/animation-scope';
import { EChart, liveChartCount } from './echart';

test('a chart gets the palette and its option, and is disposed on unmount', async () => {
  const { unmount } = render(<EChart option={{ series: [{ type: 'bar', data: [1, 2] }] }} />);
  await chartsDrawn();
  const chart = stubCharts[stubCharts.length - 1];
  expect(liveChartCount()).toBe(1);
  expect(chart.options[0]).toMatchObject({
    color: expect.arrayContaining(['#2989ff']),
    series: [{ type: 'bar', data: [1, 2] }],
  });
  unmount();
  expect(chart.disposed).toBe(true);
  expect(liveChartCount()).toBe(0);
});

test('a click on a chart element reaches onClick', async () => {
  const onClick = jest.fn();
  render(<EChart option={{}} onClick={onClick} />);
  await chartsDrawn();
  stubCharts[stubCharts.length - 1].handlers.click({ name: '上游', dataIndex: 0 });
  expect(onClick).toHaveBeenCalledWith({ name: '上游', dataIndex: 0 });
});

test('echarts loads on demand: a chart mounted before it arrived starts with its latest option once it does', async () => {
  let fresh:
    | { EChart: typeof EChart; liveChartCount: typeof liveChartCount; loadChartEngine: () => Promise<unknown> }
    | undefined;
  // Fresh chart modules (echarts not loaded yet) that share this test's React and MUI.
  const shared = ['react', 'react/jsx-runtime', '@mui/material'].map(
    (name) => [name, jest.requireActual(name)] as const,
  );
  jest.isolateModules(() => {
    for (const [name, module] of shared) jest.doMock(name, () => module);
    fresh = { ...jest.requireActual('./echart'), ...jest.requireActual('./chart-engine') };
  });
  const { EChart: Chart, liveChartCount: count, loadChartEngine } = fresh!;
  const before = stubCharts.length;
  const { rerender } = render(<Chart option={{ series: [{ type: 'pie', data: [1] }] }} />);
  expect(count()).toBe(0);
  rerender(<Chart option={{ series: [{ type: 'pie', data: [2] }] }} />);
  await act(() => loadChartEngine());
  await chartsDrawn();
  expect(count()).toBe(1);
  expect(stubCharts[before].options).toEqual([expect.objectContaining({ series: [{ type: 'pie', data: [2] }] })]);
});

test("shown or hidden with the same option (a rotation's turn), a chart is not drawn again", async () => {
  const option = { series: [{ type: 'bar', data: [1, 2] }] };
  const { rerender } = render(
    <AnimationScope active>
      <EChart option={option} />
    </AnimationScope>,
  );
  await chartsDrawn();
  const chart = stubCharts[stubCharts.length - 1];
  expect(chart.options).toHaveLength(1);
  rerender(
    <AnimationScope active={false}>
      <EChart option={option} />
    </AnimationScope>,
  );
  rerender(
    <AnimationScope active>
      <EChart option={option} />
    </AnimationScope>,
  );
  expect(chart.options).toHaveLength(1);
  rerender(
    <AnimationScope active>
      <EChart option={{ series: [{ type: 'bar', data: [3, 4] }] }} />
    </AnimationScope>,
  );
  await chartsDrawn();
  expect(chart.options).toHaveLength(2);
  expect(chart.options.at(-1)).toMatchObject({ series: [{ type: 'bar', data: [3, 4] }] });
});
