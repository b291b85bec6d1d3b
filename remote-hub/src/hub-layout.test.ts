import { CONTENT_SIZE } from '@cockpit/shared-sdk';
import { HUB_LAYOUT } from './hub-layout';

const overlaps = (a: { x: number; y: number; w: number; h: number }, b: typeof a) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

test('every slot stays inside the 1920x980 main area', () => {
  for (const slot of HUB_LAYOUT.slots) {
    expect(slot.x).toBeGreaterThanOrEqual(0);
    expect(slot.y).toBeGreaterThanOrEqual(0);
    expect(slot.x + slot.w).toBeLessThanOrEqual(CONTENT_SIZE.width);
    expect(slot.y + slot.h).toBeLessThanOrEqual(CONTENT_SIZE.height);
  }
});

test('no two slots overlap', () => {
  HUB_LAYOUT.slots.forEach((a, i) => HUB_LAYOUT.slots.slice(i + 1).forEach((b) => expect(overlaps(a, b)).toBe(false)));
});

test('at least 15 panels are on screen at once and every hub panel has a slot', () => {
  expect(HUB_LAYOUT.slots.length).toBeGreaterThanOrEqual(15);
  const panels = HUB_LAYOUT.slots.flatMap((slot) => slot.panels);
  expect(new Set(panels).size).toBe(panels.length);
  expect(panels).toHaveLength(20);
});

test('slot ids are unique and panel ids name a remote and a panel', () => {
  expect(new Set(HUB_LAYOUT.slots.map((s) => s.id)).size).toBe(HUB_LAYOUT.slots.length);
  HUB_LAYOUT.slots.flatMap((s) => s.panels).forEach((id) => expect(id).toMatch(/^[a-z]+\/[a-z-]+$/));
});
