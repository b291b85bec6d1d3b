/** @jest-environment node */
import { getActivityByMonth, getNoticePage } from './notices';
import { useReferenceServer } from '../../test/reference-server';

/** A hostile title and summary this file inserts itself: the reference data holds no such text. */
const PROBE = { title: '<img src=x onerror=alert(1)> 通知', summary: '<script>alert(1)</script>' };

/** Activities per month as the reference database holds them (seeded relative to today: any month may be empty). */
let stored = new Map<string, number>();

useReferenceServer((db) => {
  db.insertAll('notice', [
    { ...PROBE, type: '公示公告', publish_date: new Date().toLocaleDateString('sv-SE'), source: '服务港运营中心' },
  ]);
  const rows = db.all<{ month: string; count: number }>(
    'SELECT substr(act_date, 1, 7) AS month, COUNT(*) AS count FROM activity GROUP BY month',
  );
  stored = new Map(rows.map((row) => [row.month, row.count]));
});

/** The reference data always reaches the current month. */
const now = new Date();
const lastYear = now.getFullYear() - 1;
const thisMonth = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;

describe('notices API against the reference server', () => {
  it('parses notices, an HTML-looking title and summary kept as the plain text they are', async () => {
    const page = await getNoticePage({ pageNum: 1, pageSize: 10 });
    expect(page.total).toBeGreaterThanOrEqual(40);
    expect(page.rows).toContainEqual(expect.objectContaining(PROBE));
    const announcements = await getNoticePage({ type: '4', pageSize: 100 });
    expect(announcements.rows.every((n) => n.type === '公示公告')).toBe(true);
  });

  it('parses activities by month for a year, for the last N months and by default', async () => {
    const year = await getActivityByMonth({ year: lastYear });
    expect(year.map((m) => m.month)).toEqual(
      Array.from({ length: 12 }, (_, i) => `${lastYear}-${String(i + 1).padStart(2, '0')}`),
    );
    expect(year.map((m) => m.count)).toEqual(year.map((m) => stored.get(m.month) ?? 0));
    expect(year.filter((m) => m.count > 0).length).toBeGreaterThanOrEqual(10);
    expect(await getActivityByMonth({ months: 18 })).toHaveLength(18);
    expect((await getActivityByMonth()).at(-1)?.month).toBe(thisMonth);
  });
});
