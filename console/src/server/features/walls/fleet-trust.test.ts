import { beat } from '../../testing/harness';
import { Fleet } from './fleet';

test('releases count only trusted walls of the group; a retired wall is forgotten; a move counts in the new group at once', () => {
  const trusted = new Set(['a', 'b']);
  const fleet = new Fleet((id) => trusted.has(id));
  for (const id of ['a', 'b', 'forged']) fleet.recordBeat(id, 'hub', beat('hub'), 1000);
  expect(fleet.trustedWalls('hub', 2000)).toEqual(['a', 'b']);
  fleet.forget('b');
  expect([...fleet.walls.keys()]).toEqual(['a', 'forged']);
  fleet.regroup('a', 'xndx');
  expect(fleet.trustedWalls('hub', 2000)).toEqual([]);
  expect(fleet.trustedWalls('xndx', 2000)).toEqual(['a']);
});
