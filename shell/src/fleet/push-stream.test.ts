import { openPushStream, streamUrl } from './push-stream';
import type { WallEvent } from './stream-events';

/** A socket the test drives: `opened`, `say` and `drop` play the service. */
class FakeSocket {
  static made: FakeSocket[] = [];
  sent: string[] = [];
  closedWith?: number;
  onopen: (() => void) | null = null;
  onmessage: ((m: { data: string }) => void) | null = null;
  onclose: ((c: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.made.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close(code = 1000) {
    this.closedWith = code;
    this.onclose?.({ code });
  }
  opened() {
    this.onopen?.();
  }
  say(event: object) {
    this.onmessage?.({ data: JSON.stringify(event) });
  }
  drop(code = 1006) {
    this.onclose?.({ code });
  }
}

const start = (events: WallEvent[] = [], opens: boolean[] = []) =>
  openPushStream({
    url: 'ws://fleet.test/api/walls/w1/stream',
    secret: 's3cret',
    silenceMs: 60_000,
    onEvent: (e) => events.push(e),
    onOpen: (again) => opens.push(again),
    onClose: () => undefined,
    createSocket: (url) => new FakeSocket(url) as unknown as WebSocket,
  });

beforeEach(() => {
  FakeSocket.made = [];
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

test('the credential goes in the first message, never in the URL', () => {
  const stop = start();
  FakeSocket.made[0].opened();
  expect(FakeSocket.made[0].url).not.toContain('s3cret');
  expect(JSON.parse(FakeSocket.made[0].sent[0])).toEqual({ type: 'hello', secret: 's3cret' });
  stop();
});

test('a lost stream reconnects by itself, and the reconnection is told apart so the wall fetches what it missed', () => {
  const opens: boolean[] = [];
  const stop = start([], opens);
  FakeSocket.made[0].opened();
  FakeSocket.made[0].say({ type: 'welcome' });
  FakeSocket.made[0].drop();
  jest.advanceTimersByTime(1000);
  expect(FakeSocket.made).toHaveLength(2);
  FakeSocket.made[1].opened();
  FakeSocket.made[1].say({ type: 'welcome' });
  expect(opens).toEqual([false, true]);
  stop();
});

test('a stream silent for too long is closed and opened again', () => {
  const stop = start();
  FakeSocket.made[0].opened();
  jest.advanceTimersByTime(60_000);
  expect(FakeSocket.made[0].closedWith).toBeDefined();
  jest.advanceTimersByTime(1000);
  expect(FakeSocket.made).toHaveLength(2);
  stop();
});

test('a welcomed stream counts three of the keep-alives its welcome names: 2 s → reconnects after 6 s of silence', () => {
  const stop = start();
  const first = FakeSocket.made[0];
  first.opened();
  first.say({ type: 'welcome', keepaliveMs: 2000 });
  jest.advanceTimersByTime(5900);
  first.say({ type: 'keepalive' });
  jest.advanceTimersByTime(5900);
  expect(first.closedWith).toBeUndefined();
  jest.advanceTimersByTime(100);
  expect(first.closedWith).toBeDefined();
  jest.advanceTimersByTime(1000);
  expect(FakeSocket.made).toHaveLength(2);
  stop();
});

test('a welcome that names no interval (an older service) keeps the 60 s silence; an opened stream waits 10 s for its welcome', () => {
  const stop = start();
  FakeSocket.made[0].opened();
  FakeSocket.made[0].say({ type: 'welcome' });
  jest.advanceTimersByTime(59_000);
  expect(FakeSocket.made[0].closedWith).toBeUndefined();
  jest.advanceTimersByTime(1000);
  expect(FakeSocket.made[0].closedWith).toBeDefined();
  jest.advanceTimersByTime(1000);
  FakeSocket.made[1].opened();
  jest.advanceTimersByTime(9900);
  expect(FakeSocket.made[1].closedWith).toBeUndefined();
  jest.advanceTimersByTime(100);
  expect(FakeSocket.made[1].closedWith).toBeDefined();
  stop();
});

test('events the wall does not know, or hostile ones, are ignored', () => {
  const events: WallEvent[] = [];
  const stop = start(events);
  const socket = FakeSocket.made[0];
  socket.opened();
  socket.onmessage?.({ data: 'not json' });
  socket.say({ type: 'action', id: 'a1', action: 'format-disk' });
  socket.say({ type: 'changed', what: 'layouts' });
  expect(events).toEqual([{ type: 'changed', what: 'layouts' }]);
  stop();
});

test('stopping closes the socket and opens no other', () => {
  const stop = start();
  stop();
  expect(FakeSocket.made[0].closedWith).toBe(1000);
  jest.advanceTimersByTime(120_000);
  expect(FakeSocket.made).toHaveLength(1);
});

test('the stream URL follows the fleet address, ws for http and wss for https', () => {
  expect(streamUrl('http://fleet.test:3200/', 'w 1')).toBe('ws://fleet.test:3200/api/walls/w%201/stream');
  expect(streamUrl('/fleet', 'w1', 'https://wall.test/hub')).toBe('wss://wall.test/fleet/api/walls/w1/stream');
});
