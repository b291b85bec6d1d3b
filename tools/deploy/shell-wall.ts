import WebSocket from 'ws';
import { openPushStream, streamUrl } from '../../shell/src/fleet/push-stream';
import type { WallEvent } from '../../shell/src/fleet/stream-events';
import type { TestWall } from '../../console/src/server/testing/enrol';
import { beat } from '../../console/src/server/testing/harness';

/** The shell's own limit on a runtime file read (`FLEET_FILE_TIMEOUT_MS`). */
const FILE_TIMEOUT_MS = 5000;

/** One request a wall made: when, what it got (0: cut by the wall's own timeout or a lost connection), how long it took, and the body of a 200. */
export interface WallRequest {
  at: number;
  status: number;
  ms: number;
  text?: string;
}

/** A wall as the shell drives it over the network: the shell's push stream (reconnects, silence), beats and file reads. */
export interface ShellWall {
  wallId: string;
  /** When each welcome came (the first one, then every reconnection). */
  welcomes: number[];
  /** Every event heard, with when. */
  heard: { at: number; event: WallEvent }[];
  beats: WallRequest[];
  reads: WallRequest[];
  stop(): void;
}

async function timed(url: string, init: RequestInit, timeoutMs: number): Promise<WallRequest> {
  const at = Date.now();
  try {
    const reply = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    const text = await reply.text();
    return { at, status: reply.status, ms: Date.now() - at, ...(reply.status === 200 ? { text } : {}) };
  } catch {
    return { at, status: 0, ms: Date.now() - at };
  }
}

/** How a wall reads its layouts: after every beat, or as the shell does (on a change heard, on every reconnection). */
export interface ShellWallOptions {
  reads?: 'every-round' | 'on-change';
  /** The interval each beat reports (the service judges a wall offline after three of them silent). */
  beatIntervalMs?: number;
}

/**
 * Runs `wall` against `fleet` (`http://nginx/fleet`) with the shell's `openPushStream` over `ws`, a beat every
 * `everyMs`, and reads of its layouts (see {@link ShellWallOptions}) as the shell does them (the same timeouts).
 */
export function startShellWall(
  fleet: string,
  wall: TestWall,
  group: string,
  everyMs: number,
  options: ShellWallOptions = {},
): ShellWall {
  const state: ShellWall = {
    wallId: wall.wallId,
    welcomes: [],
    heard: [],
    beats: [],
    reads: [],
    stop: () => undefined,
  };
  const headers = { authorization: wall.authorization };
  const base = `${fleet}/api/walls/${wall.wallId}`;
  const read = async () => void state.reads.push(await timed(`${base}/layouts.json`, { headers }, FILE_TIMEOUT_MS));
  const onChange = options.reads === 'on-change';
  const stopStream = openPushStream({
    url: streamUrl(fleet, wall.wallId, 'http://unused/'),
    secret: wall.secret,
    onOpen: () => {
      state.welcomes.push(Date.now());
      if (onChange) void read();
    },
    onEvent: (event) => {
      state.heard.push({ at: Date.now(), event });
      if (onChange && event.type === 'changed') void read();
    },
    onClose: () => undefined,
    createSocket: (url) => new WebSocket(url) as unknown as globalThis.WebSocket,
  });
  const round = async () => {
    const body = JSON.stringify(beat(group, options.beatIntervalMs ? { beatIntervalMs: options.beatIntervalMs } : {}));
    state.beats.push(
      await timed(
        `${base}/beat`,
        { method: 'POST', body, headers: { ...headers, 'content-type': 'application/json' } },
        10_000,
      ),
    );
    if (!onChange) await read();
  };
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = Date.now();
      await round();
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, everyMs - (Date.now() - started))));
    }
  })();
  state.stop = () => {
    running = false;
    stopStream();
    void loop;
  };
  return state;
}
