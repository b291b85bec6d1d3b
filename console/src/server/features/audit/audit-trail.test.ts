import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type Database } from '../../core/db/adapter';
import { migrate } from '../../core/db/migrate';
import { runCliCommand } from '../../local-channel/cli-commands';
import { freshDataDir } from '../../testing/data-dir';
import { stopTestPostgres, testEngines, testPostgresUrl } from '../../testing/harness';
import { createTestDatabase } from '../../testing/postgres';
import { archiveAudit } from './audit-archive';
import { entryHash, verifyAuditChain } from './audit-chain';
import { recordAudit, withAudit } from './audit-store';

const DAY = 86_400_000;
const entry = (n: number, at = Date.now()) => ({
  at,
  actor: `操作员${n}`,
  action: 'user.create',
  target: `u${n}`,
  detail: n % 2 ? `角色 viewer ${n}` : undefined,
  ip: '10.0.0.1',
});
const verify = async (db: Database) => (await verifyAuditChain(db)).problem;
// A superuser (here: the test's own connection) can switch the triggers off; that is what the chain is for.
const asSuperuser = async (db: Database, sql: string, params: unknown[] = []) => {
  await db.query('ALTER TABLE audit DISABLE TRIGGER USER');
  try {
    await db.query(sql, params);
  } finally {
    await db.query('ALTER TABLE audit ENABLE TRIGGER USER');
  }
};

describe.each(testEngines())('the audit trail on %s', (engine) => {
  let db: Database;
  let url: string | undefined;
  beforeAll(async () => {
    url = engine === 'postgres' ? await createTestDatabase(testPostgresUrl()!) : undefined;
    db = await openDatabase({ dataDir: await freshDataDir(), databaseUrl: url });
    await migrate(db);
    for (let n = 1; n <= 6; n++) await recordAudit(db, entry(n));
  }, 120_000);
  afterAll(async () => {
    await db?.close();
    if (engine === 'postgres') stopTestPostgres();
  });

  test('the database itself refuses UPDATE, DELETE and TRUNCATE of the audit', async () => {
    await expect(db.query("UPDATE audit SET detail = '改过' WHERE seq = 2")).rejects.toThrow(
      '审计日志只能追加：UPDATE 被拒绝',
    );
    await expect(db.query('DELETE FROM audit WHERE seq = 2')).rejects.toThrow('审计日志只能追加：DELETE 被拒绝');
    await expect(db.query('TRUNCATE audit')).rejects.toThrow('审计日志只能追加：TRUNCATE 被拒绝');
    // Even on the archiver's path, an entry inside the retention (and not archived) stays.
    await expect(
      db.transaction(async (tx) => {
        await tx.query("SELECT set_config('cockpit.audit_archiving', 'on', true)");
        await tx.query('DELETE FROM audit WHERE seq = 2');
      }),
    ).rejects.toThrow('DELETE 被拒绝');
    expect(await verify(db)).toBeNull();
  });

  test('the verifier names an entry changed by SQL, one deleted and one inserted, and the command line exits non-zero', async () => {
    const row = (await db.query<Record<string, unknown>>('SELECT * FROM audit WHERE seq = 3')).rows[0];
    await asSuperuser(db, "UPDATE audit SET detail = '角色 admin' WHERE seq = 3");
    expect(await verify(db)).toMatchObject({ kind: 'changed', seq: 3 });
    await expect(runCliCommand(db, { command: 'audit-verify', args: [] }, 'local')).rejects.toThrow('第 3 条（id');
    await asSuperuser(db, 'UPDATE audit SET detail = $1 WHERE seq = 3', [row.detail]);
    expect(await verify(db)).toBeNull();

    await asSuperuser(db, 'DELETE FROM audit WHERE seq = 3');
    expect(await verify(db)).toMatchObject({ kind: 'removed', seq: 4 });
    await asSuperuser(
      db,
      'INSERT INTO audit (id, at, actor, action, target, detail, ip, seq, prev_hash, hash) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)',
      [row.id, row.at, row.actor, row.action, row.target, row.detail, row.ip, row.seq, row.prev_hash, row.hash],
    );
    expect(await verify(db)).toBeNull();

    // A forged entry between 4 and 5, well made (its own hash right, linked to 4): the next one gives it away.
    const four = (await db.query<{ hash: string }>('SELECT hash FROM audit WHERE seq = 4')).rows[0];
    await asSuperuser(db, 'UPDATE audit SET seq = seq + 1000 WHERE seq > 4');
    await asSuperuser(db, 'UPDATE audit SET seq = seq - 999 WHERE seq > 1000');
    const forged = {
      seq: 5,
      at: Date.now(),
      actor: '系统',
      action: 'user.role',
      target: 'mallory',
      detail: 'viewer → admin',
      ip: '-',
      prevHash: four.hash,
    };
    await asSuperuser(
      db,
      'INSERT INTO audit (at, actor, action, target, detail, ip, seq, prev_hash, hash) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)',
      [
        forged.at,
        forged.actor,
        forged.action,
        forged.target,
        forged.detail,
        forged.ip,
        5,
        forged.prevHash,
        entryHash(forged),
      ],
    );
    expect(await verify(db)).toMatchObject({ kind: 'inserted', seq: 5 });
    await asSuperuser(db, 'DELETE FROM audit WHERE seq = 5');
    await asSuperuser(db, 'UPDATE audit SET seq = seq + 999 WHERE seq > 5');
    await asSuperuser(db, 'UPDATE audit SET seq = seq - 1000 WHERE seq > 1000');
    expect(await runCliCommand(db, { command: 'audit-verify', args: [] }, 'local')).toMatch(/哈希链完好：\d+ 条/);
  });

  test('writers on two connections at once never fork the chain', async () => {
    // On PostgreSQL a second pool on the same database stands for a second replica; PGlite has one connection by design.
    const second = url ? await openDatabase({ dataDir: '', databaseUrl: url }) : db;
    const writes = Array.from({ length: 40 }, (_, i) =>
      withAudit(i % 2 ? db : second, entry(100 + i), (tx) => tx.query('SELECT pg_sleep(0.005)')),
    );
    await Promise.all(writes);
    if (second !== db) await second.close();
    const { rows } = await db.query<{ n: string; gaps: string }>(
      'SELECT count(*) AS n, max(seq) - min(seq) + 1 - count(*) AS gaps FROM audit',
    );
    expect(Number(rows[0].gaps)).toBe(0);
    expect(await verify(db)).toBeNull();
  });

  test('entries older than the retention go to a file with the chain’s last hash; only then are they deleted, and the chain still verifies', async () => {
    const old = await openDatabase({
      dataDir: await freshDataDir(),
      databaseUrl: url && (await createTestDatabase(testPostgresUrl()!)),
    });
    const dir = mkdtempSync(join(tmpdir(), 'cockpit-archive-'));
    try {
      await migrate(old);
      await old.query('ALTER TABLE audit DISABLE TRIGGER audit_refuse_change');
      await old.query('DELETE FROM audit');
      await old.query('ALTER TABLE audit ENABLE TRIGGER audit_refuse_change');
      for (let n = 1; n <= 5; n++) await recordAudit(old, entry(n, Date.now() - (200 - n) * DAY));
      await recordAudit(old, entry(6, Date.now() - 10 * DAY));
      await expect(archiveAudit(old, { olderThanDays: 90, dir })).rejects.toThrow('保留期至少 180 天');
      const done = await archiveAudit(old, { olderThanDays: 180, dir });
      const lines = readFileSync(done.file!, 'utf8')
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l));
      expect(lines).toHaveLength(6);
      expect(lines.slice(0, 5).map((l) => l.target)).toEqual(['u1', 'u2', 'u3', 'u4', 'u5']);
      expect(lines[5]).toEqual({
        archive: { firstSeq: lines[0].seq, throughSeq: lines[4].seq, entries: 5, chainLastHash: lines[4].hash },
      });
      expect((await old.query('SELECT target FROM audit ORDER BY seq')).rows).toEqual([{ target: 'u6' }]);
      expect(await verify(old)).toBeNull();
      expect((await archiveAudit(old, { olderThanDays: 180, dir })).entries).toBe(0);
    } finally {
      await old.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
