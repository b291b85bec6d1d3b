import type { Page } from '@playwright/test';

/** One clamped or ellipsised text block of a panel, as laid out (design-canvas px, before the wall's scale). */
export interface CutText {
  panel: string;
  text: string;
  /** What is wrong with it, in words. */
  fault: string;
}

/** What {@link findCutText} measured: how many blocks, how many of them clamps, and the faulty ones. */
export interface TextFit {
  blocks: number;
  clamps: number;
  faults: CutText[];
}

/**
 * Every clamped (`-webkit-line-clamp`) or ellipsised (`text-overflow: ellipsis`) block inside a panel
 * frame, shown or kept for a later rotation, whose text is cut across a line: a clamp whose box is
 * not a whole number of its lines, a clamp that paints more lines than it clamps to, or a clip edge
 * that runs through a line's glyphs. No fault means every such text fits.
 */
export function findCutText(page: Page): Promise<TextFit> {
  return page.evaluate(() => {
    const faults: { panel: string; text: string; fault: string }[] = [];
    let blocks = 0;
    let clamps = 0;
    const frames = document.querySelectorAll<HTMLElement>('[data-panel], [data-kept-panel]');
    for (const frame of frames) {
      const panel = frame.getAttribute('data-panel') ?? frame.getAttribute('data-kept-panel') ?? '?';
      for (const el of frame.querySelectorAll<HTMLElement>('*')) {
        const style = getComputedStyle(el);
        const clamp = style.webkitLineClamp !== 'none' ? Number(style.webkitLineClamp) : 0;
        if (!clamp && style.textOverflow !== 'ellipsis') continue;
        const text = el.textContent?.trim() ?? '';
        if (!text || el.offsetHeight === 0) continue;
        blocks += 1;
        if (clamp) clamps += 1;
        const report = (fault: string) => faults.push({ panel, text: text.slice(0, 24), fault });
        const box = el.getBoundingClientRect();
        const scale = box.height / el.offsetHeight;
        // The clip box (padding box) in layout px, relative to the element's top.
        const clipTop = el.clientTop;
        const clipBottom = el.clientTop + el.clientHeight;
        const fontSize = parseFloat(style.fontSize);
        // Each line of glyphs as its em box (the content area less the font's extra ascent/descent).
        const lines: { top: number; bottom: number }[] = [];
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const rect of range.getClientRects()) {
            const middle = (rect.top + rect.bottom) / 2 / scale - box.top / scale;
            const em = parseFloat(getComputedStyle(node.parentElement!).fontSize) || fontSize;
            lines.push({ top: middle - em / 2, bottom: middle + em / 2 });
          }
        }
        const clips = style.overflowY !== 'visible';
        const cut =
          clips &&
          lines.some(
            (l) =>
              (l.top < clipBottom - 1 && l.bottom > clipBottom + 1) || (l.top < clipTop - 1 && l.bottom > clipTop + 1),
          );
        if (cut) report('a clip edge runs through a line of text');
        if (!clamp) continue;
        const lineHeight = parseFloat(style.lineHeight);
        const content = el.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
        const wholeLines = Math.round(content / lineHeight);
        if (Number.isNaN(lineHeight)) report(`clamp without a px line height (${style.lineHeight})`);
        else if (Math.abs(content - wholeLines * lineHeight) > 1)
          report(
            `clamp box ${content.toFixed(1)} px is ${(content / lineHeight).toFixed(2)} lines of ${lineHeight} px`,
          );
        const shown = new Set(
          lines.filter((l) => l.bottom > clipTop + 1 && l.top < clipBottom - 1).map((l) => Math.round(l.top)),
        );
        if (shown.size > clamp) report(`clamped to ${clamp} lines but paints ${shown.size}`);
      }
    }
    return { blocks, clamps, faults };
  });
}
