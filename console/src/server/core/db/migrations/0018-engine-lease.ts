/**
 * Engines exactly once across replicas: the lease that says which replica runs the alert and rollout engines (its
 * holder, an epoch that grows at each takeover, and when it ends by the database's clock), and the keys of their
 * effects. A rollout step is keyed by the bake it ends (rollout, stage, the stage's start); an alert's firing by its
 * condition and the moment the condition began (one alert per episode); a notice by its alert, kind and channel.
 * New columns and tables rather than unique indexes on old ones: rows stored before keep their history untouched.
 */
export const sql = `
CREATE TABLE engine_leases (
  name text PRIMARY KEY,
  holder text NOT NULL,
  epoch bigint NOT NULL,
  expires_at bigint NOT NULL
);
CREATE TABLE rollout_steps (
  rollout_id text NOT NULL,
  step_key text NOT NULL,
  action text NOT NULL,
  taken_by text NOT NULL,
  taken_at bigint NOT NULL,
  PRIMARY KEY (rollout_id, step_key)
);
CREATE TABLE alert_episodes (
  key text NOT NULL,
  since bigint NOT NULL,
  fired_at bigint NOT NULL,
  PRIMARY KEY (key, since)
);
ALTER TABLE alert_outbox ADD COLUMN effect_key text;
CREATE UNIQUE INDEX alert_outbox_effect ON alert_outbox (effect_key);
`;
