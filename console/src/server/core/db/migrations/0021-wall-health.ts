/**
 * Walls' health: one sample per wall every few minutes (frames, long frames, heap, Chromium's memory by process kind),
 * pruned after a day and a little more; and the profile an operator set for a wall or a group (`scope` wall|group).
 */
export const sql = `
CREATE TABLE wall_health (
  wall_id text NOT NULL,
  at bigint NOT NULL,
  fps real,
  long_frames_per_min real,
  heap_bytes bigint,
  renderer_bytes bigint,
  gpu_bytes bigint,
  browser_bytes bigint,
  PRIMARY KEY (wall_id, at)
);
CREATE INDEX wall_health_at ON wall_health (at);
CREATE TABLE motion_profiles (
  scope text NOT NULL CHECK (scope IN ('wall', 'group')),
  target text NOT NULL,
  profile text NOT NULL CHECK (profile IN ('standard', 'light')),
  set_by text NOT NULL,
  set_at bigint NOT NULL,
  PRIMARY KEY (scope, target)
);
`;
