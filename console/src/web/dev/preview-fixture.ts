// Fixture walls for previewing the console page (preview-server.ts): never demo data, never a test's truth.
import type { PanelState, SlotBeat } from '@cockpit/protocol';
import type { SlotStateChange, WallDetail } from '../../protocol/console-api';

const REMOTES = ['teams', 'talent', 'chain', 'industry', 'services', 'notices', 'devices'];
const TITLES = [
  '运行团队',
  '人才结构',
  '产业链图谱',
  '重点产业',
  '服务事项',
  '通知公告',
  '设备状态',
  '入驻企业',
  '活动日历',
];

/** 27 slots: two columns of 5 on each side, a large centre map, and two rows of three below it. */
function layout(): SlotBeat['position'][] {
  const positions: SlotBeat['position'][] = [];
  for (const left of [20, 255, 1435, 1670])
    for (let row = 0; row < 5; row++) positions.push({ x: left, y: 90 + row * 196, width: 225, height: 186 });
  positions.push({ x: 500, y: 90, width: 920, height: 500 });
  for (let row = 0; row < 2; row++)
    for (let col = 0; col < 3; col++)
      positions.push({ x: 500 + col * 310, y: 600 + row * 240, width: 300, height: 230 });
  return positions;
}

function slots(remoteVersion: (remote: string) => string, broken: Record<number, Partial<SlotBeat>>): SlotBeat[] {
  return layout().map((position, index) => {
    const remote = REMOTES[index % REMOTES.length];
    const base: SlotBeat = {
      slot: `slot-${String(index + 1).padStart(2, '0')}`,
      position,
      panel: `${remote}/${['overview', 'trend', 'ranking', 'map'][index % 4]}`,
      title: TITLES[index % TITLES.length],
      state: 'ready',
      build: `${remote}@${remoteVersion(remote)}+${(index * 2654435761).toString(16).slice(-6)}`,
      dataAgeMs: 4000 + index * 1700,
      errorCount: 0,
    };
    return { ...base, ...broken[index] };
  });
}

function counts(list: SlotBeat[]): Record<PanelState, number> {
  const result: Record<PanelState, number> = { loading: 0, ready: 0, stale: 0, empty: 0, error: 0 };
  for (const slot of list) result[slot.state]++;
  return result;
}

function history(now: number, wall: SlotBeat[]): SlotStateChange[] {
  const changes: SlotStateChange[] = [];
  for (let i = 0; i < 40; i++) {
    const slot = wall[(i * 7) % wall.length];
    const failed = i % 3 === 0;
    changes.push({
      at: now - (24 * 3600_000 * (40 - i)) / 41,
      slot: slot.slot,
      panel: slot.panel,
      from: failed ? 'ready' : 'error',
      to: failed ? 'error' : 'ready',
      build: slot.build,
      error: failed ? (i % 2 ? 'ApiError：接口超时（10 秒）' : '<img src=x onerror=alert(1)>加载失败') : undefined,
    });
  }
  return changes;
}

/** Three walls in two groups, as the fleet service would report them at `now`. */
export function previewWalls(now: number): WallDetail[] {
  const xss = '<img src=x onerror=alert(1)>加载失败';
  const lobby = slots(() => '1.2.0', {
    3: {
      state: 'error',
      build: undefined,
      dataAgeMs: undefined,
      errorCount: 3,
      lastError: { class: 'RemoteLoadError', message: xss, at: now - 40_000 },
    },
    8: {
      state: 'stale',
      dataAgeMs: 6 * 60_000,
      lastError: { class: 'ApiError', message: '接口 /api/teams 返回 503', at: now - 90_000 },
    },
  });
  const lobby2 = slots(() => '1.2.0', { 12: { state: 'stale', dataAgeMs: 12 * 60_000 } });
  const centre = slots((remote) => (remote === 'teams' ? '1.3.0' : '1.2.0'), {
    20: { state: 'loading', build: undefined, dataAgeMs: undefined },
  });
  const wall = (
    wallId: string,
    group: string,
    route: string,
    list: SlotBeat[],
    online: boolean,
    lastSeen: number,
  ): WallDetail => ({
    wallId,
    name: wallId,
    group,
    route,
    online,
    lastSeen,
    shellBuild: 'shell@1.4.0+9f3c2a1',
    sdkVersion: '1.2.0',
    manifestRevision: 'b7e41d0c',
    uptimeMs: online ? 3 * 3600_000 + 17 * 60_000 : 26 * 3600_000,
    beatIntervalMs: 15_000,
    counts: counts(list),
    push: online ? { connected: true, since: now - 3 * 3600_000 } : { connected: false },
    viewport: { width: 1920, height: 1080, scale: 1 },
    heapBytes: 182 * 1024 * 1024,
    remotes: Object.fromEntries(REMOTES.map((r) => [r, `/remotes/${r}/1.2.0/mf-manifest.json`])),
    slots: list,
    history: history(now, list),
  });
  return [
    wall('lobby-1', 'hub', '/', lobby, true, now - 4000),
    wall('lobby-2', 'hub', '/', lobby2, false, now - 7 * 60_000),
    wall('centre-1', 'xndx', '/xndx', centre, true, now - 9000),
  ];
}
