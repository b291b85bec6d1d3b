import { CHART_PALETTE, type ChainSegment, type ChartOption, DIGITS_FONT_FAMILY } from '@cockpit/shared-sdk';
import type { ChainLayout } from './chain-layout';

/** Colour of each column: upstream cyan, midstream blue, downstream gold. */
export const SEGMENT_COLORS: Record<ChainSegment, string> = {
  上游: CHART_PALETTE[1],
  中游: CHART_PALETTE[0],
  下游: CHART_PALETTE[2],
};

/** Width of a node box, px. */
export const NODE_WIDTH = 156;
const MAX_NODE_HEIGHT = 54;

/** API text inside ECharts rich-text markup: braces and bars would be read as markup. */
function plain(text: string): string {
  return text.replace(/[{}|]/g, ' ');
}

/** `#rrggbb` with an alpha, as rgba(). */
function alpha(hex: string, a: number): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgba(${r},${g},${b},${a})`;
}

/** Opaque node fill (dark navy), so links end at a node's border instead of showing through it. */
const NODE_FILL = '#0a2552';

/**
 * A node box's size: it grows with the type scale like its label (whose sizes ECharts scales), within nine tenths of
 * its column's width and eight tenths of a row of the most crowded column, so boxes never touch.
 */
export function nodeBox(
  height: number,
  maxRows: number,
  typeScale: number,
  columnWidth = Infinity,
): { width: number; height: number } {
  return {
    width: Math.round(Math.min(NODE_WIDTH * typeScale, columnWidth * 0.9)),
    height: Math.round(Math.min(MAX_NODE_HEIGHT * typeScale, (height / maxRows) * 0.8)),
  };
}

/**
 * The ECharts option of a laid-out chain: a `graph` series on a hidden 3 x 1 cartesian grid, so
 * column `c` is centred at c + 0.5 and lines up with the HTML column headings above the chart.
 * `height` and `width` are the chart's pixel size and `typeScale` the frame's: node boxes grow with their labels and
 * stay apart in a crowded column.
 */
export function chainGraphOption(layout: ChainLayout, height: number, typeScale = 1, width = Infinity): ChartOption {
  const maxRows = Math.max(1, ...layout.segments.map((s) => s.nodeCount));
  const box = nodeBox(height, maxRows, typeScale, width / 3);
  const nodeHeight = box.height;
  const data = layout.nodes.map((node) => {
    const color = SEGMENT_COLORS[node.segment];
    return {
      id: String(node.id),
      name: node.name,
      value: [node.x, node.y],
      nodeId: node.id,
      itemStyle: {
        color: NODE_FILL,
        borderColor: color,
        borderWidth: 2,
        shadowBlur: 14,
        shadowColor: alpha(color, 0.55),
      },
      label: { formatter: `{n|${plain(node.name)}}\n{c|${node.companyCount}}{u| 家企业}`, rich: { c: { color } } },
    };
  });
  const links = layout.links.map((l) => ({
    source: String(layout.nodes[l.source].id),
    target: String(layout.nodes[l.target].id),
  }));
  return {
    // No morph between chains: 500 ms of SVG attribute and blur-filter updates on the main thread each
    // turn. The view fades the new chain in instead (opacity, on the compositor).
    animation: false,
    grid: { left: 0, right: 0, top: 0, bottom: 0 },
    xAxis: { type: 'value', min: 0, max: 3, show: false },
    yAxis: { type: 'value', min: 0, max: 1, inverse: true, show: false },
    series: [
      {
        type: 'graph',
        layout: 'none',
        coordinateSystem: 'cartesian2d',
        symbol: 'roundRect',
        symbolSize: [box.width, nodeHeight],
        cursor: 'pointer',
        data,
        links,
        label: {
          show: true,
          position: 'inside',
          // Scaled by the type scale with the fonts: compare the box in 1× px.
          lineHeight: nodeHeight / typeScale > 44 ? 22 : 19,
          rich: {
            n: { fontSize: 16, fontWeight: 'bold', color: '#e6f4ff' },
            c: { fontSize: 17, fontWeight: 'bold', fontFamily: DIGITS_FONT_FAMILY },
            u: { fontSize: 15, color: '#9fc2ea' },
          },
        },
        lineStyle: { color: 'source', width: 2, opacity: 0.55, curveness: 0.12 },
        emphasis: { focus: 'adjacency', lineStyle: { width: 3, opacity: 1 }, itemStyle: { shadowBlur: 24 } },
        blur: { itemStyle: { opacity: 0.3 }, lineStyle: { opacity: 0.1 }, label: { opacity: 0.4 } },
      },
    ],
  };
}
