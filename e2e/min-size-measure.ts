import type { Page } from '@playwright/test';
import { findCutText } from './text-fit';

/** What one render of a panel at one slot size showed, measured in the page (design-canvas px). */
export interface PanelFit {
  /** The frame's `data-state` (anything but `ready` fails). */
  state: string;
  /** Clamped or ellipsised text cut across a line (e2e/text-fit.ts). */
  cut: number;
  /** Ellipsised blocks whose text does not fit their width (shown shortened with …). */
  shortened: number;
  /** Text not inside a clipping box of the panel's own that runs over the slot's edge. */
  outside: number;
  /** Whether the panel's content is larger than its frame (the frame scrolls or clips it). */
  overflows: boolean;
  /** Boxes of the panel's own that clip content sideways (a table scrolled or cut at its right edge). */
  sideways: number;
  /** Pairs of text runs of different elements drawn over each other (a row of figures squeezed together). */
  overlapping: number;
  /** The smallest font size of any text drawn, px. */
  smallestFont: number;
}

/** Measures the one panel frame of a `/preview?panel=` page once it is ready. */
export async function measurePanel(page: Page): Promise<PanelFit> {
  const { faults } = await findCutText(page);
  const rest = await page.evaluate(() => {
    const frame = document.querySelector<HTMLElement>('[data-panel]')!;
    const edge = frame.getBoundingClientRect();
    let shortened = 0;
    let outside = 0;
    let smallestFont = Infinity;
    let sideways = 0;
    for (const el of frame.querySelectorAll<HTMLElement>('*')) {
      const style = getComputedStyle(el);
      // A list may clip rows below its edge by design; a box that hides content to its right cuts columns off.
      if (style.overflowX !== 'visible' && style.textOverflow !== 'ellipsis' && el.scrollWidth > el.clientWidth + 1)
        sideways += 1;
      const ownText = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim());
      if (!ownText || el.offsetHeight === 0) continue;
      if (style.visibility === 'hidden' || Number(style.opacity) === 0) continue;
      smallestFont = Math.min(smallestFont, parseFloat(style.fontSize));
      if (style.textOverflow === 'ellipsis' && el.scrollWidth > el.clientWidth + 1) shortened += 1;
      // Text inside a box of the panel's own that clips (a scrolling list) is the panel's design; the rest must stay in the slot.
      let clipped = false;
      for (let up = el.parentElement; up && up !== frame; up = up.parentElement) {
        if (getComputedStyle(up).overflow !== 'visible') clipped = true;
      }
      const box = el.getBoundingClientRect();
      if (
        !clipped &&
        (box.left < edge.left - 1 ||
          box.right > edge.right + 1 ||
          box.top < edge.top - 1 ||
          box.bottom > edge.bottom + 1)
      )
        outside += 1;
    }
    // Text runs as drawn (a Range's box per text node): two of different elements crossing by more than 2 px collide.
    const runs: { el: Element; box: DOMRect }[] = [];
    const walker = document.createTreeWalker(frame, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!node.textContent!.trim() || !parent || parent.offsetHeight === 0) continue;
      const style = getComputedStyle(parent);
      if (style.visibility === 'hidden' || Number(style.opacity) === 0) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const box = range.getBoundingClientRect();
      if (box.width > 0 && box.height > 0) runs.push({ el: parent, box });
    }
    let overlapping = 0;
    for (let i = 0; i < runs.length; i += 1) {
      for (let j = i + 1; j < runs.length; j += 1) {
        const [a, b] = [runs[i].box, runs[j].box];
        const crossW = Math.min(a.right, b.right) - Math.max(a.left, b.left);
        const crossH = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
        if (runs[i].el !== runs[j].el && crossW > 2 && crossH > 2) overlapping += 1;
      }
    }
    const overflows = frame.scrollHeight > frame.clientHeight + 1 || frame.scrollWidth > frame.clientWidth + 1;
    return {
      shortened,
      outside,
      overflows,
      sideways,
      overlapping,
      smallestFont: Number.isFinite(smallestFont) ? smallestFont : 0,
    };
  });
  return { state: 'ready', cut: faults.length, ...rest };
}

/**
 * Whether a render passes against the panel's render at a generous size: nothing cut, nothing over the slot's edge,
 * no more text shortened than there, and type no smaller than there (a panel never shrinks its type to fit).
 */
export function fitProblems(fit: PanelFit, reference: PanelFit): string[] {
  const problems: string[] = [];
  if (fit.state !== 'ready') return [`面板未就绪（${fit.state}）`];
  if (fit.cut) problems.push(`${fit.cut} 处文字被截断`);
  if (fit.outside) problems.push(`${fit.outside} 处文字超出槽位`);
  if (fit.overflows && !reference.overflows) problems.push('内容超出面板');
  if (fit.sideways > reference.sideways) problems.push(`${fit.sideways - reference.sideways} 处内容在右侧被裁去`);
  if (fit.overlapping > reference.overlapping)
    problems.push(`${fit.overlapping - reference.overlapping} 处文字相互重叠`);
  if (fit.shortened > reference.shortened) problems.push(`${fit.shortened - reference.shortened} 处文字被省略`);
  if (fit.smallestFont < reference.smallestFont) problems.push(`字号缩到 ${fit.smallestFont}px`);
  return problems;
}
