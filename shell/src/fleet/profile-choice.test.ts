import { chooseProfile, DEFAULT_LIGHT_BELOW_SCORE, readProfileOrder } from './profile-choice';

test('an operator order on the wall or its group wins over the benchmark, either way', () => {
  expect(chooseProfile({ profile: 'light', by: 'wall' }, 500, 30)).toEqual({ profile: 'light', reason: 'wall' });
  expect(chooseProfile({ profile: 'standard', by: 'group' }, 5, 30)).toEqual({ profile: 'standard', reason: 'group' });
});

test('without an order a wall below the threshold goes light by itself; at or above it, or not measured yet, standard', () => {
  expect(chooseProfile(undefined, 29.9, 30)).toEqual({ profile: 'light', reason: 'low-score' });
  expect(chooseProfile(undefined, 30, 30)).toEqual({ profile: 'standard', reason: 'default' });
  expect(chooseProfile(undefined, undefined, 30)).toEqual({ profile: 'standard', reason: 'default' });
  expect(chooseProfile(undefined, 1e6, 0)).toEqual({ profile: 'standard', reason: 'default' });
  expect(DEFAULT_LIGHT_BELOW_SCORE).toBeGreaterThan(0);
});

test("a reply's order is taken only when well formed", () => {
  expect(readProfileOrder({ profile: 'light', by: 'group' })).toEqual({ profile: 'light', by: 'group' });
  expect(readProfileOrder({ profile: 'fast', by: 'group' })).toBeUndefined();
  expect(readProfileOrder({ profile: 'light', by: 'someone' })).toBeUndefined();
  expect(readProfileOrder(null)).toBeUndefined();
  expect(readProfileOrder('light')).toBeUndefined();
});
