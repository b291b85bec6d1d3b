import { Box } from '@mui/material';
import type { PageLayout } from '../../../protocol/releases';
import type { Guide } from './snap';

const percent = (value: number, of: number) => `${(value / of) * 100}%`;

/** The alignment guides of the gesture under way: thin lines across the canvas where the slot meets a neighbour's line. */
export function SnapGuides({ guides, layout }: { guides: readonly Guide[]; layout: PageLayout }) {
  return (
    <>
      {guides.map((guide) => (
        <Box
          key={`${guide.axis}:${guide.at}`}
          aria-hidden
          data-guide={guide.axis}
          data-at={guide.at}
          sx={{ position: 'absolute', zIndex: 2, pointerEvents: 'none', bgcolor: '#ff4fd8' }}
          style={
            guide.axis === 'x'
              ? {
                  left: percent(guide.at, layout.width),
                  top: percent(guide.from, layout.height),
                  height: percent(guide.to - guide.from, layout.height),
                  width: 1,
                }
              : {
                  top: percent(guide.at, layout.height),
                  left: percent(guide.from, layout.width),
                  width: percent(guide.to - guide.from, layout.width),
                  height: 1,
                }
          }
        />
      ))}
    </>
  );
}

/** Whether two guide lists draw the same lines (a drag's moves mostly do: no re-render then). */
export function sameGuides(a: readonly Guide[], b: readonly Guide[]): boolean {
  return (
    a.length === b.length &&
    a.every((g, i) => g.axis === b[i].axis && g.at === b[i].at && g.from === b[i].from && g.to === b[i].to)
  );
}
