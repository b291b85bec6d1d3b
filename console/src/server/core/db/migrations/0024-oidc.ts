/**
 * Sign-in through an OpenID Connect provider (issue 45): the provider's settings (one row, the client secret only ever
 * read by the service), each person's identity at the provider (issuer + subject → user), sign-ins under way (one
 * row per state, deleted when used: a replayed state finds nothing), and users who came from the provider, who may
 * have no role at all (their claims map to none). Local administrators that exist now are kept as emergency accounts:
 * they sign in with their password even when local sign-in is turned off for everyone else.
 */
export const sql = `
CREATE TABLE oidc_settings (
  id integer PRIMARY KEY CHECK (id = 1),
  enabled boolean NOT NULL,
  issuer text NOT NULL,
  client_id text NOT NULL,
  client_secret text NOT NULL,
  scopes text NOT NULL,
  label text NOT NULL,
  username_claim text NOT NULL,
  role_claim text NOT NULL,
  role_rules jsonb NOT NULL,
  session_max_age_ms bigint NOT NULL,
  local_sign_in boolean NOT NULL,
  updated_at bigint NOT NULL,
  updated_by text NOT NULL
);

CREATE TABLE user_identities (
  issuer text NOT NULL,
  subject text NOT NULL,
  username text NOT NULL UNIQUE REFERENCES users (username) ON DELETE CASCADE,
  created_at bigint NOT NULL,
  last_sign_in_at bigint NOT NULL,
  PRIMARY KEY (issuer, subject)
);

CREATE TABLE oidc_pending (
  state_sha256 text PRIMARY KEY,
  nonce text NOT NULL,
  code_verifier text NOT NULL,
  redirect_uri text NOT NULL,
  return_to text NOT NULL,
  created_at bigint NOT NULL
);
CREATE INDEX oidc_pending_created ON oidc_pending (created_at);

ALTER TABLE users ADD COLUMN source text NOT NULL DEFAULT 'local' CHECK (source IN ('local', 'oidc'));
ALTER TABLE users ADD COLUMN emergency boolean NOT NULL DEFAULT false;
ALTER TABLE users ALTER COLUMN role DROP NOT NULL;
UPDATE users SET emergency = true WHERE role = 'admin';
`;
