import type { ChainSegment, IndustryChain } from '@cockpit/shared-sdk';

/** The three columns of a chain graph, left to right. */
export const SEGMENTS: readonly ChainSegment[] = ['上游', '中游', '下游'];

/** A node placed on the graph: `x` is its column centre in [0, 3], `y` its row centre in [0, 1] (0 = top). */
export interface PlacedNode {
  id: number;
  name: string;
  segment: ChainSegment;
  companyCount: number;
  column: number;
  row: number;
  x: number;
  y: number;
}

/** A link between two placed nodes, by their index in {@link ChainLayout.nodes}. */
export interface PlacedLink {
  source: number;
  target: number;
}

/** One column's heading: how many nodes and companies it holds. */
export interface SegmentSummary {
  segment: ChainSegment;
  nodeCount: number;
  companyCount: number;
}

/** A chain laid out left to right: upstream, midstream, downstream columns. */
export interface ChainLayout {
  nodes: PlacedNode[];
  links: PlacedLink[];
  segments: SegmentSummary[];
}

/** The mean row of the already placed nodes that feed `id`, or undefined when none does. */
function barycenter(id: number, chain: IndustryChain, rowOf: Map<number, number>): number | undefined {
  const rows = chain.links
    .filter((l) => l.target === id && rowOf.has(l.source))
    .map((l) => rowOf.get(l.source) as number);
  return rows.length ? rows.reduce((a, b) => a + b, 0) / rows.length : undefined;
}

/**
 * Lays a chain out in three columns (上游 → 中游 → 下游), nodes spread evenly down each column.
 * Upstream keeps the API order; each later column is ordered by the mean row of its suppliers
 * (fewer crossing links), ties and unsupplied nodes keeping their API order.
 * Links to unknown nodes or going backwards are dropped.
 */
export function layoutChain(chain: IndustryChain): ChainLayout {
  const rowOf = new Map<number, number>();
  const nodes: PlacedNode[] = [];
  SEGMENTS.forEach((segment, column) => {
    const inColumn = chain.nodes.filter((n) => n.segment === segment);
    const keyed = inColumn.map((node, order) => ({
      node,
      order,
      key: column === 0 ? order : (barycenter(node.id, chain, rowOf) ?? order),
    }));
    keyed.sort((a, b) => a.key - b.key || a.order - b.order);
    keyed.forEach(({ node }, row) => {
      rowOf.set(node.id, row);
      nodes.push({ ...node, column, row, x: column + 0.5, y: (row + 0.5) / keyed.length });
    });
  });
  const indexOf = new Map(nodes.map((n, i) => [n.id, i]));
  const links: PlacedLink[] = [];
  for (const link of chain.links) {
    const source = indexOf.get(link.source);
    const target = indexOf.get(link.target);
    if (source === undefined || target === undefined || nodes[source].column >= nodes[target].column) continue;
    links.push({ source, target });
  }
  const segments = SEGMENTS.map((segment) => {
    const inColumn = nodes.filter((n) => n.segment === segment);
    return { segment, nodeCount: inColumn.length, companyCount: inColumn.reduce((sum, n) => sum + n.companyCount, 0) };
  });
  return { nodes, links, segments };
}
