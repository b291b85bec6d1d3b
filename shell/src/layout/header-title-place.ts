import type { Seam } from '@cockpit/shared-sdk/layout-schema';

/** The header's centred title column, its gap to a seam, and the side padding of the band (px). */
export const TITLE_WIDTH = 900;
const SEAM_GAP = 20;
const PADDING = 32;
/** The room the header's left part (logo and 返回) needs before the title. */
const LEFT_ROOM = 480;

/** The seed's header grid: the title centred on the canvas. */
export const CENTRED_COLUMNS = `1fr ${TITLE_WIDTH}px 1fr`;

/**
 * The header's grid columns on a canvas of `width` with these seams: the seed's centred title, unless a column seam
 * (a spliced wall's bezel) runs through it; then the title ends just left of that seam, or starts just right of it
 * when the left part would not fit, so no letter of it lands on the bezel.
 */
export function headerColumns(width: number, seams: readonly Seam[]): string {
  const left = width / 2 - TITLE_WIDTH / 2;
  const seam = seams.find((s) => s.axis === 'x' && s.from < left + TITLE_WIDTH && left < s.to);
  if (!seam) return CENTRED_COLUMNS;
  const before = seam.from - SEAM_GAP - TITLE_WIDTH - PADDING;
  const start = before >= LEFT_ROOM ? before : seam.to + SEAM_GAP - PADDING;
  return `${Math.round(start)}px ${TITLE_WIDTH}px 1fr`;
}
