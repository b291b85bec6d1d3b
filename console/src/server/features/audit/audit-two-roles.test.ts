import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase } from '../../core/db/adapter';
import { migrate } from '../../core/db/migrate';
import {
  startServiceOn,
  stopTestPostgres,
  testEngines,
  testPostgresUrl,
  type TestService,
} from '../../testing/harness';
import { verifyAuditChain } from './audit-chain';

const SERVICE_ROLE_SQL = readFileSync(join(__dirname, '../../../../../tools/deploy/postgres/service-role.sql'), 'utf8');
const as = (url: string, role: string) => Object.assign(new URL(url), { username: role }).toString();

// The set-up of docs/security.md: cockpit_owner owns the database and runs the migrations, the service runs as cockpit_service.
(testEngines().includes('postgres') ? describe : describe.skip)(
  'the audit under the two-role set-up on PostgreSQL',
  () => {
    let service: TestService;
    let ownerUrl: string;
    let serviceUrl: string;
    beforeAll(async () => {
      const admin = new pg.Client({ connectionString: testPostgresUrl()! });
      await admin.connect();
      const name = `cockpit_roles_${process.pid}`;
      await admin.query(`DO $$ BEGIN
      IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'cockpit_owner') THEN CREATE ROLE cockpit_owner LOGIN; END IF;
      IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'cockpit_service') THEN CREATE ROLE cockpit_service LOGIN; END IF;
    END $$`);
      await admin.query(`CREATE DATABASE ${name} OWNER cockpit_owner`);
      await admin.end();
      const url = new URL(testPostgresUrl()!);
      url.pathname = `/${name}`;
      ownerUrl = as(url.toString(), 'cockpit_owner');
      serviceUrl = as(url.toString(), 'cockpit_service');
      const owner = await openDatabase({ dataDir: '', databaseUrl: ownerUrl });
      await migrate(owner);
      await owner.exec(SERVICE_ROLE_SQL);
      await owner.close();
      service = await startServiceOn(serviceUrl);
    }, 120_000);
    afterAll(async () => {
      await service?.close();
      stopTestPostgres();
    });

    test('the service runs as its role and its writes are audited; UPDATE and DELETE of the audit are refused to that role', async () => {
      const cookie = await service.login('admin');
      expect(
        (
          await service.request('POST', '/api/users', {
            body: { username: 'two-roles', password: 'Long enough password', role: 'viewer' },
            headers: { cookie },
          })
        ).status,
      ).toBe(200);
      expect((await service.db.query<{ who: string }>('SELECT current_user AS who')).rows[0].who).toBe(
        'cockpit_service',
      );
      await expect(service.db.query("UPDATE audit SET detail = 'x'")).rejects.toThrow(
        'permission denied for table audit',
      );
      await expect(service.db.query('DELETE FROM audit')).rejects.toThrow('permission denied for table audit');
      await expect(service.db.query('UPDATE audit_chain_head SET seq = 0')).rejects.toThrow('permission denied');
      await expect(
        service.db.query(
          'INSERT INTO audit_archives (through_seq, last_hash, file, entries, archived_at) VALUES (1000000, $1, $2, 0, 0)',
          ['x', 'x'],
        ),
      ).rejects.toThrow('permission denied');
      expect((await verifyAuditChain(service.db)).problem).toBeNull();
    });

    test('the owner, who may write the table, is refused by the trigger', async () => {
      const owner = await openDatabase({ dataDir: '', databaseUrl: ownerUrl });
      try {
        await expect(owner.query("UPDATE audit SET detail = 'x'")).rejects.toThrow('审计日志只能追加：UPDATE 被拒绝');
        await expect(owner.query('DELETE FROM audit')).rejects.toThrow('审计日志只能追加：DELETE 被拒绝');
      } finally {
        await owner.close();
      }
    });
  },
);
