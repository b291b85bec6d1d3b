/** The wall PC's player: its last report per wall, and its recoveries (a short log per wall, trimmed at each insert). */
export const sql = `
CREATE TABLE wall_players (
  wall_id text PRIMARY KEY,
  version text NOT NULL,
  chromium text NOT NULL,
  started_at bigint NOT NULL,
  browser_started_at bigint,
  reported_at bigint NOT NULL,
  screen jsonb
);
CREATE TABLE wall_recoveries (
  wall_id text NOT NULL,
  at bigint NOT NULL,
  reason text NOT NULL,
  dark_ms bigint NOT NULL,
  steps text NOT NULL,
  PRIMARY KEY (wall_id, at, reason)
);
`;
