import { createWarmUpQueue } from './warm-up';

test('warms one panel per idle period, in order; one taken out before its turn is never warmed', () => {
  const idle: (() => void)[] = [];
  const queue = createWarmUpQueue((run) => idle.push(run));
  const warmed: string[] = [];
  queue.enqueue(() => warmed.push('a'));
  const leaveB = queue.enqueue(() => warmed.push('b'));
  queue.enqueue(() => warmed.push('c'));
  expect(idle).toHaveLength(1);
  expect(warmed).toEqual([]);
  idle.shift()!();
  expect(warmed).toEqual(['a']);
  leaveB();
  idle.shift()!();
  expect(warmed).toEqual(['a', 'c']);
  idle.shift()!();
  expect(idle).toHaveLength(0);
  queue.enqueue(() => warmed.push('d'));
  idle.shift()!();
  expect(warmed).toEqual(['a', 'c', 'd']);
});
