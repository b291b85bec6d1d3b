import { NavigationWatch } from './navigation-watch';

const MAIN = 'main-frame';
const started = (loaderId: string, frameId = MAIN, navigationType = 'differentDocument') => ({
  kind: 'started' as const,
  frameId,
  loaderId,
  navigationType,
});
const committed = (loaderId: string, frameId = MAIN, parentId?: string) => ({
  kind: 'committed' as const,
  frameId,
  loaderId,
  parentId,
});

test('a main-frame load is awaiting its server from its start until it commits', () => {
  const watch = new NavigationWatch(MAIN);
  expect(watch.take(started('L1', MAIN, 'reload'))).toBe('started');
  expect(watch.awaitingServer).toBe(true);
  expect(watch.take(committed('L1'))).toBe('settled');
  expect(watch.awaitingServer).toBe(false);
});

test('a load given up without a commit (stopped) is no longer awaited', () => {
  const watch = new NavigationWatch(MAIN);
  watch.take(started('L1'));
  expect(watch.take({ kind: 'stopped', frameId: MAIN })).toBe('settled');
  expect(watch.awaitingServer).toBe(false);
});

test("an iframe's loads and same-document navigations are not the page load", () => {
  const watch = new NavigationWatch(MAIN);
  expect(watch.take(started('F1', 'child'))).toBeUndefined();
  expect(watch.take(started('L0', MAIN, 'sameDocument'))).toBeUndefined();
  expect(watch.take(started('L0', MAIN, 'historySameDocument'))).toBeUndefined();
  expect(watch.awaitingServer).toBe(false);
  watch.take(started('L1'));
  expect(watch.take(committed('F1', 'child', MAIN))).toBeUndefined();
  expect(watch.take({ kind: 'stopped', frameId: 'child' })).toBeUndefined();
  expect(watch.awaitingServer).toBe(true);
});

test('the commit of a load a newer one replaced does not end the newer one', () => {
  const watch = new NavigationWatch(MAIN);
  watch.take(started('L1'));
  watch.take(started('L2'));
  expect(watch.take(committed('L1'))).toBeUndefined();
  expect(watch.awaitingServer).toBe(true);
  expect(watch.take(committed('L2'))).toBe('settled');
});

test('the main frame is learnt from a commit without a parent (no id known at the start)', () => {
  const watch = new NavigationWatch();
  watch.take(committed('L0', 'other-main'));
  expect(watch.take(started('F1', 'child'))).toBeUndefined();
  expect(watch.take(started('L1', 'other-main'))).toBe('started');
});

test('a navigation the player starts replaces whatever was pending', () => {
  const watch = new NavigationWatch(MAIN);
  watch.take(started('L1'));
  watch.reset();
  expect(watch.awaitingServer).toBe(false);
  expect(watch.take(committed('L1'))).toBeUndefined();
});
