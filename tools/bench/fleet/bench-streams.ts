import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createUser } from '../../../console/src/server/features/users/users';
import { enrolWalls, startService } from './bench-service';
import {
  closeStreams,
  measureDelivery,
  openFilesLimit,
  openStreams,
  rssOf,
  spread,
  type StreamFigures,
} from './stream-bench';

const PORT = 16710;
const GROUP = 'bench-streams';
const OPERATOR = { username: 'bench-ops', password: 'Bench-operator-password' };
/** A whole run stops by itself after this, whatever hangs. */
const RUN_LIMIT_MS = 15 * 60_000;
const EMPTY_WEEK = { timezone: 'Asia/Shanghai', offStyle: 'black', dayparts: [], screenOff: [] };

async function signIn(): Promise<string> {
  const reply = await fetch(`http://127.0.0.1:${PORT}/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(OPERATOR),
  });
  if (!reply.ok) throw new Error(`sign-in failed: ${reply.status}`);
  return reply.headers.getSetCookie()[0].split(';')[0];
}

function print(f: StreamFigures, baseline?: StreamFigures): void {
  // A few MB of streams can hide in the service's own RSS swings (its heap grows and shrinks with GC).
  const within = [...f.perStream].sort((a, b) => a - b)[Math.floor(f.perStream.length / 2)] <= 0;
  const memory =
    f.walls <= 1
      ? ''
      : `，每条流占服务内存 ${spread(f.perStream, 'KiB', 1024)}${within ? '（在 RSS 波动之内，看更多流的一档）' : ''}`;
  const over = baseline ? `（基线 1 块屏：全部收到 ${spread(baseline.all, 'ms')}）` : '';
  console.log(
    `[streams] ${f.walls} 块屏连着推送流：一次分组变更送达中位墙面 ${spread(f.median, 'ms')}，全部墙面 ${spread(f.all, 'ms')}${over}${memory}${f.missed ? `，未收到 ${f.missed} 次  ✗` : ''}`,
  );
}

/**
 * Open push streams against one fleet service on loopback (embedded database): the service's RSS per open stream
 * over its RSS with none, and how long one change (a group's schedule saved) takes to reach every connected wall, at
 * each count in `counts` after a baseline of one wall, `rounds` rounds each (median and spread). The walls here say
 * hello and listen; the bench itself is every wall, so its own event loop is part of the delivery time.
 */
export async function benchStreams(counts: number[], rounds: number): Promise<void> {
  const room = openFilesLimit() - 200;
  const reachable = counts.map((n) => Math.min(n, room));
  if (reachable.some((n, i) => n < counts[i]))
    console.log(`[streams] 本进程最多可打开 ${openFilesLimit()} 个文件（ulimit -n）：最多测 ${room} 条流`);
  const most = Math.max(...reachable);
  const dataDir = mkdtempSync(join(tmpdir(), 'cockpit-stream-bench-'));
  const secrets = await enrolWalls(
    dataDir,
    undefined,
    most,
    () => GROUP,
    (db) => createUser(db, { ...OPERATOR, role: 'operator', createdBy: 'bench' }),
  );
  const service = await startService(dataDir, undefined, PORT);
  const watchdog = setTimeout(() => {
    console.error('[streams] 超过 15 分钟，停止');
    service.kill('SIGKILL');
    process.exit(1);
  }, RUN_LIMIT_MS);
  const streams: Parameters<typeof closeStreams>[0] = [];
  try {
    const cookie = await signIn();
    const send = async () => {
      const reply = await fetch(`http://127.0.0.1:${PORT}/api/groups/${GROUP}/schedule`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify(EMPTY_WEEK),
      });
      if (!reply.ok) throw new Error(`schedule save failed: ${reply.status} ${await reply.text()}`);
    };
    // Untimed: the first saves and handshakes warm the JIT and the credential cache.
    await send();
    await openStreams(PORT, secrets, 0, 1, streams);
    const options = { rounds, waitMs: 30_000, rss: () => rssOf(service.pid!) };
    await measureDelivery(streams, send, { ...options, rounds: 2, baselineRss: 0 });
    closeStreams(streams);
    await new Promise((done) => setTimeout(done, 2000));
    const baselineRss = rssOf(service.pid!);
    await openStreams(PORT, secrets, 0, 1, streams);
    const baseline = await measureDelivery(streams, send, { ...options, baselineRss });
    print(baseline);
    for (const walls of reachable) {
      await openStreams(PORT, secrets, streams.length, walls, streams);
      print(await measureDelivery(streams, send, { ...options, baselineRss }), baseline);
    }
    console.log(`[streams] 服务无流时 RSS ${(baselineRss / 1024 ** 2).toFixed(0)} MiB（同一次运行中测得的基线）`);
  } finally {
    clearTimeout(watchdog);
    closeStreams(streams);
    service.kill('SIGTERM');
    await new Promise((resolve) => service.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}
