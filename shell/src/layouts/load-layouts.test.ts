/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ConfigError } from '../config/config-error';
import { LayoutStore } from './layout-store';
import { layoutsPoller, loadLayouts } from './load-layouts';

const slot = (id: string, x: number, panels: string[]) => ({ id, x, y: 0, w: 400, h: 300, panels, title: '面板' });
const page = (...slots: object[]) => ({ width: 1920, height: 980, slots });
const good = {
  pages: {
    hub: page(slot('left', 0, ['teams/institutions']), slot('right', 400, ['chain/investment'])),
    xndx: page(slot('status', 0, ['devices/status'])),
  },
};
const swapped = {
  pages: {
    ...good.pages,
    hub: page(slot('left', 0, ['chain/investment']), slot('right', 400, ['teams/institutions'])),
  },
};
const overlapping = {
  pages: {
    ...good.pages,
    hub: page(slot('left', 0, ['teams/institutions']), slot('right', 300, ['chain/investment'])),
  },
};

let served: string;
let server: Server;
let config: { layoutsUrl: string };
const serve = (json: unknown) => (served = JSON.stringify(json));

beforeAll(async () => {
  server = createServer((_request, response) =>
    response.writeHead(200, { 'content-type': 'application/json' }).end(served),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  config = { layoutsUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/layouts.json` };
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

test('a valid layouts.json is read with a layout per page', async () => {
  serve(good);
  expect(await loadLayouts(config)).toEqual(good);
});

test('overlapping slots refuse the file, naming the file, the field and both slots', async () => {
  serve(overlapping);
  const error = await loadLayouts(config).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ConfigError);
  expect(error).toMatchObject({
    file: 'layouts.json',
    field: 'pages.hub.slots.1',
    reason: '槽位 left 与槽位 right 重叠',
  });
});

test('a file without the layout of a routed page is refused at pages', async () => {
  serve({ pages: { hub: good.pages.hub } });
  await expect(loadLayouts(config)).rejects.toMatchObject({ field: 'pages', reason: expect.stringContaining('xndx') });
});

test('an unknown field is refused by name', async () => {
  serve({ ...good, theme: 'dark' });
  await expect(loadLayouts(config)).rejects.toMatchObject({ field: '（顶层）', reason: '未知字段 theme' });
});

test('while running: a good edit is applied, a bad one warns once and the last good layouts stay', async () => {
  serve(good);
  const store = new LayoutStore(await loadLayouts(config));
  const poll = layoutsPoller(config, store);
  serve(swapped);
  expect(await poll()).toEqual({ changed: ['hub'] });
  serve(overlapping);
  expect(await poll()).toEqual({
    changed: [],
    warning: 'layouts.json 中的 pages.hub.slots.1：槽位 left 与槽位 right 重叠（继续使用上一份有效布局）',
  });
  expect(await poll()).toEqual({ changed: [] });
  expect(store.page('hub')).toEqual(swapped.pages.hub);
  serve(good);
  expect(await poll()).toEqual({ changed: ['hub'] });
  expect(store.page('hub')).toEqual(good.pages.hub);
});

test('while running: an edit shrinking a slot below its panel minimum warns naming the slot, the last good layouts stay', async () => {
  serve(good);
  const store = new LayoutStore(await loadLayouts(config));
  const minimums = async (remotes: string[]) =>
    new Map(remotes.includes('teams') ? [['teams/institutions', { width: 400, height: 300 }]] : []);
  const poll = layoutsPoller(config, store, minimums);
  const shrunk = {
    pages: {
      ...good.pages,
      hub: page({ ...slot('left', 0, ['teams/institutions']), h: 250 }, slot('right', 400, ['chain/investment'])),
    },
  };
  serve(shrunk);
  expect(await poll()).toEqual({
    changed: [],
    warning:
      'layouts.json 中的 pages.hub.slots[0].h：槽位 left（400×250）小于面板 teams/institutions 的最小尺寸 400×300（继续使用上一份有效布局）',
  });
  expect(store.page('hub')).toEqual(good.pages.hub);
});
