/**
 * Identification for a 等保 level-3 console: one row of security policy, each local user's password age, a forced
 * change, the second factor (TOTP secret, the last time step accepted: a code is taken once), the hashes of earlier
 * passwords and of one-time recovery codes, and the failed sign-ins counted per typed account name (a keyed hash of
 * it, so unknown names count the same way and nothing typed is stored).
 */
export const sql = `
CREATE TABLE security_settings (
  id integer PRIMARY KEY CHECK (id = 1),
  policy jsonb NOT NULL,
  updated_at bigint NOT NULL,
  updated_by text NOT NULL
);

ALTER TABLE users ADD COLUMN password_changed_at bigint;
ALTER TABLE users ADD COLUMN must_change_password boolean NOT NULL DEFAULT false;
ALTER TABLE users ADD COLUMN totp_secret text;
ALTER TABLE users ADD COLUMN totp_enrolled_at bigint;
ALTER TABLE users ADD COLUMN totp_last_step bigint;
UPDATE users SET password_changed_at = created_at WHERE source = 'local';

CREATE TABLE password_history (
  username text NOT NULL REFERENCES users (username) ON DELETE CASCADE,
  password_hash text NOT NULL,
  changed_at bigint NOT NULL
);
CREATE INDEX password_history_user ON password_history (username, changed_at);

CREATE TABLE recovery_codes (
  id serial PRIMARY KEY,
  username text NOT NULL REFERENCES users (username) ON DELETE CASCADE,
  code_hash text NOT NULL,
  used_at bigint
);
CREATE INDEX recovery_codes_user ON recovery_codes (username);

CREATE TABLE sign_in_failures (
  account text PRIMARY KEY,
  failures integer NOT NULL,
  window_started_at bigint NOT NULL,
  locked_until bigint
);
`;
