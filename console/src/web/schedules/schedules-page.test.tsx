import { fireEvent, screen, within } from '@testing-library/react';
import type { GroupSchedule } from '../../protocol/schedule';
import { renderConsole } from '../testing/render-console';

const HUB = {
  width: 1920,
  height: 980,
  slots: [{ id: 'teams', x: 0, y: 0, w: 400, h: 300, panels: ['teams/running-teams'] }],
};
const EMPTY: GroupSchedule = {
  group: 'hub',
  schedule: { timezone: 'Asia/Shanghai', offStyle: 'black', dayparts: [], screenOff: [] },
};
const ROUTES = {
  'GET /api/groups': { body: [{ group: 'hub', versions: {}, walls: 2, online: 2 }] },
  'GET /api/groups/hub/schedule': { body: EMPTY },
  'GET /api/groups/hub/layouts': { body: { group: 'hub', pages: { hub: HUB } } },
};
const PUT = 'PUT /api/groups/hub/schedule';
const puts = (fetchMock: jest.Mock) =>
  fetchMock.mock.calls
    .filter(([, init]) => (init as RequestInit | undefined)?.method === 'PUT')
    .map(([, init]) => JSON.parse((init as RequestInit).body as string));
const cell = (day: string, hour: string) => screen.getByTitle(new RegExp(`^${day} ${hour}:00 `));

test('an added screen-off window shows in the weekly grid and is saved as the group’s week', async () => {
  let stored = EMPTY;
  const { fetchMock } = renderConsole('/schedules', {
    ...ROUTES,
    'GET /api/groups/hub/schedule': () => ({ body: stored }),
    [PUT]: (body) => ({
      body: (stored = { group: 'hub', schedule: body as GroupSchedule['schedule'], updatedAt: 1, updatedBy: 'ops' }),
    }),
  });
  fireEvent.click(await screen.findByRole('button', { name: '添加关屏时段' }));
  expect(cell('周三', '23').textContent).toBe('关屏');
  expect(cell('周四', '6').textContent).toBe('关屏'); // 23:00–07:00 ends the next morning
  expect(cell('周四', '7').textContent).toBe('');
  fireEvent.click(screen.getByRole('button', { name: '关屏显示：暗色时钟' }));
  fireEvent.click(screen.getByRole('button', { name: '保存排程' }));
  expect(await screen.findByText(/已保存/)).toBeInTheDocument();
  expect(puts(fetchMock)).toEqual([
    { ...EMPTY.schedule, offStyle: 'clock', screenOff: [{ days: [1, 2, 3, 4, 5, 6, 7], from: '23:00', to: '07:00' }] },
  ]);
});

test('two overlapping windows are named before saving, and the save waits', async () => {
  renderConsole('/schedules', ROUTES);
  fireEvent.click(await screen.findByRole('button', { name: '添加关屏时段' }));
  fireEvent.click(screen.getByRole('button', { name: '添加关屏时段' }));
  expect(
    screen.getByText(/关屏时段「周一、周二、周三、周四、周五、周六、周日 23:00–07:00」与.*重叠/),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '保存排程' })).toBeDisabled();
  const second = screen.getByRole('group', { name: '关屏时段 2' });
  fireEvent.change(within(second).getByLabelText('关屏时段 2 开始时间'), { target: { value: '12:00' } });
  fireEvent.change(within(second).getByLabelText('关屏时段 2 结束时间'), { target: { value: '13:00' } });
  expect(screen.queryByText(/重叠/)).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: '保存排程' })).toBeEnabled();
});

test('a daypart takes over a page with a copy of its layout, and the server’s refusal is shown with its field', async () => {
  const { fetchMock } = renderConsole('/schedules', {
    ...ROUTES,
    [PUT]: {
      status: 400,
      body: {
        error: '时段「夜间」的页面 hub：槽位 teams 的面板不存在',
        field: 'dayparts[0].pages.hub.slots[0].panels[0]',
      },
    },
  });
  fireEvent.click(await screen.findByRole('button', { name: '添加时段' }));
  expect(cell('周一', '18').textContent).toBe('夜间');
  expect(screen.getByText('排程字段 dayparts[0].pages：至少要为 1 个页面指定布局')).toBeInTheDocument();
  fireEvent.click(screen.getByLabelText(/服务港（hub）在「夜间」使用另一布局/));
  fireEvent.click(screen.getByRole('button', { name: '保存排程' }));
  expect(
    await screen.findByText(
      /保存被拒绝：时段「夜间」的页面 hub.*（字段：dayparts\[0\]\.pages\.hub\.slots\[0\]\.panels\[0\]）/,
    ),
  ).toBeInTheDocument();
  expect(puts(fetchMock)[0].dayparts).toEqual([
    { name: '夜间', days: [1, 2, 3, 4, 5], from: '18:00', to: '22:00', pages: { hub: HUB } },
  ]);
});

test('a viewer sees the week but cannot change it', async () => {
  renderConsole('/schedules', ROUTES, { username: 'li', role: 'viewer' });
  expect(await screen.findByText('仅操作员或管理员可以修改排程')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '添加关屏时段' })).toBeDisabled();
});

test('a stale 排程 save sends the week’s version, is refused, and the current week is offered', async () => {
  let stored: GroupSchedule = { ...EMPTY, version: 4 };
  const { fetchMock } = renderConsole('/schedules', {
    ...ROUTES,
    'GET /api/groups/hub/schedule': () => ({ body: stored }),
    [PUT]: () => {
      stored = { ...EMPTY, version: 5, schedule: { ...EMPTY.schedule, timezone: 'Asia/Urumqi' } };
      return {
        status: 409,
        body: {
          error: '保存冲突：排程已被 ops-li 保存为第 5 版，你的修改基于第 4 版。请放弃修改，查看当前版本后重新修改',
          field: 'version',
        },
      };
    },
  });
  fireEvent.click(await screen.findByRole('button', { name: '添加关屏时段' }));
  fireEvent.click(screen.getByRole('button', { name: '保存排程' }));
  expect(await screen.findByText(/保存被拒绝：保存冲突：排程已被 ops-li 保存为第 5 版/)).toBeInTheDocument();
  expect(
    await screen.findByText('服务器上的排程已是第 5 版，你的修改基于第 4 版：请载入当前版本后重新修改'),
  ).toBeInTheDocument();
  const [, init] = fetchMock.mock.calls.find(([, request]) => (request as RequestInit | undefined)?.method === 'PUT')!;
  expect((init as RequestInit).headers).toMatchObject({ 'if-match': '"4"' });
  fireEvent.click(screen.getByRole('button', { name: '载入当前版本' }));
  expect(screen.getByRole('textbox', { name: '时区' })).toHaveValue('Asia/Urumqi');
});
