import type { Page } from '@playwright/test';

/** A seam's band on the canvas, px. */
export interface Seam {
  axis: 'x' | 'y';
  from: number;
  to: number;
}

/**
 * Every text box on the wall (in `within`, the whole canvas unless told) that reaches into a seam's band (canvas px):
 * each visible text node's client rects, as far as they are drawn.
 */
export const textOnSeams = (page: Page, seams: readonly Seam[], within = '[data-canvas]') =>
  page.evaluate(
    ({ seams, within }) => {
      const canvas = document.querySelector<HTMLElement>('[data-canvas]')!;
      const origin = canvas.getBoundingClientRect();
      const scale = Number(canvas.dataset.scale);
      const hits: string[] = [];
      const walker = document.createTreeWalker(document.querySelector(within)!, NodeFilter.SHOW_TEXT);
      let count = 0;
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.trim();
        if (
          !text ||
          !node.parentElement?.checkVisibility({
            visibilityProperty: true,
            opacityProperty: true,
            contentVisibilityAuto: true,
          })
        )
          continue;
        // What of the text is drawn: its boxes cut by every ancestor that clips (a row cut off at its table's bottom).
        const clips: DOMRect[] = [];
        for (let el: HTMLElement | null = node.parentElement; el && el !== canvas; el = el.parentElement) {
          const style = getComputedStyle(el);
          if (style.overflowX !== 'visible' || style.overflowY !== 'visible') clips.push(el.getBoundingClientRect());
        }
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const whole of range.getClientRects()) {
          const rect = clips.reduce(
            (r, c) => ({
              left: Math.max(r.left, c.left),
              right: Math.min(r.right, c.right),
              top: Math.max(r.top, c.top),
              bottom: Math.min(r.bottom, c.bottom),
            }),
            { left: whole.left, right: whole.right, top: whole.top, bottom: whole.bottom },
          );
          if (rect.right - rect.left < 1 || rect.bottom - rect.top < 1) continue;
          count += 1;
          const [from, to] = [(rect.left - origin.left) / scale, (rect.right - origin.left) / scale];
          const [top, bottom] = [(rect.top - origin.top) / scale, (rect.bottom - origin.top) / scale];
          for (const seam of seams) {
            const crosses = seam.axis === 'x' ? from < seam.to && seam.from < to : top < seam.to && seam.from < bottom;
            if (crosses)
              hits.push(
                `「${text.slice(0, 20)}」 ${Math.round(from)}–${Math.round(to)} × ${Math.round(top)}–${Math.round(bottom)} 压在 ${seam.axis} ${seam.from}–${seam.to}`,
              );
          }
        }
      }
      return { count, hits };
    },
    { seams, within },
  );
