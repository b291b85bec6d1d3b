import { pageLayoutSchema } from '@cockpit/shared-sdk/layout-schema';
import { FIXTURE_LAYOUTS } from '../../testing/published-fixture';
import { pageTemplates } from './page-templates';

test('every template is a valid page layout', () => {
  for (const page of ['hub', 'xndx']) {
    for (const template of pageTemplates(page, FIXTURE_LAYOUTS.pages))
      expect(pageLayoutSchema.safeParse(template.layout).error).toBeUndefined();
  }
});

test('the four-panel page has four equal slots filling the page', () => {
  const four = pageTemplates('hub', {}).find((t) => t.id === 'four-large')!.layout;
  expect(four.slots.map((s) => [s.w, s.h])).toEqual(Array(4).fill([939, 475]));
  expect(Math.max(...four.slots.map((s) => s.x + s.w))).toBe(1906);
});

test('the 大字 page earns its name: every slot sets its text to at least 1.5× the dense page', () => {
  const four = pageTemplates('xndx', {}).find((t) => t.id === 'four-large')!.layout;
  expect(four.slots.map((s) => s.typeScale)).toEqual(Array(4).fill(1.5));
});

test("a page's own panels fill the smaller templates", () => {
  const panels = (page: string) => pageTemplates(page, {}).flatMap((t) => t.layout.slots.flatMap((s) => s.panels));
  expect(panels('xndx').every((p) => p.startsWith('devices/'))).toBe(true);
  expect(panels('hub').some((p) => p.startsWith('devices/'))).toBe(false);
});
