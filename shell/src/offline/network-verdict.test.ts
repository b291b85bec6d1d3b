import { NetworkVerdict } from './network-verdict';

test('one timeout says the network is down for every route; the first answer lifts it, and says so once', () => {
  let now = 1000;
  const verdict = new NetworkVerdict(() => now);
  const back = jest.fn();
  const release = verdict.onBack(back);
  expect(verdict.isDown()).toBe(false);
  verdict.answered();
  expect(back).not.toHaveBeenCalled();
  verdict.noAnswer();
  now = 5000;
  verdict.noAnswer();
  expect(verdict.isDown()).toBe(true);
  expect(verdict.since()).toBe(1000);
  verdict.answered();
  verdict.answered();
  expect(verdict.isDown()).toBe(false);
  expect(back).toHaveBeenCalledTimes(1);
  release();
  verdict.noAnswer();
  verdict.answered();
  expect(back).toHaveBeenCalledTimes(1);
});
