/** Releases: the inventory of published builds, publish tokens, each group's settled versions and layouts, rollouts. */
export const sql = `
CREATE TABLE releases (
  remote text NOT NULL,
  version text NOT NULL,
  build text NOT NULL,
  sdk_range text NOT NULL,
  manifest_url text NOT NULL,
  published_by text NOT NULL,
  published_at bigint NOT NULL,
  -- A published version is immutable: the same remote and version can be registered once.
  UNIQUE (remote, version)
);

CREATE TABLE publish_tokens (
  id serial PRIMARY KEY,
  remote text NOT NULL,
  secret_sha256 text NOT NULL UNIQUE,
  created_at bigint NOT NULL,
  created_by text NOT NULL,
  revoked_at bigint
);

CREATE TABLE group_versions (
  group_name text NOT NULL,
  remote text NOT NULL,
  version text NOT NULL,
  updated_by text NOT NULL,
  updated_at bigint NOT NULL,
  PRIMARY KEY (group_name, remote)
);

CREATE TABLE group_layouts (
  group_name text NOT NULL,
  page text NOT NULL,
  layout jsonb NOT NULL,
  updated_by text NOT NULL,
  updated_at bigint NOT NULL,
  PRIMARY KEY (group_name, page)
);

CREATE TABLE rollouts (
  id text PRIMARY KEY,
  remote text NOT NULL,
  from_version text NOT NULL,
  to_version text NOT NULL,
  groups jsonb NOT NULL,
  stage integer NOT NULL,
  canaries jsonb NOT NULL,
  status text NOT NULL CHECK (status IN ('baking', 'paused', 'promoted', 'failed', 'aborted', 'rolled-back')),
  started_at bigint NOT NULL,
  bake_ms bigint NOT NULL,
  -- The share of each later stage's group that bakes first (a named canary wall names one wall of the first group only).
  canary_share double precision,
  reason text,
  note text,
  created_by text NOT NULL,
  created_at bigint NOT NULL,
  updated_at bigint NOT NULL
);
CREATE INDEX rollouts_live ON rollouts (remote) WHERE status IN ('baking', 'paused');
`;
