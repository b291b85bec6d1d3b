import type { Page } from '@playwright/test';

/** What a panel drawn in `/preview` shows of its text and charts, beyond e2e/min-size-measure.ts. */
export interface GrowLook {
  /** Median font size of the text the panel draws (HTML and chart text), px. */
  textPx: number;
  /** Chart text or shapes drawn past their chart's box (cut by it): 「1,426 次」 losing its 次, a rose cut at its edge. */
  cutInChart: string[];
  /** Each chart's drawing (the union of its shapes) as a share of its box, the smaller of width and height. */
  chartFill: number[];
  /** Graph node labels wider than their node box or crossing its edge (industry-chain's pills). */
  labelsOutOfNodes: string[];
  /** Heading text crossing the box that draws its underline (上游/中游/下游). */
  headingsCrossed: string[];
  /** Chart text drawn over other chart text: a month over its year, an axis's top label under the legend. */
  chartTextCrossed: string[];
  /** Ticker or board rows drawn. */
  rows: number;
  /**
   * Text runs of different elements drawn over each other by more than two fifths of the lower one's height (a figure
   * running into a chart's label); line boxes that merely touch, as a big figure's over its caption, do not count.
   */
  collisions: string[];
}

/** Measures the one panel of a `/preview?panel=` page. */
export function lookAtPanel(page: Page): Promise<GrowLook> {
  return page.evaluate(() => {
    const frame = document.querySelector<HTMLElement>('[data-panel]')!;
    // What the panel shows: a drawing it keeps hidden (the industry chain's other chains) is not on screen.
    const shown = (el: Element) => el.checkVisibility({ visibilityProperty: true });
    const inside = (a: DOMRect, b: DOMRect, slack = 1) =>
      a.left >= b.left - slack && a.right <= b.right + slack && a.top >= b.top - slack && a.bottom <= b.bottom + slack;
    const sizes: number[] = [];
    for (const el of frame.querySelectorAll<Element>('*')) {
      const own = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim());
      if (own && el.getBoundingClientRect().height > 0 && shown(el))
        sizes.push(parseFloat(getComputedStyle(el).fontSize));
    }
    sizes.sort((a, b) => a - b);
    const cutInChart: string[] = [];
    const chartFill: number[] = [];
    for (const svg of frame.querySelectorAll<SVGSVGElement>('svg')) {
      const box = svg.getBoundingClientRect();
      if (box.width < 40 || box.height < 40 || !shown(svg)) continue; // an icon, not a chart; or not on screen
      let [left, top, right, bottom] = [Infinity, Infinity, -Infinity, -Infinity];
      for (const shape of svg.querySelectorAll<SVGGraphicsElement>('path, text')) {
        const r = shape.getBoundingClientRect();
        if (!r.width || !r.height) continue;
        if (shape.tagName === 'path' && r.width >= box.width - 1 && r.height >= box.height - 1) continue; // a background
        [left, top, right, bottom] = [
          Math.min(left, r.left),
          Math.min(top, r.top),
          Math.max(right, r.right),
          Math.max(bottom, r.bottom),
        ];
        if (!inside(r, box, 2))
          cutInChart.push(
            `${shape.tagName} ${shape.textContent?.trim() || ''} ${Math.round(r.left - box.left)},${Math.round(r.top - box.top)} ${Math.round(r.width)}×${Math.round(r.height)} in ${Math.round(box.width)}×${Math.round(box.height)}`,
          );
      }
      if (right > left) chartFill.push(Math.min((right - left) / box.width, (bottom - top) / box.height));
    }
    // Graph nodes are rounded-rect paths with a label text centred on them.
    const labelsOutOfNodes: string[] = [];
    for (const svg of [...frame.querySelectorAll<SVGSVGElement>('[data-graph] svg')].filter(shown)) {
      // The node boxes are the paths filled with the chain's opaque node colour (links are strokes).
      const nodes = [...svg.querySelectorAll<SVGGraphicsElement>('path')]
        .filter((p) => /0a2552|10, ?37, ?82/i.test(p.getAttribute('fill') ?? ''))
        .map((p) => p.getBoundingClientRect());
      for (const text of svg.querySelectorAll<SVGTextElement>('text')) {
        const r = text.getBoundingClientRect();
        const [cx, cy] = [r.left + r.width / 2, r.top + r.height / 2];
        const node = nodes.find((n) => cx > n.left && cx < n.right && cy > n.top && cy < n.bottom);
        // A text's box is its font's ascent and descent: up to 2 px past the pill's edge is no ink over it.
        if (!node || !inside(r, node, 2))
          labelsOutOfNodes.push(
            `${text.textContent} ${Math.round(r.width)}×${Math.round(r.height)} in ${node ? `${Math.round(node.width)}×${Math.round(node.height)}` : '无节点'}`,
          );
      }
    }
    const headingsCrossed: string[] = [];
    for (const heading of frame.querySelectorAll<HTMLElement>('[data-segment] > *')) {
      const box = heading.getBoundingClientRect();
      for (const span of heading.querySelectorAll('span')) {
        const r = span.getBoundingClientRect();
        // The underline is the box's bottom border: a text box reaching past the box crosses it (1× touches, by design).
        if (r.bottom > box.bottom + 1.5)
          headingsCrossed.push(
            `${span.textContent} 底 ${Math.round(r.bottom - box.top)} / 框 ${Math.round(box.height)}`,
          );
      }
    }
    const runs: { el: Element; box: DOMRect; text: string }[] = [];
    const walker = document.createTreeWalker(frame, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!node.textContent!.trim() || !parent) continue;
      const style = getComputedStyle(parent);
      if (style.visibility === 'hidden' || Number(style.opacity) === 0) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      let box = range.getBoundingClientRect();
      // An ellipsised run is drawn only inside its element (the Range spans the whole text).
      if (style.overflow !== 'visible') {
        const clip = parent.getBoundingClientRect();
        box = new DOMRect(box.left, box.top, Math.max(0, Math.min(box.right, clip.right) - box.left), box.height);
      }
      if (box.width > 0 && box.height > 0) runs.push({ el: parent, box, text: node.textContent!.trim() });
    }
    const collisions: string[] = [];
    for (let i = 0; i < runs.length; i += 1) {
      for (let j = i + 1; j < runs.length; j += 1) {
        const [a, b] = [runs[i].box, runs[j].box];
        const crossW = Math.min(a.right, b.right) - Math.max(a.left, b.left);
        const crossH = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
        if (runs[i].el !== runs[j].el && crossW > 2 && crossH > 0.4 * Math.min(a.height, b.height))
          collisions.push(`${runs[i].text} × ${runs[j].text}`);
      }
    }
    // A chart's texts are drawn by ECharts, each line a text of its own: two crossing by more than 2 px both ways overlap
    // (a graph's node labels are checked against their nodes above, a count badge sits on its label by design).
    const chartTexts = [...frame.querySelectorAll<SVGTextElement>('svg text')]
      .filter((t) => shown(t) && !t.closest('[data-graph]'))
      .map((t) => ({ text: t.textContent?.trim() ?? '', box: t.getBoundingClientRect() }))
      .filter((t) => t.text && t.box.width > 0);
    const chartTextCrossed: string[] = [];
    for (let i = 0; i < chartTexts.length; i += 1) {
      for (let j = i + 1; j < chartTexts.length; j += 1) {
        const [a, b] = [chartTexts[i].box, chartTexts[j].box];
        if (
          Math.min(a.right, b.right) - Math.max(a.left, b.left) > 2 &&
          Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 2
        )
          chartTextCrossed.push(`${chartTexts[i].text} × ${chartTexts[j].text}`);
      }
    }
    const rows = [...frame.querySelectorAll<HTMLElement>('[data-row], tbody tr')].filter(
      (row) => row.getBoundingClientRect().height > 0,
    ).length;
    return {
      textPx: sizes[Math.floor(sizes.length / 2)] ?? 0,
      cutInChart,
      chartFill,
      labelsOutOfNodes,
      headingsCrossed,
      chartTextCrossed,
      rows,
      collisions,
    };
  });
}
