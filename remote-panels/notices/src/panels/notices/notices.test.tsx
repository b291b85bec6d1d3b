import { fakePanelData, renderPanelInFrame } from '@cockpit/shared-sdk/testing';
import { getNoticePage, type Notice, type PanelData } from '@cockpit/shared-sdk';
import { act, fireEvent, screen, within } from '@testing-library/react';
import notices from '.';
import { tickerRows } from './notice-ticker';
import { fetchNotices, NOTICE_COUNT, typeColor, type NoticesData } from './use-notices-data';

jest.mock('@cockpit/shared-sdk', () => ({
  ...jest.requireActual('@cockpit/shared-sdk'),
  getNoticePage: jest.fn(),
}));

const PROBE = '<img src=x onerror=alert(1)>';

function notice(id: number, title: string, publishDate: string, type = '政策通知'): Notice {
  return { id, title, type, publishDate, source: '科学城管委会', summary: `摘要${id}：<script>alert(1)</script>` };
}

function shaped(list: Notice[]): NoticesData {
  return {
    notices: list.map((n) => ({
      ...n,
      dateText: `${Number(n.publishDate.slice(5, 7))}月${Number(n.publishDate.slice(8))}日`,
      typeColor: typeColor(n.type),
    })),
    total: list.length,
  };
}

const fake = (overrides: Partial<PanelData<NoticesData>>) => fakePanelData<NoticesData>(overrides);

const renderWith = (result: PanelData<NoticesData>) => renderPanelInFrame('notices/notices', notices, result).frame;

afterEach(() => jest.useRealTimers());

test('fetches the newest notices, newest first, with a short Chinese date and a type colour', async () => {
  (getNoticePage as jest.Mock).mockResolvedValue({
    rows: [
      notice(3, '服务港入驻企业获A轮融资', '2026-03-05', '新闻动态'),
      notice(7, '关于2026年度人才安家补贴政策调整的通知', '2026-11-18'),
    ],
    total: 48,
  });
  const data = await fetchNotices(new AbortController().signal);
  expect(getNoticePage).toHaveBeenCalledWith({ pageNum: 1, pageSize: NOTICE_COUNT }, expect.any(AbortSignal));
  expect(data.total).toBe(48);
  expect(data.notices.map((n) => [n.id, n.dateText])).toEqual([
    [7, '11月18日'],
    [3, '3月5日'],
  ]);
  expect(data.notices[1].typeColor).toBe(typeColor('新闻动态'));
  expect(typeColor('政策通知')).not.toBe(typeColor('新闻动态'));
});

test('shows a spinner while loading', () => {
  expect(renderWith(fake({ isPending: true }))).toHaveAttribute('data-state', 'loading');
  expect(screen.getByText('加载中…')).toBeInTheDocument();
});

test('shows the reason when the first load failed', () => {
  expect(renderWith(fake({ error: new Error('无法连接到数据接口') }))).toHaveAttribute('data-state', 'error');
  expect(screen.getByText('无法连接到数据接口')).toBeInTheDocument();
});

test('shows 暂无数据 when there is no notice', () => {
  expect(renderWith(fake({ data: { notices: [], total: 0 }, dataUpdatedAt: 1 }))).toHaveAttribute(
    'data-state',
    'empty',
  );
  expect(screen.getByText('暂无数据')).toBeInTheDocument();
});

test('shows type, title and date of each notice', () => {
  const panel = renderWith(
    fake({
      data: shaped([notice(1, '关于组织申报2026年度重庆英才计划的通知', '2026-11-04', '申报通知')]),
      dataUpdatedAt: 1,
    }),
  );
  expect(panel).toHaveAttribute('data-state', 'ready');
  const row = screen.getByRole('button', { name: /重庆英才计划/ });
  expect(within(row).getByText('申报通知')).toBeInTheDocument();
  expect(within(row).getByText('11月4日')).toBeInTheDocument();
});

test('shows an HTML-looking title as its characters, never as an element', () => {
  const panel = renderWith(fake({ data: shaped([notice(48, PROBE, '2026-11-18', '公示公告')]), dataUpdatedAt: 1 }));
  expect(screen.getByText(PROBE)).toBeInTheDocument();
  expect(panel?.querySelector('img')).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: (name) => name.includes(PROBE) }));
  const dialog = screen.getByRole('dialog');
  expect(within(dialog).getByText(PROBE)).toBeInTheDocument();
  expect(within(dialog).getByText('摘要48：<script>alert(1)</script>')).toBeInTheDocument();
  expect(document.querySelector('img')).toBeNull();
  expect(document.querySelector('[role="dialog"] script')).toBeNull();
});

test('a row opens the notice with its source and full date', () => {
  renderWith(fake({ data: shaped([notice(5, '服务港举办投融资对接会', '2026-10-29', '新闻动态')]), dataUpdatedAt: 1 }));
  fireEvent.click(screen.getByRole('button', { name: /服务港举办投融资对接会/ }));
  const dialog = screen.getByRole('dialog');
  expect(within(dialog).getByText('来源：科学城管委会')).toBeInTheDocument();
  expect(within(dialog).getByText('发布日期：2026年10月29日')).toBeInTheDocument();
  fireEvent.click(within(dialog).getByRole('button', { name: '关闭' }));
});

test('moves up one notice at a time and pauses while hovered', () => {
  jest.useFakeTimers();
  const list = [1, 2, 3, 4, 5].map((i) => notice(i, `通知标题${i}`, `2026-11-0${i}`));
  renderWith(fake({ data: shaped(list), dataUpdatedAt: 1 }));
  const titles = () => screen.getAllByRole('button').map((b) => b.getAttribute('title'));
  expect(titles()).toEqual(['通知标题1', '通知标题2', '通知标题3']);
  act(() => jest.advanceTimersByTime(3000));
  expect(titles()).toEqual(['通知标题2', '通知标题3', '通知标题4']);
  fireEvent.mouseEnter(document.querySelector('[data-ticker]') as Element);
  act(() => jest.advanceTimersByTime(9000));
  expect(titles()).toEqual(['通知标题2', '通知标题3', '通知标题4']);
});

test('the ticker shows as many whole rows as its body holds: more when taller, at least one, three until measured', () => {
  expect(tickerRows(100, 28)).toBe(3);
  expect(tickerRows(190, 42)).toBe(4);
  expect(tickerRows(20, 28)).toBe(1);
  expect(tickerRows(undefined, 28)).toBe(3);
});
