import { fakePanelData, renderPanelInFrame } from '@cockpit/shared-sdk/testing';
import { getHubIndex, type HubFigure, type PanelData } from '@cockpit/shared-sdk';
import { screen } from '@testing-library/react';
import headline from '.';
import { figureWeight } from './headline-view';
import { fetchHeadline, HEADLINE_KEYS, shapeFigure, type HeadlineData } from './use-headline-data';

jest.mock('@cockpit/shared-sdk', () => ({
  ...jest.requireActual('@cockpit/shared-sdk'),
  getHubIndex: jest.fn(),
}));

const reply: HubFigure[] = [
  { key: 'teams', name: '入驻团队', value: 66, unit: '个' },
  { key: 'talentImport', name: '引进人才', value: 501, unit: '人' },
  { key: 'talentCultivate', name: '培育人才', value: 339, unit: '人' },
  { key: 'enterprises', name: '在园企业', value: 132, unit: '家' },
  { key: 'investment', name: '年度投资额', value: 125462.7, unit: '万元' },
  { key: 'handled', name: '年度办件量', value: 182, unit: '件' },
  { key: 'transfer', name: '成果转化金额', value: 8548.6, unit: '万元' },
  { key: 'satisfaction', name: '服务满意率', value: 93.2, unit: '%' },
];

const fake = (overrides: Partial<PanelData<HeadlineData>>) => fakePanelData<HeadlineData>(overrides);

const renderWith = (result: PanelData<HeadlineData>) => renderPanelInFrame('hub/headline', headline, result).frame;

afterEach(() => jest.useRealTimers());

test('asks /jsc/index for the current calendar year', async () => {
  (getHubIndex as jest.Mock).mockResolvedValue(reply);
  await expect(fetchHeadline(new AbortController().signal)).resolves.toMatchObject({ year: new Date().getFullYear() });
  expect(getHubIndex).toHaveBeenLastCalledWith({ year: new Date().getFullYear() }, expect.any(AbortSignal));
});

test('the year follows the clock (no year is baked in)', async () => {
  jest.useFakeTimers({
    now: new Date('2031-01-01T08:00:00+08:00'),
    doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'],
  });
  (getHubIndex as jest.Mock).mockResolvedValue(reply);
  const data = await fetchHeadline(new AbortController().signal);
  expect(getHubIndex).toHaveBeenLastCalledWith({ year: 2031 }, expect.any(AbortSignal));
  expect(data.year).toBe(2031);
});

test('keeps the seven headline figures in order and shows large money in 亿元', async () => {
  (getHubIndex as jest.Mock).mockResolvedValue([...reply].reverse());
  const { figures } = await fetchHeadline(new AbortController().signal);
  expect(figures.map((f) => f.key)).toEqual([...HEADLINE_KEYS]);
  expect(figures.find((f) => f.key === 'investment')).toEqual({
    key: 'investment',
    name: '年度投资额',
    value: 12.54627,
    unit: '亿元',
    decimals: 2,
  });
  expect(figures.find((f) => f.key === 'transfer')).toMatchObject({ value: 8548.6, unit: '万元', decimals: 1 });
  expect(figures.find((f) => f.key === 'teams')).toMatchObject({ value: 66, unit: '个', decimals: 0 });
  expect(figures.some((f) => f.key === 'handled')).toBe(false);
});

test('skips figures the API does not send', async () => {
  (getHubIndex as jest.Mock).mockResolvedValue(reply.slice(0, 2));
  const { figures } = await fetchHeadline(new AbortController().signal);
  expect(figures.map((f) => f.name)).toEqual(['入驻团队', '引进人才']);
});

test('shows a spinner while loading', () => {
  expect(renderWith(fake({ isPending: true }))).toHaveAttribute('data-state', 'loading');
  expect(screen.getByText('加载中…')).toBeInTheDocument();
});

test('shows the reason when the first load failed', () => {
  expect(renderWith(fake({ error: new Error('无法连接到数据接口') }))).toHaveAttribute('data-state', 'error');
  expect(screen.getByText('无法连接到数据接口')).toBeInTheDocument();
});

test('shows 暂无数据 when the year has no figures', () => {
  expect(renderWith(fake({ data: { year: 2026, figures: [] }, dataUpdatedAt: 1 }))).toHaveAttribute(
    'data-state',
    'empty',
  );
  expect(screen.getByText('暂无数据')).toBeInTheDocument();
});

test('shows every figure with its name, unit and target value', () => {
  const figures = reply.filter((f) => f.key !== 'handled').map(shapeFigure);
  const panel = renderWith(fake({ data: { year: 2026, figures }, dataUpdatedAt: 1 }));
  expect(panel).toHaveAttribute('data-state', 'ready');
  expect(panel?.querySelectorAll('[data-figure]')).toHaveLength(7);
  const investment = panel?.querySelector('[data-figure="investment"]') as HTMLElement;
  expect(investment).toHaveTextContent('年度投资额');
  expect(investment).toHaveTextContent('亿元');
  expect(investment.querySelector('[data-value]')).toHaveAttribute('data-value', '12.54627');
  expect(screen.getByText('服务满意率')).toBeInTheDocument();
  expect(screen.getByText('%')).toBeInTheDocument();
});

test('long money figures get wider columns than short counts', () => {
  const [teams, investment] = [reply[0], reply[4]].map(shapeFigure).map(figureWeight);
  expect(investment).toBeGreaterThan(teams);
});
