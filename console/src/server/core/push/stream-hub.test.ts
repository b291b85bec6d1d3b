import { STREAM_CLOSE, STREAM_SILENCE_KEEPALIVES } from '@cockpit/protocol';
import { MAX_BUFFERED_BYTES, StreamHub, type StreamSocket } from './stream-hub';

class FakeSocket implements StreamSocket {
  bufferedAmount = 0;
  sent: string[] = [];
  closed?: number;
  terminated = false;
  pings = 0;
  send(data: string) {
    this.sent.push(data);
  }
  close(code: number) {
    this.closed = code;
  }
  terminate() {
    this.terminated = true;
  }
  ping() {
    this.pings++;
  }
}

describe('StreamHub', () => {
  it('sends an event to the wall whose stream is open', () => {
    const hub = new StreamHub();
    const socket = new FakeSocket();
    hub.attach('w1', socket);
    expect(hub.send('w1', { type: 'changed', what: 'layouts' })).toBe(true);
    expect(socket.sent.map((s) => JSON.parse(s))).toEqual([{ type: 'changed', what: 'layouts' }]);
  });

  it('says a wall without a stream was not sent to', () => {
    expect(new StreamHub().send('w1', { type: 'keepalive' })).toBe(false);
  });

  it('closes the old stream of a wall that opens a new one', () => {
    const hub = new StreamHub();
    const old = new FakeSocket();
    const next = new FakeSocket();
    hub.attach('w1', old);
    hub.attach('w1', next);
    hub.detach('w1', old);
    expect(old.closed).toBe(STREAM_CLOSE.replaced);
    expect(hub.send('w1', { type: 'keepalive' })).toBe(true);
    expect(next.sent).toHaveLength(1);
  });

  it('drops a slow consumer instead of queueing for it', () => {
    const hub = new StreamHub();
    const slow = new FakeSocket();
    slow.bufferedAmount = MAX_BUFFERED_BYTES + 1;
    hub.attach('w1', slow);
    expect(hub.send('w1', { type: 'keepalive' })).toBe(false);
    expect(slow.closed).toBe(STREAM_CLOSE.slow);
    expect(hub.size).toBe(0);
  });

  it('ends a socket that left three pings in a row unanswered, not one that was late for two', () => {
    const hub = new StreamHub();
    const quiet = new FakeSocket();
    const late = new FakeSocket();
    hub.attach('quiet', quiet);
    hub.attach('late', late);
    for (let round = 0; round < STREAM_SILENCE_KEEPALIVES; round += 1) hub.keepalive();
    expect(quiet.terminated).toBe(false);
    hub.pong('late', late);
    hub.keepalive();
    expect(quiet.terminated).toBe(true);
    expect(late.terminated).toBe(false);
    expect(late.sent.filter((s) => s.includes('keepalive'))).toHaveLength(STREAM_SILENCE_KEEPALIVES + 1);
  });
});
