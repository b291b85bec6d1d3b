import { join } from 'node:path';
import { readDatabase, saveDatabase } from '../db';
import { getJson, serverOn, tempDir } from '../testing';
import { openCockpitDb } from '.';
import { datesInMonth, createRng } from './random';

const tmp = tempDir();
afterAll(() => tmp.cleanup());

/** The headline figures of `year` that count only that year's rows. */
const YEAR_SCOPED = ['investment', 'handled', 'transfer', 'satisfaction'];

async function yearFigures(dbPath: string, today: string, year: number) {
  const server = await serverOn(dbPath, today);
  try {
    const figures = (await getJson(server, `/cockpit/jsc/index?year=${year}`)).body.data as {
      key: string;
      value: number;
    }[];
    const months = (await getJson(server, '/cockpit/notice/getActByMonth?months=3')).body.data as {
      month: string;
      count: number;
    }[];
    const determine = (await getJson(server, '/cockpit/jsc/determine')).body.data as { year: number; total: number };
    return {
      figures: Object.fromEntries(figures.filter((f) => YEAR_SCOPED.includes(f.key)).map((f) => [f.key, f.value])),
      months,
      determine,
    };
  } finally {
    await server.close();
  }
}

describe('a history generated relative to the day the database is created', () => {
  it.each([
    ['2027-01-02', 2027, '2027-01'],
    ['2030-06-15', 2030, '2030-06'],
  ])(
    'created on %s: the year-scoped headline figures of %s are not 0 and the data reaches %s',
    async (today, year, month) => {
      const { figures, months, determine } = await yearFigures(join(tmp.dir, `fresh-${today}.sqlite`), today, year);
      for (const key of YEAR_SCOPED) expect([key, figures[key]]).toEqual([key, expect.any(Number)]);
      expect(Object.values(figures).every((value) => value > 0)).toBe(true);
      expect(months.at(-1)).toMatchObject({ month, count: expect.any(Number) });
      expect(months.at(-1)!.count).toBeGreaterThan(0);
      expect(determine.year).toBe(year);
      expect(determine.total).toBeGreaterThan(0);
    },
  );

  it('begins 22 months before the month it was created in', async () => {
    const { db } = await openCockpitDb(join(tmp.dir, 'span.sqlite'), '2030-06-15');
    expect(db.get('SELECT MIN(accept_date) AS first, MAX(accept_date) AS last FROM handle_item')).toEqual({
      first: '2028-08-01',
      last: expect.stringMatching(/^2030-06-(0\d|1[0-5])$/),
    });
    db.sql.close();
  });
});

describe('a database whose data ends before today', () => {
  const path = join(tmp.dir, 'old.sqlite');

  it('is extended to today on start, keeping every row written by anything else', async () => {
    const created = await openCockpitDb(path, '2026-11-22');
    created.db.run(
      `INSERT INTO notice (title, type, publish_date, source, summary) VALUES ('运营人员手工发布的通知', '公示公告', '2026-11-22', '服务港运营中心', '手工录入')`,
    );
    created.db.run(`UPDATE running_team SET team_name = '运营人员改过名的团队' WHERE id = 1`);
    const before = created.db.num('SELECT COUNT(*) FROM handle_item');
    saveDatabase(created.db, path);
    created.db.sql.close();

    const { figures, months } = await yearFigures(path, '2027-01-02', 2027);
    expect(Object.values(figures).every((value) => value > 0)).toBe(true);
    expect(months.map((m) => m.month)).toEqual(['2026-11', '2026-12', '2027-01']);
    expect(months.every((m) => m.count > 0)).toBe(true);

    const db = (await readDatabase(path))!;
    expect(db.get(`SELECT value FROM meta WHERE key = 'data_end'`)).toEqual({ value: '2027-01-02' });
    expect(db.num(`SELECT COUNT(*) FROM notice WHERE title = '运营人员手工发布的通知'`)).toBe(1);
    expect(db.num(`SELECT COUNT(*) FROM running_team WHERE team_name = '运营人员改过名的团队'`)).toBe(1);
    expect(db.num(`SELECT COUNT(*) FROM handle_item WHERE accept_date <= '2026-11-22'`)).toBe(before);
    expect(db.num(`SELECT COUNT(*) FROM handle_item WHERE accept_date > '2026-11-22'`)).toBeGreaterThan(20);
    db.sql.close();
  });

  it('is left as it is when its data already reaches today', async () => {
    const { db, extended, created } = await openCockpitDb(path, '2027-01-02');
    db.sql.close();
    expect({ extended, created }).toEqual({ extended: false, created: false });
  });
});

test('every month of the history has data from its first day on', () => {
  for (let seed = 1; seed <= 50; seed += 1) {
    const dates = datesInMonth(createRng(seed), '2027-02', 3);
    expect(dates[0]).toBe('2027-02-01');
    expect(dates).toEqual([...dates].sort());
    expect(dates.every((d) => d >= '2027-02-01' && d <= '2027-02-28')).toBe(true);
  }
});
