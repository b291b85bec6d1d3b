import { getIntroduce, getIntroduceLink } from '@cockpit/shared-sdk';
import { act, fireEvent, screen, within } from '@testing-library/react';
import introduce from '.';
import { safeHttpUrl } from '../../components/safe-url';
import { fake, renderPanel } from '../../testing/render-panel';
import { decimalsOf, fetchIntroduce, type IntroduceData } from './use-introduce-data';

jest.mock('@cockpit/shared-sdk', () => ({
  ...jest.requireActual('@cockpit/shared-sdk'),
  getIntroduce: jest.fn(),
  getIntroduceLink: jest.fn(),
}));

const items = [
  { id: 1, title: '人才服务大厅', summary: '人才认定、安居等事项集中办理。' },
  { id: 2, title: '创业孵化区', summary: '为高校团队提供全周期孵化服务。' },
  { id: 3, title: '路演中心', summary: '常态化举办项目路演。' },
  { id: 4, title: '共享实验室', summary: '开放共享大型科研仪器。' },
];
const data: IntroduceData = {
  title: '西部（重庆）科学城国际人才创新创业服务港',
  content: '服务港位于重庆大学城核心区，面向区内高校、科研院所和创新创业人才。',
  figures: [
    { name: '服务面积', value: 3.2, unit: '万平方米', decimals: 1 },
    { name: '入驻团队', value: 68, unit: '个', decimals: 0 },
    { name: '在园企业', value: 143, unit: '家', decimals: 0 },
  ],
  items,
};
const loaded = () => renderPanel(introduce, fake({ data, dataUpdatedAt: 1 }));

afterEach(() => jest.useRealTimers());

test('shapes the introduction: whitespace collapsed, figure decimals, untitled areas dropped', async () => {
  (getIntroduce as jest.Mock).mockResolvedValue({
    title: ' 服务港 ',
    content: '服务港位于\n  重庆大学城核心区。 ',
    figures: [
      { name: '服务面积', value: 3.2, unit: '万平方米' },
      { name: '入驻团队', value: 68, unit: '个' },
    ],
    items: [items[0], { id: 9, title: '  ', summary: '' }],
  });
  await expect(fetchIntroduce(new AbortController().signal)).resolves.toEqual({
    title: '服务港',
    content: '服务港位于 重庆大学城核心区。',
    figures: [
      { name: '服务面积', value: 3.2, unit: '万平方米', decimals: 1 },
      { name: '入驻团队', value: 68, unit: '个', decimals: 0 },
    ],
    items: [items[0]],
  });
  expect(decimalsOf(12.345)).toBe(2);
});

test('only absolute http(s) URLs become links', () => {
  expect(safeHttpUrl('https://rcfwg.example.cn/intro/1')).toBe('https://rcfwg.example.cn/intro/1');
  expect(safeHttpUrl(' http://a.cn/x ')).toBe('http://a.cn/x');
  expect(safeHttpUrl('javascript:alert(1)')).toBeNull();
  expect(safeHttpUrl('data:text/html,<b>x</b>')).toBeNull();
  expect(safeHttpUrl('/intro/1')).toBeNull();
});

test('shows a spinner while loading', () => {
  expect(renderPanel(introduce, fake<IntroduceData>({ isPending: true }))).toHaveAttribute('data-state', 'loading');
  expect(screen.getByText('加载中…')).toBeInTheDocument();
});

test('shows the reason when the first load failed', () => {
  expect(renderPanel(introduce, fake<IntroduceData>({ error: new Error('无法连接到数据接口') }))).toHaveAttribute(
    'data-state',
    'error',
  );
  expect(screen.getByText('无法连接到数据接口')).toBeInTheDocument();
});

test('shows 暂无数据 when there is no introduction', () => {
  const empty = { ...data, content: '', items: [] };
  expect(renderPanel(introduce, fake({ data: empty, dataUpdatedAt: 1 }))).toHaveAttribute('data-state', 'empty');
  expect(screen.getByText('暂无数据')).toBeInTheDocument();
});

test('shows the text, two figures and three areas, rotating on', () => {
  // Pagers step on multiples of their period (the page's shared heartbeat): start on one of both.
  jest.useFakeTimers({ now: new Date('2026-11-22T08:00:00Z') });
  expect(loaded()).toHaveAttribute('data-state', 'ready');
  expect(screen.getByText(data.content)).toHaveAttribute('title', data.title);
  expect(screen.getByText('服务面积')).toBeInTheDocument();
  expect(screen.getByText('入驻团队')).toBeInTheDocument();
  expect(screen.queryByText('在园企业')).not.toBeInTheDocument();
  expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['人才服务大厅', '创业孵化区', '路演中心']);
  act(() => void jest.advanceTimersByTime(9_000));
  expect(screen.getByText('在园企业')).toBeInTheDocument();
  expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['共享实验室']);
});

test('an area opens its link in a dialog, as a safe external link', async () => {
  (getIntroduceLink as jest.Mock).mockResolvedValue({
    id: 2,
    title: '创业孵化区',
    url: 'https://rcfwg.example.cn/intro/2',
  });
  loaded();
  fireEvent.click(screen.getByRole('button', { name: '创业孵化区' }));
  const dialog = await screen.findByRole('dialog');
  const link = await within(dialog).findByRole('link', { name: 'https://rcfwg.example.cn/intro/2' });
  expect(getIntroduceLink).toHaveBeenCalledWith(2, expect.anything());
  expect(link).toHaveAttribute('href', 'https://rcfwg.example.cn/intro/2');
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  expect(within(dialog).getByText('为高校团队提供全周期孵化服务。')).toBeInTheDocument();
});

test('a link that is not http(s) is shown as text only', async () => {
  (getIntroduceLink as jest.Mock).mockResolvedValue({ id: 3, title: '路演中心', url: 'javascript:alert(1)' });
  loaded();
  fireEvent.click(screen.getByRole('button', { name: '路演中心' }));
  const dialog = await screen.findByRole('dialog');
  expect(await within(dialog).findByText('javascript:alert(1)')).toBeInTheDocument();
  expect(within(dialog).queryByRole('link')).not.toBeInTheDocument();
});
