import { render } from '@testing-library/react';
import { stubCharts } from '../../../test/echarts-stub';
import { EChart, liveChartCount } from './echart';

test('a chart gets the palette and its option, and is disposed on unmount', () => {
  const { unmount } = render(<EChart option={{ series: [{ type: 'bar', data: [1, 2] }] }} />);
  const chart = stubCharts[stubCharts.length - 1];
  expect(liveChartCount()).toBe(1);
  expect(chart.options[0]).toMatchObject({ color: expect.arrayContaining(['#2989ff']), series: [{ type: 'bar', data: [1, 2] }] });
  unmount();
  expect(chart.disposed).toBe(true);
  expect(liveChartCount()).toBe(0);
});

test('a click on a chart element reaches onClick', () => {
  const onClick = jest.fn();
  render(<EChart option={{}} onClick={onClick} />);
  stubCharts[stubCharts.length - 1].handlers.click({ name: '上游', dataIndex: 0 });
  expect(onClick).toHaveBeenCalledWith({ name: '上游', dataIndex: 0 });
});
