import { beat } from '../../testing/harness';
import { Fleet } from './fleet';

/** What a replica does with the last-seen times another replica stored for walls whose beat did not change. */
describe('Fleet.touch', () => {
  const known = (lastSeen: number, offline: boolean) => ({
    wallId: 'w-1',
    group: 'lobby',
    beat: beat('lobby'),
    firstSeen: 1000,
    lastSeen,
    offline,
  });

  test('a later time moves a known wall on and online; an earlier one changes nothing; an unknown wall is returned to be read', () => {
    const fleet = new Fleet(() => true, 100);
    fleet.load([known(5000, true)]);
    expect(fleet.touch([{ wallId: 'w-1', lastSeen: 4000 }])).toEqual([]);
    expect(fleet.walls.get('w-1')).toMatchObject({ lastSeen: 5000, offline: true });
    expect(
      fleet.touch([
        { wallId: 'w-1', lastSeen: 9000 },
        { wallId: 'w-2', lastSeen: 9000 },
      ]),
    ).toEqual(['w-2']);
    expect(fleet.walls.get('w-1')).toMatchObject({ lastSeen: 9000, offline: false, beat: beat('lobby') });
    expect(fleet.walls.has('w-2')).toBe(false);
  });
});
