import { AnimationScope, getDeviceList } from '@cockpit/shared-sdk';
import { act, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { DEVICES } from '../../testing/fixtures';
import { fake, loaded, renderPanel } from '../../testing/render-panel';
import utilization from '.';
import { fetchUtilization, type UtilizationData } from './use-utilization-data';
import { RANKS_PER_PAGE, UtilizationView } from './utilization-view';

jest.mock('@cockpit/shared-sdk', () => ({
  ...jest.requireActual('@cockpit/shared-sdk'),
  getDeviceList: jest.fn(),
}));

async function shaped(): Promise<UtilizationData> {
  (getDeviceList as jest.Mock).mockResolvedValue(DEVICES);
  return fetchUtilization(new AbortController().signal);
}

const ranks = () => [...document.querySelectorAll('[data-rank]')].map((el) => Number(el.getAttribute('data-rank')));

afterEach(() => jest.useRealTimers());

test('ranks every instrument by utilisation, ties broken by more service hours', async () => {
  const { rows } = await shaped();
  expect(rows).toHaveLength(9);
  expect(rows.slice(0, 4).map((r) => `${r.rank} ${r.name} ${r.rate}`)).toEqual([
    '1 核磁共振波谱仪 92.1',
    '2 场发射扫描电镜 88.5',
    '3 气质联用仪 75', // 75 % with 2,900 h before …
    '4 液质联用仪 75', // … 75 % with 2,600 h
  ]);
  expect(rows.at(-1)).toMatchObject({ rank: 9, name: '离子色谱仪', rate: 22.8, serviceHours: 700 });
});

test('shows a spinner while loading', () => {
  expect(renderPanel(utilization, fake<UtilizationData>({ isPending: true })).frame).toHaveAttribute(
    'data-state',
    'loading',
  );
  expect(screen.getByText('加载中…')).toBeInTheDocument();
});

test('shows the reason when the first load failed', () => {
  expect(renderPanel(utilization, fake<UtilizationData>({ error: new Error('服务器内部错误') })).frame).toHaveAttribute(
    'data-state',
    'error',
  );
  expect(screen.getByText('服务器内部错误')).toBeInTheDocument();
});

test('shows 暂无数据 when there is no instrument to rank', () => {
  expect(renderPanel(utilization, loaded<UtilizationData>({ rows: [] })).frame).toHaveAttribute('data-state', 'empty');
  expect(screen.getByText('暂无数据')).toBeInTheDocument();
});

test('shows the first ranks with name, model, rate and hours, then pages on to the rest', async () => {
  const data = await shaped();
  jest.useFakeTimers();
  const { frame } = renderPanel(utilization, loaded(data));
  expect(frame).toHaveAttribute('data-state', 'ready');
  expect(ranks()).toEqual([1, 2, 3, 4, 5, 6, 7].slice(0, RANKS_PER_PAGE));
  expect(screen.getByText('核磁共振波谱仪')).toBeInTheDocument();
  expect(screen.getByText('AVANCE NEO 600')).toBeInTheDocument();
  expect(screen.getByText('92.1%')).toBeInTheDocument();
  expect(screen.getByText('3,300 小时')).toBeInTheDocument();
  expect(screen.getByText(/第 1\/2 页/)).toBeInTheDocument();
  act(() => void jest.advanceTimersByTime(12_000));
  expect(ranks()).toEqual([8, 9]);
  expect(screen.getByText('离子色谱仪')).toBeInTheDocument();
});

/** Renders the ranking, halves rank 1's rate, and returns the bar and the `animate` calls the change made. */
async function halveFirstRate(wrap: (view: ReactElement) => ReactElement = (view) => view) {
  const data = await shaped();
  const animate = jest.fn((keyframes: Keyframe[]) => ({ cancel: jest.fn(), keyframes }));
  const original = HTMLElement.prototype.animate;
  HTMLElement.prototype.animate = animate as unknown as typeof original;
  try {
    const { rerender } = render(wrap(<UtilizationView data={data} />));
    animate.mockClear();
    const halved = { rows: data.rows.map((row) => (row.rank === 1 ? { ...row, rate: row.rate / 2 } : row)) };
    rerender(wrap(<UtilizationView data={halved} />));
    return { bar: document.querySelector('[data-rank="1"] [data-bar]') as HTMLElement, animate };
  } finally {
    HTMLElement.prototype.animate = original;
  }
}

test('a changed rate grows its bar from the old width by transform, never by animating width', async () => {
  const { bar, animate } = await halveFirstRate();
  expect(animate.mock.contexts).toEqual([bar]);
  expect(animate.mock.calls[0][0]).toEqual([{ transform: 'scaleX(2)' }, { transform: 'none' }]);
  expect(getComputedStyle(bar).transition).not.toMatch(/width/);
});

test('in a hidden panel a changed rate shows its new width at once, without animating', async () => {
  const { animate } = await halveFirstRate((view) => <AnimationScope active={false}>{view}</AnimationScope>);
  expect(animate).not.toHaveBeenCalled();
});
