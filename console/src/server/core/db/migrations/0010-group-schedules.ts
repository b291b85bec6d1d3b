/** Each group's week (dayparts, screen-off windows, time zone): one row per group, served with its layouts. */
export const sql = `
CREATE TABLE group_schedules (
  group_name text PRIMARY KEY,
  schedule jsonb NOT NULL,
  updated_by text NOT NULL,
  updated_at bigint NOT NULL
);
`;
