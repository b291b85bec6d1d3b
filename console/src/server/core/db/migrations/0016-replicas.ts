/**
 * Replicas of the fleet service on one PostgreSQL: each running replica's last sign of life, which replica holds
 * each wall's push stream, rate-limit counters every replica counts into (the sign-in limit), and the pairing codes
 * waiting for an operator (shown through one replica, claimed through another; only the pairing secret's hash is kept).
 */
export const sql = `
CREATE TABLE service_replicas (
  id text PRIMARY KEY,
  started_at bigint NOT NULL,
  seen_at bigint NOT NULL
);
CREATE TABLE wall_streams (
  wall_id text PRIMARY KEY,
  replica_id text NOT NULL,
  opened_at bigint NOT NULL
);
CREATE TABLE shared_rate_counters (
  key text PRIMARY KEY,
  count integer NOT NULL,
  resets_at bigint NOT NULL
);
CREATE TABLE pairing_codes (
  code text PRIMARY KEY,
  secret_hash text NOT NULL UNIQUE,
  route text NOT NULL,
  suggested_name text,
  suggested_group text,
  shell_build text,
  address text NOT NULL,
  requested_at bigint NOT NULL,
  expires_at bigint NOT NULL,
  claimed_wall_id text
);
CREATE INDEX pairing_codes_by_address ON pairing_codes (address);
`;
