import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { GroupLayouts } from '../../../protocol/releases';
import { renderConsole } from '../../testing/render-console';

jest.setTimeout(60_000);

const SPLICE = {
  cols: 2,
  rows: 2,
  panelPx: { width: 1920, height: 1080 },
  panelMm: { width: 1209.6, height: 680.4 },
  bezelMm: { x: 18.9, y: 22.05 },
};
const FOUR = {
  width: 1920,
  height: 980,
  slots: [
    { id: 'a', x: 0, y: 0, w: 960, h: 490, panels: ['teams/running-teams'] },
    { id: 'b', x: 960, y: 0, w: 960, h: 490, panels: ['notices/notices'] },
    { id: 'c', x: 0, y: 490, w: 960, h: 490, panels: ['teams/running-teams'] },
    { id: 'd', x: 960, y: 490, w: 960, h: 490, panels: ['notices/notices'] },
  ],
};
const LAYOUTS: GroupLayouts = { group: 'hub', pages: { hub: FOUR, xndx: FOUR } };
const ROUTES = {
  'GET /api/groups': { body: [{ group: 'hub', name: '人才服务港', versions: {}, walls: 1, online: 1 }] },
  'GET /api/groups/hub/layouts': { body: LAYOUTS },
  'GET /api/groups/hub/panels': {
    body: [
      { id: 'teams/running-teams', remote: 'teams' },
      { id: 'notices/notices', remote: 'notices' },
    ],
  },
  'GET /api/groups/hub/canvas': {
    body: { group: 'hub', canvas: { width: 3870, height: 2195, splice: SPLICE }, tileWalls: {} },
  },
};

test("the designer draws a spliced wall's seams, and 适配画布 puts every slot between them on the group's canvas", async () => {
  renderConsole('/layouts', ROUTES);
  const notes = await screen.findByText(/分组画布的页面区域为 3870×2095/, {}, { timeout: 20_000 });
  const canvas = screen.getByRole('group', { name: '页面画布 1920×980' });
  expect(canvas.querySelectorAll('[data-seam]')).toHaveLength(2);
  expect(screen.getByText(/分组画布 3870×2195（页面区域 3870×2095，2 条拼缝）/)).toBeInTheDocument();
  fireEvent.click(
    within(notes.closest('[role="alert"], .MuiAlert-root') as HTMLElement).getByRole('button', { name: '适配画布' }),
  );
  const fitted = await screen.findByRole('group', { name: '页面画布 3870×2095' });
  const d = within(fitted).getByRole('button', { name: '槽位 d' });
  expect(d.style.left).toBe(`${(1950 / 3870) * 100}%`);
  expect(d.style.top).toBe(`${(1015 / 2095) * 100}%`);
  const seam = fitted.querySelector('[data-seam="x"]') as HTMLElement;
  expect(seam.style.left).toBe(`${(1920 / 3870) * 100}%`);
  expect(screen.queryByText(/跨越/)).not.toBeInTheDocument();
});

test('a slot across a seam is named with the seam it crosses', async () => {
  const wide = {
    width: 3870,
    height: 2095,
    slots: [{ id: 'wide', x: 100, y: 100, w: 3000, h: 500, panels: ['teams/running-teams'] }],
  };
  renderConsole('/layouts', {
    ...ROUTES,
    'GET /api/groups/hub/layouts': { body: { group: 'hub', pages: { hub: wide, xndx: wide } } },
  });
  await waitFor(() => expect(screen.getByText(/槽位 wide 跨越竖向拼缝 1920–1950/)).toBeInTheDocument(), {
    timeout: 20_000,
  });
});
