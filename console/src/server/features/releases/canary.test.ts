import { pickCanaries } from './canary';

const walls = Array.from({ length: 20 }, (_, i) => `wall-${i}`);

test('a named canary is that wall alone', () => {
  expect(pickCanaries('teams', walls, { wall: 'wall-3' })).toEqual(['wall-3']);
});

test('a named wall outside the group is refused', () => {
  expect(() => pickCanaries('teams', walls, { wall: 'elsewhere' })).toThrow('墙面 elsewhere 不在该分组中');
});

test('a share rounds up and picks at least one wall', () => {
  expect(pickCanaries('teams', walls, { share: 0.1 })).toHaveLength(2);
  expect(pickCanaries('teams', walls.slice(0, 3), { share: 0.01 })).toHaveLength(1);
});

test('a share is sticky: the same walls whatever order the group lists them in', () => {
  const first = pickCanaries('teams', walls, { share: 0.25 });
  expect(pickCanaries('teams', [...walls].reverse(), { share: 0.25 })).toEqual(first);
});

test('a wall joining the group keeps every earlier canary a canary when the count grows', () => {
  const before = pickCanaries('teams', walls, { share: 0.25 });
  const after = pickCanaries('teams', [...walls, 'wall-new'], { share: 0.25 });
  expect(after).toHaveLength(6);
  expect(before.filter((w) => !after.includes(w))).toEqual([]);
});

test('different remotes spread their canaries over different walls', () => {
  expect(pickCanaries('teams', walls, { share: 0.2 })).not.toEqual(pickCanaries('chain', walls, { share: 0.2 }));
});

test('a share outside (0, 1] is refused', () => {
  expect(() => pickCanaries('teams', walls, { share: 0 })).toThrow('金丝雀比例');
  expect(() => pickCanaries('teams', walls, { share: 1.5 })).toThrow('金丝雀比例');
});
