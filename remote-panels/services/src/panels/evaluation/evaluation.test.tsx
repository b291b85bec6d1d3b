import { getEvaluateList, getEvaluateSum, type Evaluation } from '@cockpit/shared-sdk';
import { screen } from '@testing-library/react';
import { chartsDrawn, stubCharts } from '../../../../../test/echarts-stub';
import evaluation from '.';
import { fake, renderPanel } from '../../testing/render-panel';
import { gaugeOption } from './satisfaction-gauge';
import { fetchEvaluation, type EvaluationData } from './use-evaluation-data';

jest.mock('@cockpit/shared-sdk', () => ({
  ...jest.requireActual('@cockpit/shared-sdk'),
  getEvaluateSum: jest.fn(),
  getEvaluateList: jest.fn(),
}));

const e = (id: number, evalDate: string, level = '非常满意'): Evaluation => ({
  id,
  matterName: '人才认定申请',
  evaluator: '张*',
  score: 5,
  level,
  content: '办理速度很快，工作人员非常专业',
  evalDate,
});
const sum = {
  total: 213,
  satisfiedCount: 195,
  satisfactionRate: 91.549,
  averageScore: 4.47,
  byLevel: [{ name: '非常满意', value: 130 }],
};
const data: EvaluationData = {
  rate: 91.5,
  averageScore: 4.47,
  total: 213,
  latest: [{ ...e(7, '2026-11-19', '基本满意'), matterName: '企业入驻申请' }, e(6, '2026-11-18')],
};

test('shapes the totals and puts the latest evaluations newest first', async () => {
  (getEvaluateSum as jest.Mock).mockResolvedValue(sum);
  (getEvaluateList as jest.Mock).mockResolvedValue([e(1, '2026-11-02'), e(3, '2026-11-18'), e(2, '2026-11-18')]);
  const shaped = await fetchEvaluation(new AbortController().signal);
  expect(shaped).toMatchObject({ rate: 91.5, averageScore: 4.47, total: 213 });
  expect(shaped.latest.map((x) => x.id)).toEqual([3, 2, 1]);
});

test('the gauge draws the rate out of 100 labelled 满意率', () => {
  const series = (gaugeOption(91.5) as { series: { type: string; max: number; data: unknown[] }[] }).series[0];
  expect(series).toMatchObject({ type: 'gauge', max: 100, data: [{ value: 91.5, name: '满意率' }] });
});

test('shows a spinner while loading', () => {
  expect(renderPanel(evaluation, fake<EvaluationData>({ isPending: true }))).toHaveAttribute('data-state', 'loading');
  expect(screen.getByText('加载中…')).toBeInTheDocument();
});

test('shows the reason when the first load failed', () => {
  expect(
    renderPanel(evaluation, fake<EvaluationData>({ error: new Error('接口 /evaluate/sum 返回的数据格式不正确') })),
  ).toHaveAttribute('data-state', 'error');
  expect(screen.getByText('接口 /evaluate/sum 返回的数据格式不正确')).toBeInTheDocument();
});

test('shows 暂无数据 when nothing has been evaluated', () => {
  const empty = { rate: 0, averageScore: 0, total: 0, latest: [] };
  expect(renderPanel(evaluation, fake({ data: empty, dataUpdatedAt: 1 }))).toHaveAttribute('data-state', 'empty');
  expect(screen.getByText('暂无数据')).toBeInTheDocument();
});

test('shows the gauge, the average and the latest evaluations', async () => {
  const before = stubCharts.length;
  expect(renderPanel(evaluation, fake({ data, dataUpdatedAt: 1 }))).toHaveAttribute('data-state', 'ready');
  expect(screen.getByRole('img', { name: '满意率 91.5%' })).toBeInTheDocument();
  await chartsDrawn();
  const chart = stubCharts[before];
  // Options merge: a later option may carry only the animation switch, so read the last one with series.
  expect(JSON.stringify(chart.options.filter((o) => (o as { series?: unknown }).series).at(-1))).toContain(
    '"value":91.5',
  );
  expect(screen.getByText('4.47')).toBeInTheDocument();
  expect(screen.getByText(/213 条/)).toBeInTheDocument();
  expect(screen.getByText('企业入驻申请')).toHaveAttribute('title', '张*：办理速度很快，工作人员非常专业');
  expect(screen.getByText('基本满意')).toHaveAttribute('data-tag', '基本满意');
  expect(screen.getByText('11-19')).toBeInTheDocument();
});
