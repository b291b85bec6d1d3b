/**
 * Shared data sources: the hosts an administrator lets the service fetch from, each source's request (its secrets in a
 * table of their own, never listed), the mappings that turn one answer into many widgets' fields, and the last good
 * result of each (kept through a failing fetch or mapping, with the reason beside it). `next_fetch_at` is what makes a
 * source fetched once per interval for the whole fleet: the engines' holder claims a due source by moving it forward.
 */
export const sql = `
CREATE TABLE source_hosts (
  host text PRIMARY KEY,
  added_by text NOT NULL,
  added_at bigint NOT NULL
);
CREATE TABLE data_sources (
  id serial PRIMARY KEY,
  name text NOT NULL UNIQUE,
  method text NOT NULL,
  url text NOT NULL,
  params jsonb NOT NULL,
  headers jsonb NOT NULL,
  body text,
  interval_ms integer NOT NULL,
  timeout_ms integer NOT NULL,
  max_bytes integer NOT NULL,
  updated_by text NOT NULL,
  updated_at bigint NOT NULL,
  next_fetch_at bigint NOT NULL DEFAULT 0,
  fetches bigint NOT NULL DEFAULT 0,
  raw text,
  raw_at bigint,
  error text,
  error_at bigint
);
CREATE TABLE source_secrets (
  source_id integer NOT NULL REFERENCES data_sources (id) ON DELETE CASCADE,
  place text NOT NULL,
  name text NOT NULL,
  value text NOT NULL,
  updated_at bigint NOT NULL,
  PRIMARY KEY (source_id, place, name)
);
CREATE TABLE source_mappings (
  source_id integer NOT NULL REFERENCES data_sources (id) ON DELETE CASCADE,
  name text NOT NULL,
  expression text NOT NULL,
  updated_by text NOT NULL,
  updated_at bigint NOT NULL,
  result text,
  good_at bigint,
  error text,
  error_at bigint,
  PRIMARY KEY (source_id, name)
);
`;
