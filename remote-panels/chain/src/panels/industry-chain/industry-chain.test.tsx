import { getChainList, getChainNodeDetail, type ChainNodeDetail, type IndustryChain } from '@cockpit/shared-sdk';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { chartsDrawn, stubCharts } from '../../../../../test/echarts-stub';
import { fake, renderPanel } from '../../test-utils';
import industryChain from '.';
import { CHAIN_ROTATE_MS, clickedNode } from './industry-chain-view';
import { WARM_CHAINS_AFTER_MS } from './chain-graphs';
import { fetchIndustryChains, type IndustryChainData } from './use-industry-chain-data';

jest.mock('@cockpit/shared-sdk', () => ({
  ...jest.requireActual('@cockpit/shared-sdk'),
  getChainList: jest.fn(),
  getChainNodeDetail: jest.fn(),
}));

const car: IndustryChain = {
  id: 1,
  name: '智能网联新能源汽车',
  description: '依托整车龙头与高校科研力量，打造万亿级产业集群。',
  companyCount: 19,
  nodes: [
    { id: 1, name: '动力电池材料', segment: '上游', companyCount: 9 },
    { id: 2, name: '动力电池', segment: '中游', companyCount: 7 },
    { id: 3, name: '整车制造', segment: '下游', companyCount: 3 },
  ],
  links: [
    { source: 1, target: 2 },
    { source: 2, target: 3 },
  ],
};
const bio: IndustryChain = {
  id: 2,
  name: '生物医药',
  description: '聚焦创新药与高端医疗器械。',
  companyCount: 5,
  nodes: [{ id: 11, name: '创新药', segment: '中游', companyCount: 5 }],
  links: [],
};
const data: IndustryChainData = { chains: [car, bio], nodeCount: 4, companyCount: 24 };
const detail: ChainNodeDetail = {
  id: 1,
  name: '动力电池材料',
  segment: '上游',
  chainId: 1,
  chainName: '智能网联新能源汽车',
  description: '智能网联新能源汽车上游环节，区内已集聚相关企业 2 家。',
  companyCount: 2,
  companies: [
    { id: 7, name: '重庆锐源动力科技有限公司', district: '江津区', scale: '规上企业', foundedYear: 2016 },
    { id: 8, name: '重庆博华新能源科技有限公司', district: '璧山区', scale: '高新技术企业', foundedYear: 2019 },
  ],
};

type Series = { data: { name: string; nodeId: number }[] };
// Options merge (notMerge: false): a later option may carry only the animation switch, so read the last one with series.
// One graph per chain is kept: the chart on screen is the one not hidden.
const shownChart = () => {
  const shown = stubCharts.filter(
    (c) => !c.disposed && c.element.closest('[aria-hidden="true"]') === null && c.element.isConnected,
  );
  expect(shown).toHaveLength(1);
  return shown[0];
};
const lastSeries = () =>
  (
    shownChart()
      .options.filter((o) => (o as { series?: unknown }).series)
      .at(-1) as { series: Series[] }
  ).series[0];
const showReady = () => renderPanel('chain/industry-chain', industryChain, fake({ data, dataUpdatedAt: 1 }));

beforeEach(() => {
  stubCharts.length = 0;
  jest.clearAllMocks();
});

test('fetches every chain, leaves out chains without nodes and sums nodes and companies', async () => {
  (getChainList as jest.Mock).mockResolvedValue([
    car,
    { ...bio, id: 3, name: '空链', nodes: [], companyCount: 0 },
    bio,
  ]);
  await expect(fetchIndustryChains(new AbortController().signal)).resolves.toEqual(data);
  expect(getChainList).toHaveBeenCalledWith({}, expect.any(AbortSignal));
});

test('shows a spinner while loading', () => {
  expect(
    renderPanel('chain/industry-chain', industryChain, fake<IndustryChainData>({ isPending: true })),
  ).toHaveAttribute('data-state', 'loading');
  expect(screen.getByText('加载中…')).toBeInTheDocument();
});

test('shows the reason when the first load failed', () => {
  expect(
    renderPanel(
      'chain/industry-chain',
      industryChain,
      fake<IndustryChainData>({ error: new Error('无法连接到数据接口') }),
    ),
  ).toHaveAttribute('data-state', 'error');
  expect(screen.getByText('无法连接到数据接口')).toBeInTheDocument();
});

test('shows 暂无数据 when there is no chain', () => {
  const empty = fake<IndustryChainData>({ data: { chains: [], nodeCount: 0, companyCount: 0 }, dataUpdatedAt: 1 });
  expect(renderPanel('chain/industry-chain', industryChain, empty)).toHaveAttribute('data-state', 'empty');
  expect(screen.getByText('暂无数据')).toBeInTheDocument();
});

test('shows the chains, the first chain graph with column headings and its description', async () => {
  expect(showReady()).toHaveAttribute('data-state', 'ready');
  const tabs = screen.getAllByRole('tab');
  expect(tabs.map((t) => t.textContent)).toEqual(['智能网联新能源汽车19家', '生物医药5家']);
  expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
  expect(document.querySelector('[data-segment="上游"]')).toHaveTextContent('上游1 个环节·9 家');
  expect(screen.getByText(car.description)).toBeInTheDocument();
  expect(screen.getByRole('img', { name: '智能网联新能源汽车产业链图谱' })).toBeInTheDocument();
  await chartsDrawn();
  expect(lastSeries().data.map((d) => d.name)).toEqual(['动力电池材料', '动力电池', '整车制造']);
});

test('a chain chosen in the list replaces the graph', async () => {
  showReady();
  fireEvent.click(screen.getByRole('tab', { name: /生物医药/ }));
  await chartsDrawn();
  expect(screen.getByRole('tab', { name: /生物医药/ })).toHaveAttribute('aria-selected', 'true');
  expect(lastSeries().data.map((d) => d.name)).toEqual(['创新药']);
  expect(screen.getByText(bio.description)).toBeInTheDocument();
});

test('the next chain fades in on the compositor instead of morphing the graph on the main thread', async () => {
  const animate = jest.fn(() => ({ cancel: () => undefined }));
  const original = HTMLElement.prototype.animate;
  HTMLElement.prototype.animate = animate as unknown as typeof HTMLElement.prototype.animate;
  try {
    showReady();
    animate.mockClear();
    fireEvent.click(screen.getByRole('tab', { name: /生物医药/ }));
    await chartsDrawn();
    await chartsDrawn();
    expect((shownChart().options.at(-1) as { animation?: boolean }).animation).toBe(false);
    expect(animate).toHaveBeenCalledWith([{ opacity: 0 }, { opacity: 1 }], expect.objectContaining({ duration: 500 }));
    const faded = (animate.mock.contexts as HTMLElement[]).at(-1);
    expect(faded?.querySelector('[aria-hidden="false"] [role="img"]')).toHaveAccessibleName('生物医药产业链图谱');
  } finally {
    HTMLElement.prototype.animate = original;
  }
});

test('draws each chain’s graph once: the other chains in idle time, and a turn back to a chain redraws nothing', async () => {
  jest.useFakeTimers();
  try {
    showReady();
    await act(async () => void (await jest.advanceTimersByTimeAsync(WARM_CHAINS_AFTER_MS)));
    // The hidden graph's drawing turn (a task of its own).
    await act(async () => void (await jest.advanceTimersByTimeAsync(100)));
    const charts = stubCharts.filter((c) => !c.disposed);
    expect(charts).toHaveLength(2);
    const drawnBefore = charts.map((c) => c.options.length);
    expect(lastSeries().data.map((d) => d.name)).toEqual(['动力电池材料', '动力电池', '整车制造']);
    await act(async () => void (await jest.advanceTimersByTimeAsync(CHAIN_ROTATE_MS)));
    expect(lastSeries().data.map((d) => d.name)).toEqual(['创新药']);
    await act(async () => void (await jest.advanceTimersByTimeAsync(CHAIN_ROTATE_MS)));
    expect(lastSeries().data.map((d) => d.name)).toEqual(['动力电池材料', '动力电池', '整车制造']);
    expect(stubCharts.filter((c) => !c.disposed).map((c) => c.options.length)).toEqual(drawnBefore);
  } finally {
    jest.useRealTimers();
  }
});

test('rotates to the next chain every 20 s, and holds while the pointer is over the panel', () => {
  jest.useFakeTimers();
  try {
    showReady();
    act(() => void jest.advanceTimersByTime(CHAIN_ROTATE_MS));
    expect(screen.getByRole('tab', { name: /生物医药/ })).toHaveAttribute('aria-selected', 'true');
    fireEvent.mouseEnter(screen.getByRole('tablist').parentElement?.parentElement as HTMLElement);
    expect(document.querySelector('[data-progress]')).toHaveAttribute('data-progress', 'paused');
    act(() => void jest.advanceTimersByTime(CHAIN_ROTATE_MS * 3));
    expect(screen.getByRole('tab', { name: /生物医药/ })).toHaveAttribute('aria-selected', 'true');
  } finally {
    jest.useRealTimers();
  }
});

test('only a click on a node counts as a node click', () => {
  expect(
    clickedNode({ componentType: 'series', dataType: 'node', name: '动力电池', dataIndex: 1, data: { nodeId: 2 } }),
  ).toEqual({ id: 2, name: '动力电池' });
  expect(
    clickedNode({
      componentType: 'series',
      dataType: 'edge',
      name: '1 > 2',
      dataIndex: 0,
      data: { source: '1', target: '2' },
    }),
  ).toBeNull();
});

test('clicking a node opens its companies, fetched from /jsc/chain/detail', async () => {
  (getChainNodeDetail as jest.Mock).mockResolvedValue(detail);
  showReady();
  await chartsDrawn();
  const chart = shownChart();
  act(() => chart.handlers.click({ componentType: 'series', dataType: 'edge', name: '', dataIndex: 0, data: {} }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  act(() =>
    chart.handlers.click({
      componentType: 'series',
      seriesType: 'graph',
      dataType: 'node',
      name: '动力电池材料',
      dataIndex: 0,
      data: { nodeId: 1 },
    }),
  );
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('动力电池材料 · 环节详情')).toBeInTheDocument();
  expect(await within(dialog).findByText('重庆锐源动力科技有限公司')).toBeInTheDocument();
  expect(within(dialog).getByText('集聚企业 2 家')).toBeInTheDocument();
  expect(within(dialog).getByText('规上企业 1')).toBeInTheDocument();
  expect(within(dialog).getByText(detail.description)).toBeInTheDocument();
  expect(within(dialog).getByText('2019年')).toBeInTheDocument();
  expect(getChainNodeDetail).toHaveBeenCalledWith(1, expect.any(AbortSignal));
  fireEvent.click(within(dialog).getByRole('button', { name: '关闭' }));
});
