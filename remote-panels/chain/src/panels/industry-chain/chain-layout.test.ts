import type { IndustryChain } from '@cockpit/shared-sdk';
import { chainGraphOption, nodeBox, NODE_WIDTH, SEGMENT_COLORS } from './chain-graph-option';
import { layoutChain } from './chain-layout';

/** 2 upstream, 3 midstream, 2 downstream; the API lists 中游 in an order that crosses links. */
const chain: IndustryChain = {
  id: 1,
  name: '智能网联新能源汽车',
  description: '打造万亿级产业集群。',
  companyCount: 40,
  nodes: [
    { id: 1, name: '动力电池材料', segment: '上游', companyCount: 9 },
    { id: 2, name: '车规级芯片', segment: '上游', companyCount: 8 },
    { id: 3, name: '智能座舱', segment: '中游', companyCount: 6 },
    { id: 4, name: '动力电池', segment: '中游', companyCount: 10 },
    { id: 5, name: '电驱动系统', segment: '中游', companyCount: 4 },
    { id: 6, name: '整车制造', segment: '下游', companyCount: 3 },
    { id: 7, name: '充换电服务', segment: '下游', companyCount: 0 },
  ],
  links: [
    { source: 1, target: 4 },
    { source: 2, target: 3 },
    { source: 1, target: 5 },
    { source: 2, target: 5 },
    { source: 4, target: 7 },
    { source: 3, target: 6 },
    { source: 5, target: 6 },
    { source: 99, target: 6 }, // unknown node
    { source: 6, target: 1 }, // backwards
  ],
};

type GraphSeries = {
  type: string;
  coordinateSystem: string;
  symbolSize: number[];
  data: {
    id: string;
    name: string;
    value: number[];
    nodeId: number;
    itemStyle: { borderColor: string };
    label: { formatter: string };
  }[];
  links: { source: string; target: string }[];
};

test('places upstream, midstream and downstream in three columns, spread evenly down each', () => {
  const { nodes } = layoutChain(chain);
  expect(nodes.map((n) => [n.name, n.x, n.y])).toEqual([
    ['动力电池材料', 0.5, 0.25],
    ['车规级芯片', 0.5, 0.75],
    ['动力电池', 1.5, 1 / 6],
    ['电驱动系统', 1.5, 0.5],
    ['智能座舱', 1.5, 5 / 6],
    ['充换电服务', 2.5, 0.25],
    ['整车制造', 2.5, 0.75],
  ]);
});

test('orders each later column by the mean row of its suppliers, so links cross less', () => {
  const { nodes } = layoutChain(chain);
  // 动力电池 (fed by row 0) above 电驱动系统 (rows 0 and 1) above 智能座舱 (row 1).
  expect(nodes.filter((n) => n.segment === '中游').map((n) => n.row)).toEqual([0, 1, 2]);
  // 充换电服务 is fed by 动力电池 (row 0), 整车制造 by rows 1 and 2.
  expect(nodes.filter((n) => n.segment === '下游').map((n) => n.name)).toEqual(['充换电服务', '整车制造']);
});

test('links placed nodes by index and drops links to unknown nodes or going backwards', () => {
  const { nodes, links } = layoutChain(chain);
  expect(links).toHaveLength(7);
  const named = links.map((l) => `${nodes[l.source].name}→${nodes[l.target].name}`);
  expect(named).toContain('动力电池材料→动力电池');
  expect(named).toContain('电驱动系统→整车制造');
  expect(named).not.toContain('整车制造→动力电池材料');
});

test('sums nodes and companies per column for the headings', () => {
  expect(layoutChain(chain).segments).toEqual([
    { segment: '上游', nodeCount: 2, companyCount: 17 },
    { segment: '中游', nodeCount: 3, companyCount: 20 },
    { segment: '下游', nodeCount: 2, companyCount: 3 },
  ]);
});

test('an empty chain lays out to nothing', () => {
  expect(layoutChain({ ...chain, nodes: [], links: [] })).toEqual({
    nodes: [],
    links: [],
    segments: [
      { segment: '上游', nodeCount: 0, companyCount: 0 },
      { segment: '中游', nodeCount: 0, companyCount: 0 },
      { segment: '下游', nodeCount: 0, companyCount: 0 },
    ],
  });
});

test('draws the layout as a graph on a hidden 3 x 1 grid, company counts on the nodes', () => {
  const option = chainGraphOption(layoutChain(chain), 250) as {
    xAxis: { min: number; max: number };
    series: GraphSeries[];
  };
  expect([option.xAxis.min, option.xAxis.max]).toEqual([0, 3]);
  const series = option.series[0];
  expect(series).toMatchObject({ type: 'graph', coordinateSystem: 'cartesian2d' });
  const battery = series.data.find((d) => d.name === '动力电池');
  expect(battery).toMatchObject({ id: '4', nodeId: 4, value: [1.5, 1 / 6] });
  expect(battery?.label.formatter).toBe('{n|动力电池}\n{c|10}{u| 家企业}');
  expect(battery?.itemStyle.borderColor).toBe(SEGMENT_COLORS['中游']);
  expect(series.links).toContainEqual({ source: '1', target: '4' });
  expect(series.symbolSize[0]).toBe(NODE_WIDTH);
});

test('keeps node boxes apart in a crowded column and API text out of the label markup', () => {
  const crowded = {
    ...chain,
    nodes: Array.from({ length: 6 }, (_, i) => ({
      id: i + 1,
      name: i === 0 ? '材料{a|b}' : `环节${i}`,
      segment: '中游' as const,
      companyCount: i,
    })),
    links: [],
  };
  const series = (chainGraphOption(layoutChain(crowded), 240) as { series: GraphSeries[] }).series[0];
  expect(series.symbolSize[1]).toBe(32); // 240 / 6 rows * 0.8
  expect(series.data[0].label.formatter).toBe('{n|材料 a b }\n{c|0}{u| 家企业}');
});

describe('node boxes at larger type', () => {
  test('grow with the type scale, so a label 1.5× larger keeps inside its pill', () => {
    expect(nodeBox(252, 4, 1)).toEqual({ width: NODE_WIDTH, height: 50 });
    expect(nodeBox(560, 4, 1.5, 520)).toEqual({ width: Math.round(NODE_WIDTH * 1.5), height: 81 });
  });
  test('stay inside nine tenths of their column and eight tenths of a row of the most crowded column', () => {
    expect(nodeBox(200, 5, 2, 200)).toEqual({ width: 180, height: 32 });
  });
});
