import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { GroupInfo } from '../../protocol/releases';
import { renderConsole } from '../testing/render-console';

jest.setTimeout(60_000);

const HUB: GroupInfo = { group: 'hub', name: '人才服务港', versions: { teams: '1.0.0' }, walls: 2, online: 1 };
const TILES = { width: 3840, height: 1080, tiles: [{ id: 'left', x: 0, y: 0, width: 1920, height: 1080 }] };
const ROUTES = {
  'GET /api/groups': { body: [HUB] },
  'GET /api/groups/hub/canvas': { body: { group: 'hub', canvas: TILES, tileWalls: { 'wall-a': 'left' } } },
};

async function openDialog(routes: Parameters<typeof renderConsole>[1]) {
  const rendered = renderConsole('/groups', routes);
  fireEvent.click(await screen.findByRole('button', { name: '画布 人才服务港' }, { timeout: 15_000 }));
  const dialog = await screen.findByRole('dialog');
  await waitFor(() => expect(within(dialog).getByText(/画布 3840×1080/)).toBeInTheDocument(), { timeout: 10_000 });
  return { ...rendered, dialog };
}

test('an operator sets a spliced wall: the seams are worked out and sent with the tiles and their walls kept', async () => {
  const { fetchMock, dialog } = await openDialog({
    ...ROUTES,
    'PUT /api/groups/hub/canvas': (body) => ({ body: { group: 'hub', ...(body as object) } }),
  });
  fireEvent.click(within(dialog).getByRole('button', { name: '拼接屏（含拼缝）' }));
  fireEvent.change(within(dialog).getByRole('textbox', { name: '左右拼缝（毫米，两屏边框之和）' }), {
    target: { value: '18.9' },
  });
  fireEvent.change(within(dialog).getByRole('textbox', { name: '上下拼缝（毫米，两屏边框之和）' }), {
    target: { value: '22.05' },
  });
  expect(within(dialog).getByText(/拼缝折合 左右 30 像素、上下 35 像素；画布为 3870×2195/)).toBeInTheDocument();
  fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
  await waitFor(() =>
    expect(fetchMock).toHaveBeenCalledWith('/api/groups/hub/canvas', expect.objectContaining({ method: 'PUT' })),
  );
  const sent = JSON.parse(
    fetchMock.mock.calls.find(([url, init]) => url === '/api/groups/hub/canvas' && init?.method === 'PUT')![1]!
      .body as string,
  );
  expect(sent).toEqual({
    canvas: {
      width: 3870,
      height: 2195,
      splice: {
        cols: 2,
        rows: 2,
        panelPx: { width: 1920, height: 1080 },
        panelMm: { width: 1209.6, height: 680.4 },
        bezelMm: { x: 18.9, y: 22.05 },
      },
      tiles: TILES.tiles,
    },
    tileWalls: { 'wall-a': 'left' },
  });
});

test('a custom size out of range is said in Chinese and not sent; the server refusal is shown with its field', async () => {
  const { fetchMock, dialog } = await openDialog({
    ...ROUTES,
    'PUT /api/groups/hub/canvas': {
      status: 400,
      body: { error: '页面 hub 为 1920×980，放不进画布的主区域 1280×620：请先缩小页面', field: 'canvas' },
    },
  });
  fireEvent.click(within(dialog).getByRole('button', { name: '自定义尺寸' }));
  fireEvent.change(within(dialog).getByRole('textbox', { name: '宽度（像素）' }), { target: { value: '9000' } });
  expect(within(dialog).getByRole('alert')).toHaveTextContent('宽度不能大于 7680');
  expect(within(dialog).getByRole('button', { name: '保存' })).toBeDisabled();
  fireEvent.change(within(dialog).getByRole('textbox', { name: '宽度（像素）' }), { target: { value: '1280' } });
  fireEvent.change(within(dialog).getByRole('textbox', { name: '高度（像素）' }), { target: { value: '720' } });
  fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
  expect(
    await within(dialog).findByText(/保存失败：页面 hub 为 1920×980，放不进画布的主区域 1280×620/),
  ).toHaveTextContent('（字段：canvas）');
  expect(fetchMock).toHaveBeenCalledWith('/api/groups/hub/canvas', expect.objectContaining({ method: 'PUT' }));
});
