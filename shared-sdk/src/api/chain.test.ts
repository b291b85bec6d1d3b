/** @jest-environment node */
import { getChainList, getChainNodeDetail, getInvestList, getTechServiceList } from './chain';
import { useReferenceServer } from '../../test/reference-server';

useReferenceServer();

describe('chain API against the reference server', () => {
  it('parses chains as graphs whose links join nodes of consecutive segments', async () => {
    const chains = await getChainList();
    expect(chains.map((c) => c.name)).toEqual([
      '智能网联新能源汽车',
      '新一代电子信息',
      '生物医药',
      '先进材料',
      '智能装备',
      '绿色低碳',
    ]);
    for (const chain of chains) {
      const segment = new Map(chain.nodes.map((n) => [n.id, n.segment]));
      expect(new Set(segment.values())).toEqual(new Set(['上游', '中游', '下游']));
      const order = ['上游', '中游', '下游'];
      for (const link of chain.links) {
        expect(order.indexOf(segment.get(link.target)!) - order.indexOf(segment.get(link.source)!)).toBe(1);
      }
      // Every midstream and downstream node has a supplier.
      const targets = new Set(chain.links.map((l) => l.target));
      expect(chain.nodes.filter((n) => n.segment !== '上游').every((n) => targets.has(n.id))).toBe(true);
      expect(chain.nodes.reduce((a, n) => a + n.companyCount, 0)).toBe(chain.companyCount);
    }
    expect((await getChainList({ chainName: '生物' })).map((c) => c.name)).toEqual(['生物医药']);
  });

  it('parses a node detail with its companies', async () => {
    const [chain] = await getChainList({ chainName: '新一代电子信息' });
    const node = chain.nodes[0];
    const detail = await getChainNodeDetail(node.id);
    expect(detail).toMatchObject({
      id: node.id,
      name: node.name,
      chainName: '新一代电子信息',
      companyCount: node.companyCount,
    });
    expect(detail.companies).toHaveLength(node.companyCount);
    expect(detail.companies[0].name).toMatch(/^重庆.+有限公司$/);
  });

  it('parses investment projects and technology services, newest first', async () => {
    const invest = await getInvestList();
    expect(invest.length).toBeGreaterThanOrEqual(40);
    expect(invest[0].investDate >= invest[invest.length - 1].investDate).toBe(true);
    expect(invest.every((p) => p.amount > 0)).toBe(true);
    const services = await getTechServiceList();
    expect(new Set(services.map((s) => s.category))).toEqual(
      new Set(['检验检测', '技术咨询', '技术开发', '知识产权', '成果转化']),
    );
  });
});
