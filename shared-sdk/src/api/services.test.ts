/** @jest-environment node */
import {
  getEvaluateList,
  getEvaluateSum,
  getHandlePage,
  getIntroduce,
  getIntroduceLink,
  getServiceDetail,
  getServiceNum,
  getServicePage,
} from './services';
import { useReferenceServer } from '../../test/reference-server';

const serverUrl = useReferenceServer();

describe('services API against the reference server', () => {
  it('parses handled matters, evaluations and their totals', async () => {
    const page = await getHandlePage({ pageNum: 1, pageSize: 20 });
    expect(page.rows).toHaveLength(20);
    expect(page.total).toBeGreaterThanOrEqual(300);
    expect(page.rows.some((r) => r.finishDate === null) || page.rows.every((r) => r.status === '已办结')).toBe(true);
    const sum = await getEvaluateSum();
    expect(sum.satisfactionRate).toBeGreaterThan(80);
    expect(sum.byLevel.map((l) => l.name)).toEqual(['非常满意', '满意', '基本满意', '不满意']);
    const list = await getEvaluateList();
    expect(list).toHaveLength(50);
  });

  it('reads /ksh/service/* from the second API base', async () => {
    const num = await getServiceNum();
    expect(num.byType.reduce((a, t) => a + t.value, 0)).toBe(num.total);
    const page = await getServicePage({ type: '4', pageSize: 10 });
    expect(page.rows.every((r) => r.type === '科技服务')).toBe(true);
    const detail = await getServiceDetail(page.rows[0].id);
    expect(detail).toMatchObject({ id: page.rows[0].id, name: page.rows[0].name });
    expect(detail.steps.length).toBeGreaterThan(2);
    // The calls really go to {serviceApiBase}: the cockpit base has no such route.
    expect((await fetch(`${serverUrl()}/cockpit/ksh/service/num`)).status).toBe(404);
  });

  it('parses the hub introduction and an item link', async () => {
    const intro = await getIntroduce();
    expect(intro.title).toContain('人才创新创业服务港');
    expect(intro.figures.length).toBeGreaterThanOrEqual(4);
    const link = await getIntroduceLink(intro.items[1].id);
    expect(link).toMatchObject({ id: intro.items[1].id, title: intro.items[1].title });
    expect(link.url).toMatch(/^https:\/\//);
  });
});
