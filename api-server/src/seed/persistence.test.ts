import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readDatabase, saveDatabase } from '../db';
import { openCockpitDb, SEED_VERSION } from '.';
import { ENDPOINTS, getJson, serverOn, tempDir } from '../testing';

const tmp = tempDir();
/** The day the databases of these tests are created on (and their servers think it is). */
const TODAY = '2026-11-22';
afterAll(() => tmp.cleanup());

describe('the database file', () => {
  const path = join(tmp.dir, 'nested', 'dir', 'cockpit.sqlite');

  it('is created and seeded when absent, written atomically', async () => {
    expect(existsSync(path)).toBe(false);
    const { db, created } = await openCockpitDb(path, TODAY);
    db.sql.close();
    expect(created).toBe(true);
    expect(statSync(path).size).toBeGreaterThan(100_000);
    expect(readdirSync(join(tmp.dir, 'nested', 'dir'))).toEqual(['cockpit.sqlite']);
  });

  it('is loaded, not rebuilt, when present', async () => {
    const db = await readDatabase(path);
    db!.run(`UPDATE running_team SET team_name = '已改名的测试团队' WHERE id = 1`);
    saveDatabase(db!, path);
    const before = readFileSync(path);
    const server = await serverOn(path, TODAY);
    try {
      const { body } = await getJson(server, `/cockpit/runningTeam?teamName=${encodeURIComponent('已改名')}`);
      expect(body.data.rows.map((r: { id: number }) => r.id)).toEqual([1]);
    } finally {
      await server.close();
    }
    expect(readFileSync(path).equals(before)).toBe(true);
  });

  it('is rebuilt when it holds an older seed version', async () => {
    const db = await readDatabase(path);
    db!.run(`UPDATE meta SET value = 'old' WHERE key = 'seed_version'`);
    saveDatabase(db!, path);
    const reopened = await openCockpitDb(path, TODAY);
    expect(reopened.created).toBe(true);
    expect(reopened.db.get(`SELECT value FROM meta WHERE key = 'seed_version'`)).toEqual({ value: SEED_VERSION });
    expect(reopened.db.num(`SELECT COUNT(*) FROM running_team WHERE team_name = '已改名的测试团队'`)).toBe(0);
    reopened.db.sql.close();
  });

  it('refuses a file that is not a cockpit database, with a clear message', async () => {
    const foreign = join(tmp.dir, 'foreign.sqlite');
    writeFileSync(foreign, 'this is not sqlite at all, just some text that is long enough');
    await expect(openCockpitDb(foreign, TODAY)).rejects.toThrow(/不是驾驶舱数据库/);
  });
});

describe('the seed', () => {
  it('is deterministic: two fresh databases are byte-identical and answer identically', async () => {
    const [a, b] = [join(tmp.dir, 'a.sqlite'), join(tmp.dir, 'b.sqlite')];
    const [one, two] = [await serverOn(a, TODAY), await serverOn(b, TODAY)];
    try {
      expect(readFileSync(a).equals(readFileSync(b))).toBe(true);
      for (const url of ENDPOINTS)
        expect([url, (await getJson(one, url)).body]).toEqual([url, (await getJson(two, url)).body]);
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });

  it('has enough rows that paging and scrolling are real', async () => {
    const { db } = await openCockpitDb(join(tmp.dir, 'a.sqlite'), TODAY);
    const count = (table: string) => db.num(`SELECT COUNT(*) FROM ${table}`);
    expect(count('running_team')).toBeGreaterThanOrEqual(60);
    expect(count('notice')).toBeGreaterThanOrEqual(40);
    expect(count('device')).toBeGreaterThanOrEqual(30);
    expect(count('reservation')).toBeGreaterThanOrEqual(500);
    expect(count('talent')).toBeGreaterThanOrEqual(500);
    expect(count('handle_item')).toBeGreaterThanOrEqual(300);
    expect(db.num(`SELECT COUNT(DISTINCT substr(reserve_date, 1, 7)) FROM reservation`)).toBeGreaterThanOrEqual(18);
    db.sql.close();
  });
});
