import { Umzug, type UmzugStorage } from 'umzug';
import type { Database } from './adapter';
import * as initial from './migrations/0001-initial';
import * as releases from './migrations/0002-releases';
import * as releaseExposes from './migrations/0003-release-exposes';
import * as enrolment from './migrations/0004-enrolment';
import * as groups from './migrations/0006-groups';
import * as security from './migrations/0007-security';
import * as layoutVersions from './migrations/0008-layout-versions';
import * as alerts from './migrations/0009-alerts';
import * as groupSchedules from './migrations/0010-group-schedules';
import * as wallActions from './migrations/0012-wall-actions';
import * as releaseMinSizes from './migrations/0014-release-min-sizes';
import * as daypartLayoutVersions from './migrations/0015-daypart-layout-versions';
import * as replicas from './migrations/0016-replicas';
import * as wallPlayers from './migrations/0017-wall-players';
import * as engineLease from './migrations/0018-engine-lease';
import * as wallBeatChanged from './migrations/0019-wall-beat-changed';
import * as slotEventsOnce from './migrations/0020-slot-events-once';
import * as wallHealth from './migrations/0021-wall-health';
import * as dataSources from './migrations/0023-data-sources';
import * as oidc from './migrations/0024-oidc';
import * as groupCanvas from './migrations/0025-group-canvas';
import * as sqlAndSheetSources from './migrations/0030-sql-and-sheet-sources';
import * as auditChain from './migrations/0045-audit-chain';
import * as geoMaps from './migrations/0035-geo-maps';
import * as identityPolicy from './migrations/0040-identity-policy';

/** Every schema change, in order. A new change is a new numbered module here; an applied one is never edited. */
const MIGRATIONS: { name: string; sql: string }[] = [
  { name: '0001-initial', sql: initial.sql },
  { name: '0002-releases', sql: releases.sql },
  { name: '0003-release-exposes', sql: releaseExposes.sql },
  { name: '0004-enrolment', sql: enrolment.sql },
  { name: '0006-groups', sql: groups.sql },
  { name: '0007-security', sql: security.sql },
  { name: '0008-layout-versions', sql: layoutVersions.sql },
  { name: '0009-alerts', sql: alerts.sql },
  { name: '0010-group-schedules', sql: groupSchedules.sql },
  { name: '0012-wall-actions', sql: wallActions.sql },
  { name: '0014-release-min-sizes', sql: releaseMinSizes.sql },
  { name: '0015-daypart-layout-versions', sql: daypartLayoutVersions.sql },
  { name: '0016-replicas', sql: replicas.sql },
  { name: '0017-wall-players', sql: wallPlayers.sql },
  { name: '0018-engine-lease', sql: engineLease.sql },
  { name: '0019-wall-beat-changed', sql: wallBeatChanged.sql },
  { name: '0020-slot-events-once', sql: slotEventsOnce.sql },
  { name: '0021-wall-health', sql: wallHealth.sql },
  { name: '0023-data-sources', sql: dataSources.sql },
  { name: '0024-oidc', sql: oidc.sql },
  { name: '0025-group-canvas', sql: groupCanvas.sql },
  { name: '0030-sql-and-sheet-sources', sql: sqlAndSheetSources.sql },
  { name: '0045-audit-chain', sql: auditChain.sql },
  { name: '0035-geo-maps', sql: geoMaps.sql },
  { name: '0040-identity-policy', sql: identityPolicy.sql },
];

/** Umzug's record of applied migrations, kept in the same database as the data it describes. */
function tableStorage(db: Database): UmzugStorage {
  return {
    async executed() {
      // Made only when missing: a service role without CREATE (docs/security.md) still starts on a migrated database.
      const {
        rows: [found],
      } = await db.query<{ t: string | null }>("SELECT to_regclass('schema_migrations')::text AS t");
      if (!found.t)
        await db.query('CREATE TABLE schema_migrations (name text PRIMARY KEY, applied_at bigint NOT NULL)');
      const { rows } = await db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
      return rows.map((row) => row.name);
    },
    async logMigration({ name }) {
      await db.query('INSERT INTO schema_migrations (name, applied_at) VALUES ($1, $2)', [name, Date.now()]);
    },
    async unlogMigration({ name }) {
      await db.query('DELETE FROM schema_migrations WHERE name = $1', [name]);
    },
  };
}

/** The names of every schema change, in order: what a migrated copy of the database is made of. */
export const migrationNames = (): string[] => MIGRATIONS.map((m) => m.name);

/** Applies the migrations not applied yet; returns their names. */
export async function migrate(db: Database): Promise<string[]> {
  const umzug = new Umzug({
    migrations: MIGRATIONS.map(({ name, sql }) => ({
      name,
      // One script per migration, sent as one simple query: an implicit transaction, never half applied.
      up: () => db.exec(sql),
    })),
    storage: tableStorage(db),
    logger: undefined,
  });
  const applied = await umzug.up();
  return applied.map((m) => m.name);
}
