/**
 * 三权分立 and an audit trail that cannot be edited. Two roles beside the three of old: 安全管理员 (`security`) and
 * 审计管理员 (`auditor`). Each audit entry is chained to the one before: its `hash` is the SHA-256 of its fields and the
 * previous entry's hash, given by a trigger that holds the chain's head row (every replica's append waits its turn,
 * so the chain never forks). Another trigger refuses UPDATE, DELETE and TRUNCATE; only the archiver may delete, and
 * only entries older than 180 days that an archive file already holds (see docs/security.md).
 */
export const sql = `
ALTER TABLE users DROP CONSTRAINT IF EXISTS users_role_check;
ALTER TABLE users ADD CONSTRAINT users_role_check CHECK (role IN ('viewer', 'operator', 'admin', 'security', 'auditor'));

ALTER TABLE audit ADD COLUMN seq bigint, ADD COLUMN prev_hash text, ADD COLUMN hash text;

-- Each field as its byte length, a colon, the text and a semicolon (an absent one as ~;): no two entries read alike.
CREATE FUNCTION audit_field(v text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN v IS NULL THEN '~;' ELSE octet_length(v) || ':' || v || ';' END
$$;
CREATE FUNCTION audit_hash(seq bigint, at bigint, actor text, action text, target text, detail text, ip text, prev text) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT encode(sha256(convert_to(audit_field(seq::text) || audit_field(at::text) || audit_field(actor) || audit_field(action)
    || audit_field(target) || audit_field(detail) || audit_field(ip) || audit_field(prev), 'UTF8')), 'hex')
$$;

CREATE TABLE audit_chain_head (id integer PRIMARY KEY CHECK (id = 1), seq bigint NOT NULL, last_hash text NOT NULL);

DO $$
DECLARE
  r record;
  n bigint := 0;
  prev text := repeat('0', 64);
BEGIN
  FOR r IN SELECT * FROM audit ORDER BY id LOOP
    n := n + 1;
    UPDATE audit SET seq = n, prev_hash = prev, hash = audit_hash(n, r.at, r.actor, r.action, r.target, r.detail, r.ip, prev) WHERE id = r.id
      RETURNING hash INTO prev;
  END LOOP;
  INSERT INTO audit_chain_head (id, seq, last_hash) VALUES (1, n, prev);
END $$;

ALTER TABLE audit ALTER COLUMN seq SET NOT NULL, ALTER COLUMN prev_hash SET NOT NULL, ALTER COLUMN hash SET NOT NULL;
CREATE UNIQUE INDEX audit_seq ON audit (seq);
CREATE INDEX audit_actor ON audit (actor);
CREATE INDEX audit_action ON audit (action);

-- What the archiver moved to files: the last entry and its hash, where the next entry's chain starts.
CREATE TABLE audit_archives (
  id serial PRIMARY KEY,
  through_seq bigint NOT NULL,
  last_hash text NOT NULL,
  file text NOT NULL,
  entries integer NOT NULL,
  archived_at bigint NOT NULL
);

-- SECURITY DEFINER: the service's role may insert into the audit without any right on the chain's head.
CREATE FUNCTION audit_chain_append() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path FROM CURRENT AS $$
DECLARE
  head audit_chain_head%ROWTYPE;
BEGIN
  SELECT * INTO head FROM audit_chain_head WHERE id = 1 FOR UPDATE;
  NEW.seq := head.seq + 1;
  NEW.prev_hash := head.last_hash;
  NEW.hash := audit_hash(NEW.seq, NEW.at, NEW.actor, NEW.action, NEW.target, NEW.detail, NEW.ip, NEW.prev_hash);
  UPDATE audit_chain_head SET seq = NEW.seq, last_hash = NEW.hash WHERE id = 1;
  RETURN NEW;
END $$;
CREATE TRIGGER audit_chain_append BEFORE INSERT ON audit FOR EACH ROW EXECUTE FUNCTION audit_chain_append();

CREATE FUNCTION audit_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND current_setting('cockpit.audit_archiving', true) = 'on'
    AND OLD.seq <= (SELECT coalesce(max(through_seq), 0) FROM audit_archives)
    AND OLD.at < (extract(epoch FROM now()) * 1000)::bigint - 180::bigint * 86400000 THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION '审计日志只能追加：% 被拒绝', TG_OP USING ERRCODE = 'insufficient_privilege';
END $$;
CREATE TRIGGER audit_refuse_change BEFORE UPDATE OR DELETE ON audit FOR EACH ROW EXECUTE FUNCTION audit_refuse_change();

CREATE FUNCTION audit_refuse_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '审计日志只能追加：% 被拒绝', TG_OP USING ERRCODE = 'insufficient_privilege';
END $$;
CREATE TRIGGER audit_refuse_truncate BEFORE TRUNCATE ON audit FOR EACH STATEMENT EXECUTE FUNCTION audit_refuse_truncate();
CREATE TRIGGER audit_archives_refuse_change BEFORE UPDATE OR DELETE ON audit_archives FOR EACH ROW EXECUTE FUNCTION audit_refuse_truncate();
CREATE TRIGGER audit_head_refuse_delete BEFORE DELETE ON audit_chain_head FOR EACH ROW EXECUTE FUNCTION audit_refuse_truncate();
`;
