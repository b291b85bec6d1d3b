import type { Page } from '@playwright/test';
import { findCutText } from '../../e2e/text-fit';

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
    for (const el of frame.querySelectorAll<HTMLElement>('*')) {
      const ownText = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim());
      if (!ownText || el.offsetHeight === 0) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || Number(style.opacity) === 0) continue;
      smallestFont = Math.min(smallestFont, parseFloat(style.fontSize));
      if (style.textOverflow === 'ellipsis' && el.scrollWidth > el.clientWidth + 1) shortened += 1;
      // Text inside a box of the panel's own that clips (a scrolling list) is the panel's design; the rest must stay in the slot.
      let clipped = false;
      for (let up = el.parentElement; up && up !== frame; up = up.parentElement) {
        if (getComputedStyle(up).overflow !== 'visible') clipped = true;
      }
      const box = el.getBoundingClientRect();
      if (!clipped && (box.left < edge.left - 1 || box.right > edge.right + 1 || box.top < edge.top - 1 || box.bottom > edge.bottom + 1)) outside += 1;
    }
    const overflows = frame.scrollHeight > frame.clientHeight + 1 || frame.scrollWidth > frame.clientWidth + 1;
    return { shortened, outside, overflows, smallestFont: Number.isFinite(smallestFont) ? smallestFont : 0 };
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
  if (fit.shortened > reference.shortened) problems.push(`${fit.shortened - reference.shortened} 处文字被省略`);
  if (fit.smallestFont < reference.smallestFont) problems.push(`字号缩到 ${fit.smallestFont}px`);
  return problems;
}
