import { readFileSync } from 'node:fs';
import WebSocket from 'ws';
import { messageText } from '../../../console/src/server/core/push/stream-hub';
import type { StreamEvent } from '@cockpit/protocol';

/** One open wall stream of the bench: when it last heard `changed` (performance.now()), if it did. */
interface BenchStream {
  socket: WebSocket;
  heardAt?: number;
}

export interface StreamFigures {
  walls: number;
  /** Service RSS per open stream over the no-stream baseline, bytes: one sample per round. */
  perStream: number[];
  /** Ms from sending the change to the last wall hearing it, and to the median wall, per round. */
  all: number[];
  median: number[];
  /** Walls that did not hear a round's change within the wait. */
  missed: number;
}

/** The soft limit of open files of this process (each bench stream is one socket here and one in the service). */
export function openFilesLimit(): number {
  const line = /Max open files\s+(\d+|unlimited)/.exec(readFileSync('/proc/self/limits', 'utf8'));
  return !line || line[1] === 'unlimited' ? Number.MAX_SAFE_INTEGER : Number(line[1]);
}

/** The service's resident memory, bytes (VmRSS of /proc/<pid>/status). */
export function rssOf(pid: number): number {
  const kib = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kib ?? 0) * 1024;
}

/** Opens one wall's stream, says hello and resolves once welcomed (rejects after 30 s or on a refusal). */
function openOne(service: number | string, wallId: string, secret: string): Promise<BenchStream> {
  const base = typeof service === 'number' ? `ws://127.0.0.1:${service}` : service.replace(/^http/, 'ws');
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${base}/api/walls/${wallId}/stream`);
    const stream: BenchStream = { socket };
    const timer = setTimeout(() => reject(new Error(`${wallId}: no welcome in 30 s`)), 30_000);
    socket.once('open', () => socket.send(JSON.stringify({ type: 'hello', secret })));
    socket.on('message', (data) => {
      const event = JSON.parse(messageText(data)) as StreamEvent;
      if (event.type === 'welcome') {
        clearTimeout(timer);
        resolve(stream);
      } else if (event.type === 'changed') stream.heardAt ??= performance.now();
      else if (event.type === 'refused') reject(new Error(`${wallId}: ${event.error}`));
    });
    socket.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}

/** Opens streams for walls `from`..`to`-1, 200 handshakes at a time, to a loopback port or a service URL (through nginx). */
export async function openStreams(
  port: number | string,
  secrets: string[],
  from: number,
  to: number,
  into: BenchStream[],
): Promise<void> {
  for (let i = from; i < to; i += 200) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(200, to - i) }, (_, k) => openOne(port, `bench-${i + k}`, secrets[i + k])),
    );
    into.push(...batch);
  }
}

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * `rounds` times: one change to the group every open stream's wall is in (`send`), timed until every wall heard it
 * (at most `waitMs`); the service's RSS is sampled before each round.
 */
export async function measureDelivery(
  streams: BenchStream[],
  send: () => Promise<void>,
  options: { rounds: number; waitMs: number; rss: () => number; baselineRss: number },
): Promise<StreamFigures> {
  const figures: StreamFigures = { walls: streams.length, perStream: [], all: [], median: [], missed: 0 };
  for (let round = 0; round < options.rounds; round++) {
    await new Promise((done) => setTimeout(done, 1000));
    figures.perStream.push((options.rss() - options.baselineRss) / streams.length);
    for (const stream of streams) stream.heardAt = undefined;
    const sentAt = performance.now();
    await send();
    const until = sentAt + options.waitMs;
    while (streams.some((s) => s.heardAt === undefined) && performance.now() < until)
      await new Promise((done) => setTimeout(done, 5));
    const heard = streams.filter((s) => s.heardAt !== undefined).map((s) => s.heardAt! - sentAt);
    figures.missed += streams.length - heard.length;
    figures.all.push(Math.max(...heard));
    figures.median.push(median(heard));
  }
  return figures;
}

/** Closes every stream of the bench. */
export function closeStreams(streams: BenchStream[]): void {
  for (const stream of streams) stream.socket.terminate();
  streams.length = 0;
}

/** `median (min–max)` of a round's figures, rounded. */
export const spread = (values: number[], unit: string, scale = 1): string => {
  const sorted = [...values].sort((a, b) => a - b);
  const show = (v: number) => `${(v / scale).toFixed(scale === 1 ? 0 : 1)}`;
  return `${show(median(values))} ${unit}（${show(sorted[0])}–${show(sorted[sorted.length - 1])}）`;
};
