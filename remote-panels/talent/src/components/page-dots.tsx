import { ACTIVE_PAGE_COLOR } from '@cockpit/shared-sdk';
import { Box } from '@mui/material';

/**
 * A compact page indicator for auto-paged tables in small slots (the SDK's pagination bar is too
 * tall for them): one dot per page, the current one lit; a click jumps to a page.
 */
export function PageDots({
  pageNum,
  pages,
  onPick,
}: {
  pageNum: number;
  pages: number;
  onPick: (pageNum: number) => void;
}) {
  if (pages < 2) return null;
  return (
    <Box
      role="group"
      aria-label={`第 ${pageNum} 页，共 ${pages} 页`}
      sx={{ display: 'flex', gap: '6px', pl: 1.5, alignItems: 'center', height: 10 }}
    >
      {Array.from({ length: pages }, (_, index) => (
        <Box
          key={index}
          component="button"
          type="button"
          aria-label={`第 ${index + 1} 页`}
          aria-current={index + 1 === pageNum ? 'page' : undefined}
          onClick={() => onPick(index + 1)}
          sx={{
            p: 0,
            border: 0,
            cursor: 'pointer',
            position: 'relative',
            height: 6,
            width: index + 1 === pageNum ? 16 : 6,
            borderRadius: 3,
            bgcolor: 'rgba(127,166,214,0.45)',
            // The current page lights up by fading its colour in (opacity only); the dot's new width is not animated.
            // The scroll boards' step timing (500 ms, ease-out): page turns and board steps share one heartbeat task,
            // so their fades end in the same frames (each animation's end costs the page's main thread frames).
            '&::after': {
              content: '""',
              position: 'absolute',
              inset: 0,
              borderRadius: 'inherit',
              bgcolor: ACTIVE_PAGE_COLOR,
              opacity: index + 1 === pageNum ? 1 : 0,
              transition: 'opacity 500ms ease-out',
            },
          }}
        />
      ))}
    </Box>
  );
}
