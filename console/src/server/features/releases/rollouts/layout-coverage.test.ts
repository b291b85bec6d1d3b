import type { PageLayout } from '../../../../protocol';
import { describeBrokenSlots, slotsBrokenBy } from './layout-coverage';

const page = (slots: [string, string[]][]): PageLayout => ({
  width: 1920,
  height: 1080,
  slots: slots.map(([id, panels], i) => ({ id, x: i * 100, y: 0, w: 90, h: 90, panels })),
});

test('a version that still exposes every placed panel breaks no slot', () => {
  const layouts = {
    ga: {
      hub: page([
        ['a', ['teams/overview']],
        ['b', ['talent/trend']],
      ]),
    },
  };
  expect(slotsBrokenBy('teams', ['overview', 'members'], layouts)).toEqual([]);
});

test('every slot of every group and page that places a dropped panel is named, rotations included', () => {
  const layouts = {
    ga: {
      hub: page([
        ['a', ['teams/overview']],
        ['b', ['talent/trend']],
      ]),
    },
    gb: { hub: page([['x', ['talent/trend', 'teams/overview']]]), xndx: page([['y', ['teams/members']]]) },
  };
  expect(slotsBrokenBy('teams', ['members'], layouts)).toEqual([
    { group: 'ga', page: 'hub', slot: 'a', panel: 'teams/overview' },
    { group: 'gb', page: 'hub', slot: 'x', panel: 'teams/overview' },
  ]);
});

test('panels of other remotes never count against the version', () => {
  expect(slotsBrokenBy('teams', [], { ga: { hub: page([['b', ['talent/trend']]]) } })).toEqual([]);
});

test('the refusal names each broken slot with its group and page', () => {
  const text = describeBrokenSlots('teams', '4.0.0', [
    { group: 'gb', page: 'hub', slot: 'x', panel: 'teams/overview' },
  ]);
  expect(text).toContain('teams@4.0.0');
  expect(text).toContain('分组 gb 页面 hub 槽位 x（teams/overview）');
});
