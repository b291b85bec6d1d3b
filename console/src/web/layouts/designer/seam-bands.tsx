import { Box } from '@mui/material';
import type { Seam } from '@cockpit/shared-sdk/layout-schema';
import type { PageLayout } from '../../../protocol/releases';

const percent = (value: number, of: number) => `${(value / of) * 100}%`;

/** A spliced wall's seams on the designer's canvas: hatched bands over the slots, where no picture is seen on the wall. */
export function SeamBands({ seams, layout }: { seams: readonly Seam[]; layout: Pick<PageLayout, 'width' | 'height'> }) {
  return (
    <>
      {seams.map((seam) => (
        <Box
          key={`${seam.axis}:${seam.from}`}
          aria-hidden
          data-seam={seam.axis}
          data-from={seam.from}
          data-to={seam.to}
          sx={{
            position: 'absolute',
            zIndex: 2,
            pointerEvents: 'none',
            background: 'repeating-linear-gradient(45deg, rgba(255,180,60,0.55) 0 4px, rgba(2,8,23,0.75) 4px 8px)',
          }}
          style={
            seam.axis === 'x'
              ? {
                  left: percent(seam.from, layout.width),
                  width: percent(seam.to - seam.from, layout.width),
                  top: 0,
                  bottom: 0,
                }
              : {
                  top: percent(seam.from, layout.height),
                  height: percent(seam.to - seam.from, layout.height),
                  left: 0,
                  right: 0,
                }
          }
        />
      ))}
    </>
  );
}
