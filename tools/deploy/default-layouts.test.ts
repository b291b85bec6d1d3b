import { shellLayoutsSchema } from '../../shell/src/layouts/layouts-schema';
import { defaultLayouts } from './default-layouts';

const { hub, xndx } = defaultLayouts().pages;

test('the default layouts pass the schema the wall checks them with (no overlap, inside the page)', () => {
  expect(shellLayoutsSchema.safeParse(defaultLayouts()).error?.issues).toBeUndefined();
});

test('the hub page shows at least 15 panels at once and each of its 20 panels has a slot', () => {
  expect(hub.slots.length).toBeGreaterThanOrEqual(15);
  const panels = hub.slots.flatMap((slot) => slot.panels);
  expect(new Set(panels).size).toBe(20);
  expect(panels).toHaveLength(20);
});

test('the xndx page shows the devices panels under a headline band spanning the page', () => {
  const panels = xndx.slots.flatMap((s) => s.panels);
  expect(panels).toEqual([
    'xndx/headline',
    'devices/categories',
    'devices/status',
    'devices/utilization',
    'devices/reserve-trend',
    'devices/reservations',
    'devices/transfers',
  ]);
  const headline = xndx.slots.find((s) => s.id === 'headline')!;
  expect(headline.w).toBeGreaterThanOrEqual(940);
  for (const slot of xndx.slots.filter((s) => s !== headline))
    expect(slot.y).toBeGreaterThanOrEqual(headline.y + headline.h);
});

test('every slot has a Chinese title to show while its panels load', () => {
  for (const slot of [...hub.slots, ...xndx.slots]) expect(slot.title).toMatch(/[\u4e00-\u9fa5]/);
});

test('each call gives a fresh copy, so a caller editing it changes no other', () => {
  defaultLayouts().pages.hub.slots[0].x = 999;
  expect(defaultLayouts().pages.hub.slots[0].x).toBe(14);
});
