import type { LayoutsFile } from '../layouts/layouts-schema';
import { decidePlacements, placeOnLayouts, unknownSlots } from './preview-placements';

const slot = (id: string, x: number, panels: string[]) => ({ id, x, y: 0, w: 400, h: 300, panels, title: id });
const file: LayoutsFile = {
  pages: {
    hub: {
      width: 1920,
      height: 980,
      slots: [slot('teams', 0, ['teams/running-teams', 'teams/overview']), slot('notices', 400, ['notices/list'])],
    },
  },
};

test('a preview puts the asked panel alone into the slot, other slots untouched', () => {
  const { placed } = decidePlacements('/preview', '?group=hub&place=teams=acme/overview');
  const [teams, notices] = placeOnLayouts(file, placed).pages.hub.slots;
  expect(teams.panels).toEqual(['acme/overview']);
  expect(notices).toBe(file.pages.hub.slots[1]);
});

test('a wall route ignores placements', () => {
  expect(decidePlacements('/', '?place=teams=acme/overview').placed).toEqual({});
  expect(decidePlacements('/xndx', '?place=teams=acme/overview').placed).toEqual({});
});

test('a malformed placement is refused in words and applies nothing', () => {
  const decision = decidePlacements('/preview', '?place=teams=<script>');
  expect(decision.placed).toEqual({});
  expect(decision.refused).toEqual([
    '已拒绝放置 teams=<script>：应写成 place=<槽位 id>=<远程模块>/<面板>，如 place=teams=acme/overview',
  ]);
});

test('a slot no page has is named in the refusal', () => {
  expect(unknownSlots(file, { lobby: 'acme/overview' })).toEqual([
    '已拒绝放置 lobby=acme/overview：页面布局中没有槽位 lobby（可用：teams、notices）',
  ]);
});

test('a daypart that takes the page over shows the placed panel too', () => {
  const week = {
    timezone: 'Asia/Shanghai',
    offStyle: 'black',
    screenOff: [],
    dayparts: [{ name: '夜间', days: [1], from: '18:00', to: '23:00', pages: { hub: file.pages.hub } }],
  };
  const placed = placeOnLayouts({ ...file, schedule: week } as LayoutsFile, { teams: 'acme/overview' });
  expect(placed.schedule?.dayparts[0].pages.hub.slots[0].panels).toEqual(['acme/overview']);
});
