import { ClockOffsetFilter, estimateOf } from './clock-offset';
import { fleetClockOffset, fleetNow, setFleetClockOffset } from './fleet-clock';

/** An exchange with a wall `wallBehind` ms behind the service, taking `out` and `back` ms each way. */
const exchange = (at: number, wallBehind: number, out: number, back = out) => ({
  sentAt: at - wallBehind,
  serverReceivedAt: at + out,
  serverSentAt: at + out + 1,
  receivedAt: at + out + 1 + back - wallBehind,
});

test("NTP's estimate: exact over a symmetric path, off by half the asymmetry otherwise", () => {
  expect(estimateOf(exchange(1000, 3000, 20))).toEqual({ offsetMs: 3000, rttMs: 40 });
  expect(estimateOf(exchange(1000, -250, 10, 30))).toEqual({ offsetMs: -260, rttMs: 40 });
});

test('the exchange with the shortest round trip wins over the window', () => {
  const filter = new ClockOffsetFilter(4);
  filter.add(exchange(0, 3000, 10, 50));
  filter.add(exchange(3000, 3000, 2));
  expect(filter.add(exchange(6000, 3000, 40, 5))).toEqual({ offsetMs: 3000, rttMs: 4 });
});

test("a clock set 3 s wrong is taken at the next exchange, not after the window's old ones age out", () => {
  const filter = new ClockOffsetFilter(8);
  for (let i = 0; i < 8; i += 1) filter.add(exchange(i * 3000, 0, 1));
  expect(filter.best()).toEqual({ offsetMs: 0, rttMs: 2 });
  expect(filter.add(exchange(30_000, 3000, 15))).toEqual({ offsetMs: 3000, rttMs: 30 });
});

test('the corrected clock is the wall clock plus the offset in force', () => {
  setFleetClockOffset(-3000.4);
  expect(fleetClockOffset()).toBe(-3000);
  expect(Math.abs(fleetNow() - (Date.now() - 3000))).toBeLessThan(5);
  setFleetClockOffset(0);
});
