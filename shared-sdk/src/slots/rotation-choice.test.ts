import type { PanelState } from '../panel/panel-types';
import { choosePanel, rotate, skippedIndexes, type RotationState } from './rotation-choice';

const rotation = (states: (PanelState | undefined)[], shown = 0): RotationState => ({ states, shown });

describe('which panel a rotation shows', () => {
  it('the first panel with data from where it stands, ready or stale', () => {
    expect(choosePanel(['error', 'loading', 'stale', 'ready'], 0)).toBe(2);
    expect(choosePanel(['ready', 'error', 'empty'], 1)).toBe(0);
  });

  it('with no panel that has data: empty before error before loading', () => {
    expect(choosePanel(['loading', 'error', 'empty'], 0)).toBe(2);
    expect(choosePanel(['loading', 'error', 'loading'], 0)).toBe(1);
    expect(choosePanel([undefined, 'loading'], 0)).toBe(1);
  });

  it('a turn moves on to the next panel that has data, skipping those without', () => {
    expect(rotate(rotation(['ready', 'error', 'ready']), { type: 'turn' }).shown).toBe(2);
    expect(rotate(rotation(['ready', 'loading', 'empty']), { type: 'turn' }).shown).toBe(0);
    expect(rotate(rotation(['stale', 'ready', 'stale'], 2), { type: 'turn' }).shown).toBe(0);
  });

  it('a sibling getting data does not cut the shown panel’s turn short', () => {
    const next = rotate(rotation(['loading', 'ready'], 1), { type: 'status', index: 0, state: 'ready' });
    expect(next).toEqual({ states: ['ready', 'ready'], shown: 1 });
  });

  it('the shown panel losing its data hands over to a sibling that has data at once', () => {
    expect(rotate(rotation(['ready', 'stale', 'ready']), { type: 'status', index: 0, state: 'error' }).shown).toBe(1);
    expect(rotate(rotation(['ready', 'ready']), { type: 'status', index: 0, state: 'empty' }).shown).toBe(1);
  });

  it('shows the error only when no panel of the slot has data', () => {
    const outage = rotate(rotation(['ready', 'error']), { type: 'status', index: 0, state: 'error' });
    expect(outage.shown).toBe(0);
    expect(outage.states[outage.shown]).toBe('error');
    expect(rotate(outage, { type: 'status', index: 1, state: 'stale' }).shown).toBe(1);
  });

  it('an unchanged status leaves the rotation as it is (no re-render)', () => {
    const before = rotation(['ready', 'ready']);
    expect(rotate(before, { type: 'status', index: 1, state: 'ready' })).toBe(before);
  });
});

describe('the panels a rotation skips', () => {
  it('are the ones without data while one with data is shown', () => {
    expect(skippedIndexes(rotation(['ready', 'error', 'loading', 'stale', 'empty']))).toEqual([1, 2, 4]);
  });

  it('are none when the slot has nothing with data (it shows the error instead)', () => {
    expect(skippedIndexes(rotation(['error', 'loading']))).toEqual([]);
  });
});

test('a turn by the clock starts from the panel whose turn it is, not from the one shown', () => {
  const states = ['ready', 'ready', 'ready'] as const;
  expect(rotate({ states, shown: 0 }, { type: 'turn', start: 2 }).shown).toBe(2);
  expect(rotate({ states: ['ready', 'loading', 'ready'], shown: 0 }, { type: 'turn', start: 1 }).shown).toBe(2);
});

test('by the turn number a skipped panel never makes the next one show twice: the turns go round the panels with data', () => {
  const states = ['ready', 'error', 'ready', 'ready'] as const;
  const shown = [4, 5, 6, 7, 8, 9].map((turn) => rotate({ states, shown: 0 }, { type: 'turn', turn }).shown);
  expect(shown).toEqual([2, 3, 0, 2, 3, 0]);
  expect(shown.every((panel, i) => i === 0 || panel !== shown[i - 1])).toBe(true);
  expect(rotate({ states: ['error', 'loading'], shown: 0 }, { type: 'turn', turn: 3 }).shown).toBe(0);
});
