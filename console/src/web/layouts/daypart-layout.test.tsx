import { fireEvent, screen, within } from '@testing-library/react';
import type { GroupLayouts, LayoutVersionInfo, PageLayout } from '../../protocol/releases';
import type { GroupSchedule } from '../../protocol/schedule';
import { renderConsole } from '../testing/render-console';

const HUB: PageLayout = {
  width: 1920,
  height: 980,
  slots: [{ id: 'teams', x: 14, y: 166, w: 464, h: 390, panels: ['teams/running-teams'], title: '在孵团队' }],
};
const NIGHT: PageLayout = {
  width: 1920,
  height: 980,
  slots: [{ id: 'night', x: 0, y: 0, w: 960, h: 490, panels: ['teams/running-teams'], title: '夜间团队' }],
};
const LAYOUTS: GroupLayouts = { group: 'hub', pages: { hub: HUB }, versions: { hub: 7 } };
const week = (version: number): GroupSchedule => ({
  group: 'hub',
  version: version + 10,
  layoutVersions: { 夜间: { hub: version } },
  schedule: {
    timezone: 'Asia/Shanghai',
    offStyle: 'black',
    screenOff: [],
    dayparts: [{ name: '夜间', days: [1, 2, 3, 4, 5], from: '18:00', to: '23:00', pages: { hub: NIGHT } }],
  },
});
const PATH = `/api/groups/hub/dayparts/${encodeURIComponent('夜间')}/layouts/hub`;
const HISTORY: LayoutVersionInfo[] = [
  { version: 2, savedBy: 'ops-li', savedAt: 1_700_000_000_000, summary: '移动槽位 night：(0, 0) → (0, 100)' },
  { version: 1, savedBy: 'ops', savedAt: 1_690_000_000_000, summary: '开始使用时段布局（相对默认布局：…）' },
];
const routes = (schedule: () => GroupSchedule) => ({
  'GET /api/groups': { body: [{ group: 'hub', name: '人才服务港', versions: {}, walls: 2, online: 2 }] },
  'GET /api/groups/hub/layouts': { body: LAYOUTS },
  'GET /api/groups/hub/panels': { body: [{ id: 'teams/running-teams', remote: 'teams', title: '运行团队' }] },
  'GET /api/groups/hub/schedule': () => ({ body: schedule() }),
  [`GET ${PATH}/versions`]: { body: HISTORY },
});
const retitle = async (title: string) => {
  fireEvent.click(await screen.findByRole('button', { name: '槽位 night' }));
  const region = await screen.findByRole('region', { name: '槽位 night 属性' });
  fireEvent.change(within(region).getByRole('textbox', { name: '标题' }), { target: { value: title } });
};

test("a daypart's layout is saved as based on its own version, and a stale save shows the version current now", async () => {
  let version = 2;
  const { fetchMock } = renderConsole(`/layouts?daypart=${encodeURIComponent('夜间')}`, {
    ...routes(() => week(version)),
    [`PUT ${PATH}`]: () => {
      version = 3;
      return {
        status: 409,
        body: {
          error:
            '保存冲突：时段「夜间」的页面 hub 已被 ops-li 保存为第 3 版，你的修改基于第 2 版。请查看当前版本后重新修改',
          field: 'version',
        },
      };
    },
  });
  expect(await screen.findByText(/^时段「夜间」 · 第 2 版 · 1920×980/)).toBeInTheDocument();
  await retitle('夜班');
  fireEvent.click(screen.getByRole('button', { name: '保存' }));
  expect(
    await screen.findByText(/保存被拒绝：保存冲突：时段「夜间」的页面 hub 已被 ops-li 保存为第 3 版/),
  ).toBeInTheDocument();
  expect(
    await screen.findByText('服务器上的当前版本是第 3 版，你的修改基于第 2 版：请载入当前版本后重新修改'),
  ).toBeInTheDocument();
  const [, init] = fetchMock.mock.calls.find(
    ([url, request]) => url === PATH && (request as RequestInit).method === 'PUT',
  )!;
  expect((init as RequestInit).headers).toMatchObject({ 'if-match': '"2"' });
  expect(JSON.parse((init as RequestInit).body as string).slots[0].title).toBe('夜班');
  fireEvent.click(screen.getByRole('button', { name: '载入当前版本' }));
  expect(await screen.findByText(/^时段「夜间」 · 第 3 版 · 1920×980/)).toBeInTheDocument();
});

test("a daypart's earlier version is listed with its change and restored as based on the current one", async () => {
  const { fetchMock } = renderConsole(`/layouts?daypart=${encodeURIComponent('夜间')}`, {
    ...routes(() => week(2)),
    [`POST ${PATH}/versions/1/restore`]: { body: { version: 3, layout: HUB } },
  });
  const history = await screen.findByRole('region', { name: '「夜间」时段布局的历史版本' });
  expect(await within(history).findByText('移动槽位 night：(0, 0) → (0, 100)')).toBeInTheDocument();
  fireEvent.click(within(history).getByRole('button', { name: '恢复第 1 版' }));
  expect(await screen.findByRole('button', { name: '槽位 teams' })).toBeInTheDocument();
  const [, init] = fetchMock.mock.calls.find(([url]) => url === `${PATH}/versions/1/restore`)!;
  expect((init as RequestInit).headers).toMatchObject({ 'if-match': '"2"' });
});
