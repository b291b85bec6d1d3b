/** The first schema: users and sessions, the audit log, wall keys, walls, slot history and screenshots. Epoch ms as bigint. */
export const sql = `
CREATE TABLE settings (key text PRIMARY KEY, value text NOT NULL);

CREATE TABLE users (
  id serial PRIMARY KEY,
  username text NOT NULL UNIQUE,
  password_hash text NOT NULL,
  role text NOT NULL CHECK (role IN ('viewer', 'operator', 'admin')),
  created_at bigint NOT NULL,
  created_by text NOT NULL
);

CREATE TABLE sessions (sid text PRIMARY KEY, data jsonb NOT NULL, expires_at bigint NOT NULL);
CREATE INDEX sessions_expires ON sessions (expires_at);

CREATE TABLE audit (
  id bigserial PRIMARY KEY,
  at bigint NOT NULL,
  actor text NOT NULL,
  action text NOT NULL,
  target text NOT NULL,
  detail text,
  ip text NOT NULL
);
CREATE INDEX audit_at ON audit (at DESC);

CREATE TABLE wall_keys (
  id serial PRIMARY KEY,
  group_name text NOT NULL,
  name text NOT NULL,
  secret_sha256 text NOT NULL UNIQUE,
  created_at bigint NOT NULL,
  created_by text NOT NULL,
  revoked_at bigint
);

CREATE TABLE walls (
  wall_id text PRIMARY KEY,
  group_name text NOT NULL,
  beat jsonb NOT NULL,
  first_seen bigint NOT NULL,
  last_seen bigint NOT NULL
);

CREATE TABLE slot_events (
  id bigserial PRIMARY KEY,
  wall_id text NOT NULL,
  at bigint NOT NULL,
  slot text NOT NULL,
  panel text NOT NULL,
  from_state text,
  to_state text NOT NULL,
  build text,
  error text
);
CREATE INDEX slot_events_wall_at ON slot_events (wall_id, at);
CREATE INDEX slot_events_at ON slot_events (at);

CREATE TABLE screenshots (
  id text PRIMARY KEY,
  wall_id text NOT NULL,
  requested_at bigint NOT NULL,
  requested_by text NOT NULL,
  captured_at bigint,
  width integer,
  height integer,
  content_type text,
  image bytea
);
CREATE INDEX screenshots_wall ON screenshots (wall_id, requested_at DESC);
`;
