import { ConfigError } from '../config/config-error';
import { assertLayoutMinimums, layoutRemotes } from './layout-minimums';
import type { LayoutsFile } from './layouts-schema';

const minimums = new Map([['teams/institutions', { width: 420, height: 180 }]]);
const file = (h: number): LayoutsFile => ({
  pages: {
    hub: {
      width: 1920,
      height: 980,
      slots: [
        { id: 'notices', x: 0, y: 0, w: 100, h: 100, panels: ['notices/notices'] },
        { id: 'institutions', x: 500, y: 0, w: 464, h, panels: ['teams/institutions'] },
      ],
    },
  },
});

test('a layouts file whose slots hold their panels minimums passes', () => {
  expect(() => assertLayoutMinimums(file(190), minimums, 'layouts.json')).not.toThrow();
});

test('a slot below a panel minimum refuses the file naming the page, slot and panel', () => {
  const refuse = () => assertLayoutMinimums(file(120), minimums, 'layouts.json');
  expect(refuse).toThrow(ConfigError);
  expect(refuse).toThrow(
    'layouts.json 中的 pages.hub.slots[1].h：槽位 institutions（464×120）小于面板 teams/institutions 的最小尺寸 420×180',
  );
});

test('the remotes of a file are each named once', () => {
  expect(layoutRemotes(file(190))).toEqual(['notices', 'teams']);
});
