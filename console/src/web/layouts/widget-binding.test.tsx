import { fireEvent, screen, within } from '@testing-library/react';
import type { GroupLayouts, PageLayout } from '../../protocol/releases';
import { renderConsole } from '../testing/render-console';

const HUB: PageLayout = {
  width: 1920,
  height: 980,
  slots: [{ id: 'fig', x: 14, y: 166, w: 464, h: 390, panels: ['notices/notices'] }],
};
const LAYOUTS: GroupLayouts = {
  group: 'hub',
  pages: {
    hub: HUB,
    xndx: {
      width: 1920,
      height: 980,
      slots: [{ id: 'headline', x: 14, y: 8, w: 1892, h: 158, panels: ['xndx/headline'] }],
    },
  },
};
const SOURCE = {
  id: 7,
  name: 'stats',
  method: 'GET',
  url: 'http://127.0.0.1/x',
  params: {},
  headers: {},
  intervalMs: 5000,
  timeoutMs: 4000,
  maxBytes: 1e6,
  secrets: [],
  updatedBy: 'ops',
  updatedAt: 1,
  fetches: 3,
  mappings: [
    { name: 'total', expression: 'data.total', updatedBy: 'ops', updatedAt: 1 },
    { name: 'items', expression: 'data', updatedBy: 'ops', updatedAt: 1 },
  ],
};
const ROUTES = {
  'GET /api/groups': { body: [{ group: 'hub', name: '人才服务港', versions: {}, walls: 2, online: 2 }] },
  'GET /api/groups/hub/panels': {
    body: [
      { id: 'notices/notices', remote: 'notices' },
      ...['number', 'pie'].map((k) => ({ id: `widgets/${k}`, remote: 'widgets' })),
    ],
  },
  'GET /api/sources': { body: [SOURCE] },
  'GET /api/sources/7/mappings/total/reading': { body: { value: 1280, intervalMs: 5000, goodAt: 1, stale: false } },
  'GET /api/sources/7/mappings/items/reading': {
    body: { value: [{ label: '软件', value: 30 }], intervalMs: 5000, goodAt: 1, stale: true, reason: '上游无法连接' },
  },
};
const PUT = 'PUT /api/groups/hub/layouts/hub';

test('an operator binds a slot to a source mapping with display options, sees the live value, and the save carries the widget', async () => {
  let stored = LAYOUTS;
  const { fetchMock } = renderConsole('/layouts', {
    ...ROUTES,
    'GET /api/groups/hub/layouts': () => ({ body: stored }),
    [PUT]: (body) => {
      stored = { ...stored, pages: { ...stored.pages, hub: body as PageLayout } };
      return { body: stored };
    },
  });
  fireEvent.click(await screen.findByRole('button', { name: '槽位 fig' }));
  const region = await screen.findByRole('region', { name: '槽位 fig 属性' });
  await screen.findAllByText('stats').catch(() => undefined);
  fireEvent.click(await within(region).findByRole('button', { name: '放入数据组件' }));
  const group = within(region).getByRole('group', { name: '数据组件' });
  expect(await within(group).findByText('1280')).toBeInTheDocument();
  fireEvent.change(within(group).getByRole('textbox', { name: '单位' }), { target: { value: '人' } });
  fireEvent.mouseDown(within(group).getByRole('combobox', { name: '组件类型' }));
  fireEvent.click(await screen.findByRole('option', { name: '饼图/环图' }));
  fireEvent.mouseDown(within(group).getByRole('combobox', { name: '映射' }));
  fireEvent.click(await screen.findByRole('option', { name: 'items' }));
  expect(await within(group).findByText(/过期：上游无法连接/)).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: '保存' }));
  expect(await screen.findByText(/已保存/)).toBeInTheDocument();
  const put = fetchMock.mock.calls.find(([, init]) => (init as RequestInit | undefined)?.method === 'PUT')!;
  expect(JSON.parse((put[1] as RequestInit).body as string).slots[0]).toMatchObject({
    panels: ['widgets/pie'],
    widget: { kind: 'pie', source: 7, mapping: 'items', options: { unit: '人' } },
  });
});
