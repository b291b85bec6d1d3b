import { SlotBoard, type PanelDiagnostics, type SlotStatus } from '@cockpit/shared-sdk';
import { ShownPanels } from './shown-panels';

const V1 = 'teams@1.0.0+aaa';
const V2 = 'teams@9.1.0+bbb';
const panel = (panelId: string, state: PanelDiagnostics['state'] = 'ready', build = V1): PanelDiagnostics => ({
  panelId,
  state,
  build,
  dataUpdatedAt: state === 'ready' ? 1 : 0,
});
const teams = (showing: string, panels: PanelDiagnostics[]): SlotStatus => ({
  slotId: 'teams',
  showing,
  skipped: [],
  panels,
});
const RUNNING = 'teams/running-teams';
const DIRECTORY = 'teams/team-directory';

test('the panel a slot shows with data has been shown; its hidden sibling has not', () => {
  const shown = new ShownPanels();
  shown.observe([teams(RUNNING, [panel(RUNNING), panel(DIRECTORY)])]);
  expect(shown.isShown('teams', RUNNING, V1)).toBe(true);
  expect(shown.isShown('teams', DIRECTORY, V1)).toBe(false);
});

test('a panel stays shown after its turn is over, between two beats', () => {
  const shown = new ShownPanels();
  shown.observe([teams(RUNNING, [panel(RUNNING), panel(DIRECTORY)])]);
  shown.observe([teams(DIRECTORY, [panel(RUNNING), panel(DIRECTORY)])]);
  shown.observe([teams(RUNNING, [panel(RUNNING), panel(DIRECTORY)])]);
  expect(shown.isShown('teams', DIRECTORY, V1)).toBe(true);
});

test('a slot pointing at a panel without data (nothing drawn) does not count as showing it', () => {
  const shown = new ShownPanels();
  shown.observe([teams(RUNNING, [panel(RUNNING, 'loading'), panel(DIRECTORY, 'loading')])]);
  expect(shown.isShown('teams', RUNNING, V1)).toBe(false);
});

test('a live swap to another build starts afresh, and so does a swap back', () => {
  const shown = new ShownPanels();
  shown.observe([teams(DIRECTORY, [panel(RUNNING), panel(DIRECTORY)])]);
  shown.observe([teams(RUNNING, [panel(RUNNING, 'ready', V2), panel(DIRECTORY, 'ready', V2)])]);
  expect(shown.isShown('teams', DIRECTORY, V2)).toBe(false);
  shown.observe([teams(RUNNING, [panel(RUNNING), panel(DIRECTORY)])]);
  expect(shown.isShown('teams', DIRECTORY, V1)).toBe(false);
});

test('it asks about the build the panel runs now: an answer for another build is no', () => {
  const shown = new ShownPanels();
  shown.observe([teams(RUNNING, [panel(RUNNING)])]);
  expect(shown.isShown('teams', RUNNING, V2)).toBe(false);
});

test('a slot that unmounted is forgotten: what it keeps is bounded by the mounted slots', () => {
  const shown = new ShownPanels();
  shown.observe([
    teams(RUNNING, [panel(RUNNING), panel(DIRECTORY)]),
    {
      slotId: 'chances',
      showing: 'industry/chances',
      skipped: [],
      panels: [panel('industry/chances', 'ready', 'industry@1.0.0+c')],
    },
  ]);
  expect(shown.size).toBe(3);
  shown.observe([teams(RUNNING, [panel(RUNNING), panel(DIRECTORY)])]);
  expect(shown.size).toBe(2);
  shown.observe([]);
  expect(shown.isShown('teams', RUNNING, V1)).toBe(false);
});

test('watching follows every change of the board, even a turn no beat sampled', () => {
  const board = new SlotBoard();
  const slot = Symbol('teams');
  board.update(slot, teams(RUNNING, [panel(RUNNING), panel(DIRECTORY)]));
  const shown = new ShownPanels();
  const stop = shown.watch(board);
  board.update(slot, teams(DIRECTORY, [panel(RUNNING), panel(DIRECTORY)]));
  board.update(slot, teams(RUNNING, [panel(RUNNING), panel(DIRECTORY)]));
  expect(shown.isShown('teams', RUNNING, V1)).toBe(true);
  expect(shown.isShown('teams', DIRECTORY, V1)).toBe(true);
  stop();
});

test('once stopped it lets go of the board and forgets what it saw', () => {
  const board = new SlotBoard();
  const slot = Symbol('teams');
  const shown = new ShownPanels();
  const stop = shown.watch(board);
  stop();
  board.update(slot, teams(RUNNING, [panel(RUNNING)]));
  expect(shown.size).toBe(0);
  expect(shown.isShown('teams', RUNNING, V1)).toBe(false);
});
