/**
 * Walls the fleet can trust: enrolled walls (the service's record of a wall: its id, name, group), one credential per
 * wall (sha256 only), and provisioning tokens for unattended installs. The shared group wall keys of 0001 are retired:
 * every one is revoked here, and the table stays only so that a wall still sending one is told why it is refused.
 */
export const sql = `
CREATE TABLE enrolled_walls (
  wall_id text PRIMARY KEY,
  name text NOT NULL,
  group_name text NOT NULL,
  location text,
  notes text,
  claimed_at bigint NOT NULL,
  claimed_by text NOT NULL,
  via text NOT NULL CHECK (via IN ('pairing', 'provisioning')),
  retired_at bigint,
  updated_at bigint NOT NULL
);
CREATE INDEX enrolled_walls_updated ON enrolled_walls (updated_at);

CREATE TABLE wall_credentials (
  id serial PRIMARY KEY,
  wall_id text NOT NULL REFERENCES enrolled_walls (wall_id),
  secret_sha256 text NOT NULL UNIQUE,
  created_at bigint NOT NULL,
  revoked_at bigint
);
CREATE INDEX wall_credentials_wall ON wall_credentials (wall_id);
CREATE INDEX wall_credentials_revoked ON wall_credentials (revoked_at);

CREATE TABLE provisioning_tokens (
  id serial PRIMARY KEY,
  group_name text NOT NULL,
  label text NOT NULL,
  secret_sha256 text NOT NULL UNIQUE,
  created_at bigint NOT NULL,
  created_by text NOT NULL,
  expires_at bigint NOT NULL,
  max_uses integer NOT NULL,
  uses integer NOT NULL DEFAULT 0,
  revoked_at bigint
);

UPDATE wall_keys SET revoked_at = (extract(epoch FROM now()) * 1000)::bigint WHERE revoked_at IS NULL;
`;
