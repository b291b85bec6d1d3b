/** @jest-environment node */
import { getActivityByMonth, getNoticePage } from './notices';
import { useReferenceServer } from './test-server';

useReferenceServer();

/** The reference data always reaches the current month; last year is wholly in it. */
const now = new Date();
const lastYear = now.getFullYear() - 1;
const thisMonth = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;

describe('notices API against the reference server', () => {
  it('parses notices, including the HTML-injection probe as plain text', async () => {
    const page = await getNoticePage({ pageNum: 1, pageSize: 10 });
    expect(page.total).toBeGreaterThanOrEqual(40);
    expect(page.rows.map((n) => n.title)).toContain('<img src=x onerror=alert(1)> 安全测试通知');
    const announcements = await getNoticePage({ type: '4', pageSize: 100 });
    expect(announcements.rows.every((n) => n.type === '公示公告')).toBe(true);
  });

  it('parses activities by month for a year, for the last N months and by default', async () => {
    const year = await getActivityByMonth({ year: lastYear });
    expect(year.map((m) => m.month)).toEqual(Array.from({ length: 12 }, (_, i) => `${lastYear}-${String(i + 1).padStart(2, '0')}`));
    expect(year.every((m) => m.count > 0)).toBe(true);
    expect(await getActivityByMonth({ months: 18 })).toHaveLength(18);
    expect((await getActivityByMonth()).at(-1)?.month).toBe(thisMonth);
  });
});
