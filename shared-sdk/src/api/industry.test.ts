/** @jest-environment node */
import { countBy } from '../helpers/count-by';
import { getChancePage, getChanceSum, getCheckinEnterprises, getCheckoutEnterprises } from './industry';
import { useReferenceServer } from '../../test/reference-server';

useReferenceServer();

describe('industry API against the reference server', () => {
  it('parses check-ins and check-outs that count by industry into chart pairs', async () => {
    const checkin = await getCheckinEnterprises();
    const checkout = await getCheckoutEnterprises();
    expect(checkin.length).toBeGreaterThan(100);
    expect(checkout.length).toBeGreaterThan(10);
    const byIndustry = countBy(checkin, 'industry');
    expect(byIndustry.map((p) => p.name)).toEqual(
      expect.arrayContaining(['智能网联新能源汽车', '新一代电子信息', '生物医药']),
    );
    expect(byIndustry.reduce((a, p) => a + p.value, 0)).toBe(checkin.length);
    expect(checkout.every((e) => e.checkoutDate > e.checkinDate)).toBe(true);
  });

  it('parses the chance list, filtered by dictionary value, and its totals', async () => {
    const sum = await getChanceSum();
    const all = await getChancePage({ pageSize: 100 });
    expect(all.total).toBe(sum.total);
    expect(sum.byType.reduce((a, t) => a + t.value, 0)).toBe(sum.total);
    const tech = await getChancePage({ type: '1', pageNum: 1, pageSize: 5 });
    expect(tech.total).toBe(sum.byType.find((t) => t.name === '技术需求')?.value);
    expect(tech.rows.every((r) => r.type === '技术需求')).toBe(true);
  });
});
