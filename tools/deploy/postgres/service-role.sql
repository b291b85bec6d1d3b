-- The two-role set-up of the fleet service on PostgreSQL (docs/security.md). Run as cockpit_owner, the role that owns
-- the database and runs the migrations (`npm run console -- ...` or the service started once with its URL), after them:
--   psql "postgres://cockpit_owner@db/cockpit" -f tools/deploy/postgres/service-role.sql
-- The service then runs as cockpit_service: every right on the fleet's tables, but on the audit only INSERT and SELECT.
GRANT USAGE ON SCHEMA public TO cockpit_service;
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO cockpit_service;
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO cockpit_service;
REVOKE UPDATE, DELETE, TRUNCATE ON audit, audit_archives, audit_chain_head FROM cockpit_service;
REVOKE INSERT ON audit_archives, audit_chain_head FROM cockpit_service;
REVOKE INSERT, UPDATE, DELETE ON schema_migrations FROM cockpit_service;
-- Tables a later migration makes are the service's too (the audit's stay as revoked above).
ALTER DEFAULT PRIVILEGES FOR ROLE cockpit_owner IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO cockpit_service;
ALTER DEFAULT PRIVILEGES FOR ROLE cockpit_owner IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO cockpit_service;
