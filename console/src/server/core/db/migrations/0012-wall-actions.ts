/** Remote actions sent to walls (重新加载, 识别, 截图) and their outcome: a short log per wall, trimmed at each insert. */
export const sql = `
CREATE TABLE wall_actions (
  id text PRIMARY KEY,
  wall_id text NOT NULL,
  action text NOT NULL,
  requested_by text NOT NULL,
  requested_at bigint NOT NULL,
  outcome text NOT NULL,
  answered_at bigint,
  detail text
);
CREATE INDEX wall_actions_by_wall ON wall_actions (wall_id, requested_at DESC);
`;
