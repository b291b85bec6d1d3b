/** Alerts: per-group thresholds, the alerts (one open per key), channels, the outbox of notices and every delivery attempt. */
export const sql = `
CREATE TABLE alert_rules (
  group_name text PRIMARY KEY,
  offline_after_ms bigint NOT NULL,
  slot_error_after_ms bigint NOT NULL,
  updated_by text NOT NULL,
  updated_at bigint NOT NULL
);

CREATE TABLE alerts (
  id serial PRIMARY KEY,
  key text NOT NULL,
  kind text NOT NULL,
  subject jsonb NOT NULL,
  reason text NOT NULL,
  since bigint NOT NULL,
  fired_at bigint NOT NULL,
  resolved_at bigint
);
-- One open alert per condition: two service instances on one database never both fire it.
CREATE UNIQUE INDEX alerts_open_key ON alerts (key) WHERE resolved_at IS NULL;

CREATE TABLE alert_channels (
  id serial PRIMARY KEY,
  name text NOT NULL,
  kind text NOT NULL,
  enabled boolean NOT NULL,
  config jsonb NOT NULL,
  -- Sent to the receiver (HMAC key, DingTalk signing secret, SMTP password): never returned to a browser.
  secret text,
  created_by text NOT NULL,
  created_at bigint NOT NULL,
  updated_at bigint NOT NULL,
  deleted_at bigint
);

CREATE TABLE alert_outbox (
  id serial PRIMARY KEY,
  alert_id integer REFERENCES alerts (id),
  channel_id integer NOT NULL REFERENCES alert_channels (id),
  type text NOT NULL,
  notice jsonb NOT NULL,
  status text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at bigint NOT NULL,
  created_at bigint NOT NULL,
  delivered_at bigint
);
CREATE INDEX alert_outbox_due ON alert_outbox (next_attempt_at) WHERE status = 'pending';

CREATE TABLE alert_deliveries (
  id serial PRIMARY KEY,
  outbox_id integer NOT NULL REFERENCES alert_outbox (id),
  channel_id integer NOT NULL,
  attempt integer NOT NULL,
  at bigint NOT NULL,
  ok boolean NOT NULL,
  status integer,
  answer text NOT NULL,
  duration_ms integer NOT NULL
);
`;
