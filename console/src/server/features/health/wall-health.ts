import type { HealthSample, MotionProfileName } from '@cockpit/protocol';
import type { Queryable } from '../../core/db/adapter';
import type { StoredSample } from './health-samples';

/** Stores samples in one statement; a sample another replica already stored for the same interval is kept as it is. */
export async function insertHealthSamples(db: Queryable, samples: readonly StoredSample[]): Promise<void> {
  if (!samples.length) return;
  const rows = samples.map((s) => ({
    wall_id: s.wallId,
    at: s.at,
    fps: s.fps ?? null,
    long_frames_per_min: s.longFramesPerMin ?? null,
    heap_bytes: s.heapBytes ?? null,
    renderer_bytes: s.rendererBytes ?? null,
    gpu_bytes: s.gpuBytes ?? null,
    browser_bytes: s.browserBytes ?? null,
  }));
  await db.query(
    `INSERT INTO wall_health (wall_id, at, fps, long_frames_per_min, heap_bytes, renderer_bytes, gpu_bytes, browser_bytes)
     SELECT * FROM jsonb_to_recordset($1::jsonb) AS r(wall_id text, at bigint, fps real, long_frames_per_min real, heap_bytes bigint,
       renderer_bytes bigint, gpu_bytes bigint, browser_bytes bigint)
     ON CONFLICT (wall_id, at) DO NOTHING`,
    [JSON.stringify(rows)],
  );
}

/** Deletes samples older than `before`. */
export async function pruneHealth(db: Queryable, before: number): Promise<void> {
  await db.query('DELETE FROM wall_health WHERE at < $1', [before]);
}

type Row = {
  wall_id: string;
  at: string | number;
  fps: number | null;
  long_frames_per_min: number | null;
  heap_bytes: string | number | null;
  renderer_bytes: string | number | null;
  gpu_bytes: string | number | null;
  browser_bytes: string | number | null;
};
const num = (v: string | number | null): number | undefined => (v === null ? undefined : Number(v));

/** Every wall's samples since `since`, oldest first, by wall. */
export async function healthSince(db: Queryable, since: number): Promise<Map<string, HealthSample[]>> {
  const { rows } = await db.query<Row>('SELECT * FROM wall_health WHERE at >= $1 ORDER BY wall_id, at', [since]);
  const byWall = new Map<string, HealthSample[]>();
  for (const r of rows) {
    const sample: HealthSample = { at: Number(r.at) };
    const fields: [keyof HealthSample, number | undefined][] = [
      ['fps', num(r.fps)],
      ['longFramesPerMin', num(r.long_frames_per_min)],
      ['heapBytes', num(r.heap_bytes)],
      ['rendererBytes', num(r.renderer_bytes)],
      ['gpuBytes', num(r.gpu_bytes)],
      ['browserBytes', num(r.browser_bytes)],
    ];
    for (const [key, value] of fields)
      if (value !== undefined)
        sample[key] = key === 'fps' || key === 'longFramesPerMin' ? Math.round(value * 10) / 10 : value;
    const list = byWall.get(r.wall_id) ?? [];
    list.push(sample);
    byWall.set(r.wall_id, list);
  }
  return byWall;
}

export interface ProfileSettings {
  walls: Map<string, MotionProfileName>;
  groups: Map<string, MotionProfileName>;
}

/** Every profile operators set. */
export async function loadProfileSettings(db: Queryable): Promise<ProfileSettings> {
  const { rows } = await db.query<{ scope: 'wall' | 'group'; target: string; profile: MotionProfileName }>(
    'SELECT scope, target, profile FROM motion_profiles',
  );
  const settings: ProfileSettings = { walls: new Map(), groups: new Map() };
  for (const r of rows) (r.scope === 'wall' ? settings.walls : settings.groups).set(r.target, r.profile);
  return settings;
}

/** Sets (or with `null` removes) a wall's or group's profile. */
export async function saveProfileSetting(
  db: Queryable,
  scope: 'wall' | 'group',
  target: string,
  profile: MotionProfileName | null,
  by: string,
  at: number,
): Promise<void> {
  if (profile === null) await db.query('DELETE FROM motion_profiles WHERE scope = $1 AND target = $2', [scope, target]);
  else {
    await db.query(
      `INSERT INTO motion_profiles (scope, target, profile, set_by, set_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (scope, target) DO UPDATE SET profile = $3, set_by = $4, set_at = $5`,
      [scope, target, profile, by, at],
    );
  }
}
