import { COLORS } from '@cockpit/shared-sdk';
import { Box, Button } from '@mui/material';
import { clearPageOverrides, pageOverrides, pagePlacements } from '../remotes/page-overrides';

/** Reloads the page without its overrides, for this tab. */
function clearAndReload() {
  clearPageOverrides();
  const url = new URL(window.location.href);
  url.searchParams.delete('override');
  url.searchParams.delete('place');
  window.location.assign(url.toString());
}

/**
 * The banner of a preview page that runs a remote from a developer's own build (or refused one): always visible,
 * above everything, so nobody takes the page for what a wall shows.
 */
export function OverrideBanner() {
  const overrides = pageOverrides();
  const placements = pagePlacements();
  const names = Object.entries(overrides.active);
  const placed = Object.entries(placements.placed);
  const refused = [...overrides.refused, ...placements.refused];
  if (names.length === 0 && placed.length === 0 && refused.length === 0) return null;
  return (
    <Box
      data-override-banner
      role="status"
      sx={{
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        zIndex: 2000,
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        px: 2,
        py: 1,
        fontSize: 16,
        color: COLORS.background,
        bgcolor: COLORS.warning,
      }}
    >
      <Box sx={{ flex: 1 }}>
        {names.map(([name, url]) => (
          <Box key={name} data-override={name}>
            本地覆盖（仅此浏览器标签页，不影响任何大屏）：{name} ← {url}
          </Box>
        ))}
        {placed.map(([slot, panel]) => (
          <Box key={slot} data-placement={slot}>
            本地放置（仅此浏览器标签页）：槽位 {slot} 显示 {panel}
          </Box>
        ))}
        {refused.map((reason) => (
          <Box key={reason} data-override-refused>
            {reason}
          </Box>
        ))}
      </Box>
      <Button
        size="small"
        variant="contained"
        color="inherit"
        onClick={clearAndReload}
        sx={{ color: COLORS.background }}
      >
        清除覆盖
      </Button>
    </Box>
  );
}
